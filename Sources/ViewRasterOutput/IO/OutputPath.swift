import Foundation
import ViewRasterDisplayList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output path may be. A file output replaces only a regular file or takes a new
/// path, never a device, FIFO, socket, folder or symbolic link (renaming a PNG over
/// `/dev/null` as root turns the device into a file); a folder output is an existing folder
/// or a new path. `sameFile` tells when two paths name one file, for outputs that would
/// overwrite an input or each other.
public enum OutputPath {
    /// Throws `RasterError.io` naming `path` when something other than a regular file is there.
    public static func checkFile(_ path: String) throws {
        guard let kind = kind(path, followingLinks: false), kind != "a regular file" else { return }
        throw RasterError.io("\(path): cannot write: it is \(kind), not a regular file (an output is a regular file or a new path)")
    }

    /// Throws `RasterError.io` naming `path` when something other than a folder is there.
    public static func checkFolder(_ path: String) throws {
        guard let kind = kind(path, followingLinks: true), kind != "a folder" else { return }
        throw RasterError.io("\(path): cannot write into it: it is \(kind), not a folder (an output folder is a folder or a new path)")
    }

    /// What is at `path` ("a regular file", "a FIFO", …), or nil when nothing is.
    public static func kind(_ path: String, followingLinks: Bool) -> String? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }

    /// Whether `a` and `b` name the same file or folder: the same device and inode when both
    /// exist (hard links, symbolic links, `./x` and `x`), else the same path once their folders'
    /// links are resolved.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        if stat(a, &sa) == 0, stat(b, &sb) == 0 { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
        return canonical(a) == canonical(b)
    }

    /// `path` absolute, with its folder's symbolic links resolved and `.`/`..` removed.
    static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
    }
}
