import Foundation

/// The edit pass's frame writes inside the solver's walk (`LayoutEngine.writePlannedFrames`):
/// told of each value the walk writes, it writes the frame of the plan's item that owns it —
/// an item placed in the root (whose position is always the origin), once all four of its
/// values are final — when the item takes it as a move alone
/// (`LayoutItem.applyLayoutFrameIfOnlyMoved`), and marks the item done so that the frame
/// loop after the walk passes over it. The same frame, snapped on the same grid, as that loop
/// would write; anything else (an item deeper in the tree, a resize, an animation) is left to
/// the loop.
///
/// A walk that gives up (rows found out of order) may have told values that were not final:
/// the engine then clears the marks, and the loop writes every frame again (a move alone has
/// no effect but the layer's position, which the loop's write puts right).
struct PlannedFrameVisitor<G: PixelGrid>: ChangedValueVisitor {
    /// The plan's entry that owns each external symbol id's value (-1: none).
    let owners: UnsafeBufferPointer<Int32>
    /// The plan's entries (`LayoutEngine.framePlanItems`).
    let entries: UnsafeBufferPointer<PlannedItem>
    /// The plan's superitem indices, root first (`LayoutEngine.framePlanParents`).
    let parents: UnsafeBufferPointer<Int>
    /// Each plan item's absolute origin (entry `i` at `i + 1`), written for the items done.
    let placed: UnsafeMutableBufferPointer<CGPoint?>
    /// A bit per entry: its frame written here.
    let done: UnsafeMutableBufferPointer<UInt64>
    /// The pass's pixel grid.
    let grid: G

    /// Writes the frame of the entry owning `id` when it can (see the type's comment).
    @inline(__always)
    mutating func wrote(_ id: Int, in values: UnsafeBufferPointer<Double>, rows: WalkedRows) {
        guard id < owners.count else { return }
        let e = Int(owners[id])
        guard e >= 0, e < entries.count, parents[e + 1] == 0 else { return }
        let entry = entries[e]
        let x = Int(entry.minXIndex), y = Int(entry.minYIndex), w = Int(entry.widthIndex), h = Int(entry.heightIndex)
        guard rows.isFinal(x), rows.isFinal(y), rows.isFinal(w), rows.isFinal(h) else { return }
        let (position, frame) = LayoutEngine.placedFrame(near: SIMD2(values[x], values[y]),
                                                         size: SIMD2(values[w], values[h]), in: .zero, on: grid)
        guard entry.applyLayoutFrameIfOnlyMoved(frame) else { return }
        placed[e + 1] = position
        done[e &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: e & 63)
    }
}
