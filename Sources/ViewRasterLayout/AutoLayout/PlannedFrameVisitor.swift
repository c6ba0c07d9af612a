import Foundation

/// The edit pass's frame writes inside the solver's walk (`LayoutEngine.writePlannedFrames`):
/// told of each value the walk writes, it writes the frame of the plan's item that owns it —
/// an item placed in the root (whose position is always the origin) — once all four of its
/// values are final, when the item takes it as a move alone
/// (`LayoutItem.applyLayoutFrameIfOnlyMoved`), and marks the item done so that the frame
/// loop after the walk passes over it. The same frame, snapped on the same grid, as that loop
/// would write; anything else (an item deeper in the tree, a resize, an animation) is left to
/// the loop.
///
/// An item whose other values are not final when one of its values is written (rows newer
/// than the one written, which the walk may still reach) waits, at most two at a time, until
/// the walk has passed their rows (a chain's item: while the walk writes the next item's
/// value) or the walk ends (`finish`); a third is left to the loop.
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
    /// The entries waiting for their values to be final, oldest first (-1: none), and the
    /// newest row order among each one's values (`WalkedRows.rowOrder`): final once the walk
    /// has written a row that new.
    private var waiting = (-1, -1), waitingUntil = (Int.max, Int.max)

    /// The visitor of an edit pass's walk.
    init(owners: UnsafeBufferPointer<Int32>, entries: UnsafeBufferPointer<PlannedItem>, parents: UnsafeBufferPointer<Int>,
         placed: UnsafeMutableBufferPointer<CGPoint?>, done: UnsafeMutableBufferPointer<UInt64>, grid: G) {
        (self.owners, self.entries, self.parents, self.placed, self.done, self.grid) = (owners, entries, parents, placed, done, grid)
    }

    /// Writes the frames of the waiting entries now final, then of the entry owning `id`, or
    /// keeps it waiting (see the type's comment).
    @inline(__always)
    mutating func wrote(_ id: Int, in values: UnsafeBufferPointer<Double>, rows: WalkedRows) {
        if waiting.0 >= 0 && waitingUntil.0 <= rows.order {
            write(waiting.0, values)
            (waiting, waitingUntil) = ((waiting.1, -1), (waitingUntil.1, Int.max))
            if waiting.0 >= 0 && waitingUntil.0 <= rows.order {
                write(waiting.0, values)
                (waiting.0, waitingUntil.0) = (-1, Int.max)
            }
        }
        guard id < owners.count else { return }
        let e = Int(owners[id])
        guard e >= 0, e < entries.count, parents[e + 1] == 0, e != waiting.0, e != waiting.1 else { return }
        let entry = entries[e]
        let until = max(rows.rowOrder(of: Int(entry.minXIndex)), rows.rowOrder(of: Int(entry.minYIndex)),
                        rows.rowOrder(of: Int(entry.widthIndex)), rows.rowOrder(of: Int(entry.heightIndex)))
        if until <= rows.order {
            write(e, values)
        } else if waiting.0 < 0 {
            (waiting.0, waitingUntil.0) = (e, until)
        } else if waiting.1 < 0 {
            (waiting.1, waitingUntil.1) = (e, until)
        }
    }

    /// Writes the frames of the entries still waiting: the walk ended having written its rows
    /// in order, so every value is final.
    mutating func finish(values: UnsafeBufferPointer<Double>) {
        if waiting.0 >= 0 { write(waiting.0, values) }
        if waiting.1 >= 0 { write(waiting.1, values) }
        (waiting, waitingUntil) = ((-1, -1), (Int.max, Int.max))
    }

    /// Writes entry `e`'s frame from `values` if the item takes it as a move alone, and marks
    /// the entry done; else leaves it to the loop.
    @inline(__always)
    private func write(_ e: Int, _ values: UnsafeBufferPointer<Double>) {
        let entry = entries[e]
        let x = Int(entry.minXIndex), y = Int(entry.minYIndex), w = Int(entry.widthIndex), h = Int(entry.heightIndex)
        let (position, frame) = LayoutEngine.placedFrame(near: SIMD2(values[x], values[y]),
                                                         size: SIMD2(values[w], values[h]), in: .zero, on: grid)
        guard entry.applyLayoutFrameIfOnlyMoved(frame) else { return }
        placed[e + 1] = position
        done[e &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: e & 63)
    }
}
