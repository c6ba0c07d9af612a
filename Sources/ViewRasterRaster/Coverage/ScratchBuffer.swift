/// A manually managed, growable scratch allocation kept zeroed between uses by its owner
/// (the rasterizer clears what it touched), so inner loops work on raw pointers without
/// copy-on-write or exclusivity checks.
struct ScratchBuffer<T: BitwiseCopyable> {
    private(set) var pointer: UnsafeMutablePointer<T>
    private(set) var capacity: Int

    init() {
        pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
        capacity = 0
    }

    /// A pointer to at least `count` elements. Growing reallocates and zero-fills; otherwise
    /// the contents are whatever the owner left (the rasterizer leaves zeros).
    mutating func zeroed(atLeast count: Int) -> UnsafeMutablePointer<T> {
        if count > capacity {
            pointer.deallocate()
            let n = max(count, capacity * 2)
            pointer = UnsafeMutablePointer<T>.allocate(capacity: n)
            UnsafeMutableRawPointer(pointer).initializeMemory(as: UInt8.self, repeating: 0, count: n * MemoryLayout<T>.stride)
            capacity = n
        }
        return pointer
    }

    /// Frees the allocation (call from the owner's deinit).
    func free() { pointer.deallocate() }
}
