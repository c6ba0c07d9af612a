import Foundation
import ViewRasterDisplayList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers never see a partial one: the bytes go to a temporary file
/// in the destination's folder, which is then renamed over the destination. On any error the
/// temporary file is removed and the destination is left as it was. Only a regular file or a
/// new path is ever replaced (`OutputPath.checkFile`).
public enum AtomicFile {
    /// Writes `data` to `url` atomically. Throws `RasterError.io` naming the file.
    public static func write(_ data: Data, to url: URL) throws {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RasterError.io("\(path): cannot write: folder \(folder) does not exist")
        }
        try OutputPath.checkFile(path)
        TemporaryFiles.removeStale(in: folder)
        let temp = folder + "/" + TemporaryFiles.name(for: url) + "-\(UInt32.random(in: 0...UInt32.max))"
        // Registered and created with the signals held off: a handler on another thread
        // (frames are written on several) waits for it, then removes it.
        let fd = TemporaryFiles.create(temp)
        defer { TemporaryFiles.unregister(temp) }
        guard fd >= 0 else {
            throw RasterError.io("\(path): cannot write: \(String(cString: strerror(errno)))")
        }
        var failure: String?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let n = posixWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil {
            do { try OutputPath.checkFile(path) } catch { unlink(temp); throw error }
            if rename(temp, path) != 0 { failure = String(cString: strerror(errno)) }
        }
        if let failure {
            unlink(temp)
            throw RasterError.io("\(path): cannot write: \(failure)")
        }
    }
}

@inline(__always) private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}
