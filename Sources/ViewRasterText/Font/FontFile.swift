#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewRasterDisplayList

/// Reads a font file's bytes straight into the buffer FreeType and HarfBuzz keep for the face's
/// life: one read into one allocation (reading into `Data` and copying it out touched every page
/// twice — for the bundled faces, megabytes a process).
enum FontFile {
    /// The largest font file read (HarfBuzz takes a blob's length as 32 bits).
    static let maximumBytes = Int(Int32.max)

    /// The whole file at `path`, in a buffer the caller deallocates. Throws `RasterError.font`
    /// naming the file when it cannot be opened or read, is not a regular file, is empty or is
    /// larger than `maximumBytes`.
    static func bytes(atPath path: String) throws -> UnsafeMutableRawBufferPointer {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw RasterError.font("cannot read font file \(path)") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw RasterError.font("cannot read font file \(path)")
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw RasterError.font("font file \(path) is empty") }
        guard size <= maximumBytes else { throw RasterError.font("font file \(path) is too large (\(size) bytes)") }
        let buf = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        var done = 0
        while done < size {
            let n = read(fd, buf.baseAddress! + done, size - done)
            if n > 0 { done += n; continue }
            if n < 0 && errno == EINTR { continue }
            buf.deallocate()     // an error, or the file shrank while read
            throw RasterError.font("cannot read font file \(path)")
        }
        return buf
    }
}
