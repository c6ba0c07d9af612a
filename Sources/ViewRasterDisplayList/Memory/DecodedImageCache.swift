import Foundation

/// Decoded images shared by source while one input is read: every op naming the same file
/// gets the same `Bitmap` (an 8192² PNG named by 20 image ops is decoded once, not 20 times),
/// and the distinct images together are held to a `MemoryBudget`.
public final class DecodedImageCache: @unchecked Sendable {
    /// The budget the decoded images together must fit.
    public let budget: MemoryBudget
    private let lock = NSLock()
    private var images: [String: Bitmap] = [:]
    /// Bytes of the distinct images decoded so far.
    public private(set) var bytes = 0

    /// An empty cache holding its images to `budget`.
    public init(budget: MemoryBudget = .default) { self.budget = budget }

    /// The image for `key` (a resolved file path), decoded by `decode` the first time; throws
    /// `MemoryBudgetError` when the distinct images would need more than the budget.
    public func image(_ key: String, decode: () throws -> Bitmap) throws -> Bitmap {
        lock.lock()
        if let b = images[key] { lock.unlock(); return b }
        lock.unlock()
        let bitmap = try decode()
        lock.lock()
        defer { lock.unlock() }
        if let b = images[key] { return b }
        let size = bitmap.pixels.count
        let total = bytes.addingReportingOverflow(size)
        try budget.check(total.overflow ? Int.max : total.partialValue, "the images",
                         "for \(images.count + 1) decoded images (the last \(bitmap.width)x\(bitmap.height) pixels, \(key))")
        bytes = total.partialValue
        images[key] = bitmap
        return bitmap
    }

    /// `files` reading each file once through this cache.
    public func sharing(_ files: DisplayListImageFiles) -> DisplayListImageFiles {
        DisplayListImageFiles(read: { url in try self.image(url.path) { try files.read(url) } }, write: files.write)
    }
}
