import Foundation
import Raster
import CPNGShim

// TEMPORARY: a minimal PNG codec and atomic writer over CPNGShim, used until Raster's
// `PNG.encode/decode` and `AtomicFile.write` land. Replace by switching `ImageFiles.coder`.

/// PNG through CPNGShim (libpng) and atomic writes through rename(2).
struct ShimPNGCoder: ImageFileCoding {
    func encodePNG(_ canvas: Canvas) throws -> Data {
        // Premultiplied → straight: round(c · 255 / a). Lossless round trip with mul255.
        var straight = canvas.pixels
        straight.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else if a < 255 {
                    for k in 0..<3 { p[i + k] = UInt8(min(255, (UInt32(p[i + k]) * 255 + a / 2) / a)) }
                }
                i += 4
            }
        }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = straight.withUnsafeBufferPointer { rgba in
            vr_png_encode(rgba.baseAddress, UInt32(canvas.width), UInt32(canvas.height), 6, 5, &out, &length, &err, err.count)
        }
        guard rc == 0, let bytes = out else {
            throw SnapshotError("PNG encode failed: \(cMessage(err))")
        }
        defer { vr_png_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    func decodePNG(_ data: Data, scale: CGFloat) throws -> Canvas {
        var width: UInt32 = 0, height: UInt32 = 0
        var out: UnsafeMutablePointer<UInt8>? = nil
        var err = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { raw in
            vr_png_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt64(Canvas.maxPixels),
                          &width, &height, &out, &err, err.count)
        }
        guard rc == 0, let bytes = out else {
            throw SnapshotError("not a readable PNG: \(cMessage(err))")
        }
        defer { vr_png_free(bytes) }
        let count = Int(width) * Int(height) * 4
        var pixels = [UInt8](UnsafeBufferPointer(start: bytes, count: count))
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else if a < 255 {
                    for k in 0..<3 {
                        let t = UInt32(p[i + k]) * UInt32(a) + 128
                        p[i + k] = UInt8((t + (t >> 8)) >> 8)
                    }
                }
                i += 4
            }
        }
        return try Canvas(width: Int(width), height: Int(height), scale: scale, premultipliedPixels: pixels)
    }

    func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SnapshotError("cannot create \(temp.path): \(String(cString: strerror(errno)))") }
        var ok = true
        var failure = ""
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    ok = false; failure = String(cString: strerror(errno)); return
                }
                offset += n
            }
        }
        if ok && fsync(fd) != 0 { ok = false; failure = String(cString: strerror(errno)) }
        close(fd)
        guard ok else {
            unlink(temp.path)
            throw SnapshotError("cannot write \(temp.path): \(failure)")
        }
        guard rename(temp.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp.path)
            throw SnapshotError("cannot move \(temp.path) to \(url.path): \(reason)")
        }
    }
}

/// The text of a NUL-terminated C buffer.
private func cMessage(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
