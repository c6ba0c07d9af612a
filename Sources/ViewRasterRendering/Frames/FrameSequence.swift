import Foundation
import ViewRasterViews
import ViewRasterRaster
import ViewRasterOutput

/// Renders frame `i` of an animation at exactly `t = i / fps` into `frame-00000.png` …,
/// streaming: display lists are captured on the main actor a batch at a time while the batch
/// before is rasterized and encoded on every core and the one before that written to disk,
/// so memory does not grow with the frame count. Frames are
/// independent once their display lists exist, so the files are the same in parallel and in
/// series.
@MainActor
public struct FrameSequence {
    /// Frames per second (at least 1): frame `i` is the scene at `i / fps` seconds.
    public var fps: Int
    /// Frame indices to render (the end excluded); numbering stays global so slices of a long
    /// sequence can be rendered on different machines.
    public var frames: Range<Int>
    /// How each frame's PNG is compressed (default `.fast`: the `runs` encoder).
    public var pngOptions: PNGOptions = .fast
    /// Frames rasterized at once (defaults to twice the core count).
    public var batchSize: Int = max(1, ProcessInfo.processInfo.activeProcessorCount * 2)
    /// Rasterize on every core (false: one frame after another, for comparison).
    public var parallel = true
    /// The memory budget of each frame's render (frames rendered at once each have their own).
    public var budget = MemoryBudget.default
    /// Called after each frame is encoded and its file queued (`render` returns once every
    /// file is written), with the count done and the total.
    public var progress: (@MainActor (Int, Int) -> Void)?

    /// A sequence of `frames` at `fps` frames a second (raised to 1 if lower), with the default
    /// options.
    public init(fps: Int, frames: Range<Int>) {
        self.fps = max(1, fps)
        self.frames = frames
    }

    /// The file name of frame `index`.
    public nonisolated static func fileName(_ index: Int) -> String {
        // Not String(format: "%05d"): %d takes 32 bits, and frame 4294967296 would be frame-00000.
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// What a run produced.
    public struct Output: Sendable {
        /// The frame files written, in frame order.
        public var files: [URL]
        /// Small copies of the frames a contact sheet shows (`ContactSheet.sampled`: at most
        /// `ContactSheet.maxFrames`, evenly spaced) with their times; the others are dropped as
        /// each frame finishes, so memory does not grow with the frame count.
        public var thumbnails: [(time: TimeInterval, image: Bitmap)]
    }

    /// Renders the frames into `directory` (created if needed; it must hold nothing but frames),
    /// appending each to `apng` when given and keeping thumbnails `thumbnailWidth` pixels wide.
    ///
    /// A pipeline: while one batch is rasterized and encoded on every core, the next batch's
    /// display lists are captured here, and finished files are written (each with its `fsync`)
    /// by `FrameWriters` beside both, so no core waits on the disk or on the main actor. The
    /// files are the same as one frame after another. On an error, the frames before the
    /// failing one are written and the error is thrown once every write has ended.
    public func render(into directory: URL, apng: APNGWriter? = nil, thumbnailWidth: Int? = nil,
                       displayList: (TimeInterval) throws -> DisplayList) throws -> Output {
        try FrameSequence.prepare(directory)
        var result = Output(files: [], thumbnails: [])
        let total = frames.count
        var done = 0
        let keep = ContactSheet.sampled(count: total)
        let writers = FrameWriters(count: 4, maxPending: 2 * max(1, batchSize), synchronous: !parallel)
        defer { writers.finish() }   // no write outlives the call, even when it throws
        let options = pngOptions, budget = budget, parallel = parallel, fps = fps, keepPNG = apng != nil
        // The batch being rasterized in the background: its first index and its results.
        var running: (index: Int, batch: FrameBatch)?
        // Takes a finished batch's results in order: queues the files, appends to the APNG.
        func collect(_ first: Int, _ batch: FrameBatch) throws {
            if writers.failed { writers.finish(); try writers.check() }
            for (k, item) in batch.wait().enumerated() {
                let i = first + k
                let encoded: Encoded
                do { encoded = try item.get() } catch { writers.finish(); try writers.check(); throw error }
                let url = directory.appendingPathComponent(FrameSequence.fileName(i))
                writers.write(encoded.png, to: url)
                if keepPNG { try apng?.append(png: encoded.png) }
                result.files.append(url)
                if let thumb = encoded.thumbnail { result.thumbnails.append((TimeInterval(i) / TimeInterval(fps), thumb)) }
                done += 1
                progress?(done, total)
            }
        }
        var index = frames.lowerBound
        while index < frames.upperBound {
            let end = index + min(frames.upperBound - index, max(1, batchSize))   // no overflow near Int.max
            var lists: [DisplayList] = []
            do {
                for i in index..<end { lists.append(try displayList(TimeInterval(i) / TimeInterval(fps))) }
            } catch {
                if let r = running { try collect(r.index, r.batch) }
                writers.finish()
                try writers.check()
                throw error
            }
            if let r = running { try collect(r.index, r.batch) }
            let thumbs = Set((index..<end).filter { keep.contains($0 - frames.lowerBound) }.map { $0 - index })
            running = (index, FrameBatch(lists, options: options, thumbnailWidth: thumbnailWidth, parallel: parallel,
                                         budget: budget, thumbnailsOf: thumbs))
            index = end
        }
        if let r = running { try collect(r.index, r.batch) }
        writers.finish()
        try writers.check()
        return result
    }

    /// Creates `directory`, or checks that what it holds is only frames.
    nonisolated static func prepare(_ directory: URL) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: directory.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw RasterError.io("\(directory.path) is a file, not a folder") }
            let others = try fm.contentsOfDirectory(atPath: directory.path).filter { !($0.hasPrefix("frame-") && $0.hasSuffix(".png")) }
            guard others.isEmpty else {
                throw RasterError.io("\(directory.path) holds other files (\(others.prefix(3).joined(separator: ", "))); frames need a folder of their own")
            }
        } else {
            try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        }
    }

    struct Encoded: Sendable { var png: Data; var thumbnail: Bitmap? }

    /// Rasterizes and encodes lists, in parallel when asked; results in list order.
    /// Thumbnails are made only for the lists at `thumbnailsOf` (all when nil).
    nonisolated static func rasterize(_ lists: [DisplayList], options: PNGOptions, thumbnailWidth: Int?, parallel: Bool,
                                      budget: MemoryBudget = .default, thumbnailsOf: Set<Int>? = nil) throws -> [Encoded] {
        try results(lists, options: options, thumbnailWidth: thumbnailWidth, parallel: parallel, budget: budget,
                    thumbnailsOf: thumbnailsOf).map { try $0.get() }
    }

    /// `rasterize`'s work, each frame's result (or error) on its own.
    nonisolated static func results(_ lists: [DisplayList], options: PNGOptions, thumbnailWidth: Int?, parallel: Bool,
                                    budget: MemoryBudget, thumbnailsOf: Set<Int>?) -> [Swift.Result<Encoded, Error>] {
        let slots = Slots<Swift.Result<Encoded, Error>>(count: lists.count)
        let work: @Sendable (Int) -> Void = { k in
            slots[k] = Swift.Result {
                let canvas = try Renderer.render(lists[k], budget: budget)
                let png = try PNG.encode(canvas, options: options)
                var thumb: Bitmap?
                if let tw = thumbnailWidth, tw > 0, thumbnailsOf?.contains(k) ?? true {
                    thumb = try canvas.downsampled(by: max(1, canvas.width / tw)).bitmap()
                }
                return Encoded(png: png, thumbnail: thumb)
            }
        }
        if parallel { DispatchQueue.concurrentPerform(iterations: lists.count, execute: work) }
        else { for k in 0..<lists.count { work(k) } }
        return slots.values.map { $0! }
    }
}

/// Fixed slots written from several threads, each slot by one thread.
final class Slots<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    subscript(i: Int) -> T? {
        get { lock.lock(); defer { lock.unlock() }; return storage[i] }
        set { lock.lock(); storage[i] = newValue; lock.unlock() }
    }
    var values: [T?] { lock.lock(); defer { lock.unlock() }; return storage }
}
