import Foundation

/// One frame an edit pass writes: the item (borrowed, of the type whose
/// `applyLayoutFramesIfMoved(_:)` receives it) and its solved, pixel-snapped frame in
/// superitem coordinates. The engine's edit pass computes the frames of a run of moved items
/// into a few of these, then hands them to the items' type in one call
/// (`LayoutItem.applyLayoutFramesIfMoved(_:)`), so a type that writes frames with its own
/// accessors inlined (views) writes a run of them in one loop, with no call per item.
public struct PlannedFrameWrite {
    /// The item, unretained: the engine holds it for as long as the write is used.
    public let item: Unmanaged<AnyObject>
    /// The frame `applyLayoutFrameIfMoved(_:)` is called with.
    public let frame: CGRect

    /// A write of `frame` to `item`.
    @inline(__always)
    public init(item: Unmanaged<AnyObject>, frame: CGRect) {
        self.item = item
        self.frame = frame
    }
}
