import Foundation

/// One item of `LayoutEngine`'s frame plan, read and written without reference counting: its
/// layout storage and the item itself as unretained references, with the item's dynamic type,
/// whose `LayoutItem` witnesses read and write its frame.
///
/// An edit pass writes the frame of every item the edit moved. Loading the item from the plan
/// as an existential (`any LayoutItem`) retains and releases it — slow reference counting
/// through the side table a view has once anything references it weakly (its anchors and
/// subviews do). Here the type is opened once per access and the item borrowed
/// (`_withUnsafeGuaranteedRef`), so a moved frame costs its witnesses only.
///
/// Valid only while something else holds the item: the engine keeps the plan's items in
/// `framePlan` (strong references) and a local copy of that array across each write.
struct PlannedItem {
    /// The item's layout storage (the item holds it).
    let storage: Unmanaged<LayoutItemStorage>
    /// The item, unretained.
    let object: Unmanaged<AnyObject>
    /// The item's dynamic type (its `LayoutItem` witnesses).
    let type: any LayoutItem.Type
    /// Where the engine's solver holds the solved `minX`, `minY`, `width` and `height` of the
    /// item (`Solver.externalValues`), so that the edit pass reads its frame from one array
    /// instead of four variable objects and the storage; -1 in every lane when the frame is
    /// written the general way (`LayoutEngine.writeFrame`: an item that translates its
    /// autoresizing mask or has guides, or a variable the solver does not hold). Valid while
    /// the solver's `externalsGeneration` is the plan's: the flags it depends on note a change
    /// when they change, which drops the plan.
    ///
    /// Four fields rather than one `SIMD4<Int32>`: the edit pass reads each index straight
    /// into a register (one sign-extending load), where a vector was loaded whole and each
    /// lane then moved out of it (three instructions a lane).
    var minXIndex: Int32 = -1, minYIndex: Int32 = -1, widthIndex: Int32 = -1, heightIndex: Int32 = -1
    /// The item's `layoutFrameWriteAddress`, taken with the indices (`locateValues(in:)`).
    var frameWriteAddress: UnsafeRawPointer?

    /// `minXIndex`, `minYIndex`, `widthIndex` and `heightIndex` together (for tests).
    var valueIndices: SIMD4<Int32> { SIMD4(minXIndex, minYIndex, widthIndex, heightIndex) }

    /// The plan's entry for `item` (which the caller keeps alive as long as the entry is used).
    init(_ item: any LayoutItem) {
        self.init(item, storage: Unmanaged.passUnretained(item.layoutStorage).toOpaque())
    }

    /// The plan's entry for `item`, whose layout storage is at `storage` (held by the caller, as
    /// the item is): the storage is not asked of the item (a witness call, and a retain and
    /// release of the storage).
    init(_ item: any LayoutItem, storage: UnsafeRawPointer) {
        self.storage = Unmanaged.fromOpaque(storage)
        object = Unmanaged.passUnretained(item as AnyObject)
        type = Swift.type(of: item)
    }

    /// Sets the four indices (`valueIndices`) from `solver` (the engine's, right after the pass
    /// that solved the item), or -1 in each when the item's frame must be written the general way.
    mutating func locateValues(in solver: Solver) {
        let k: SIMD4<Int32> = storage._withUnsafeGuaranteedRef { st in
            guard !st.translatesAutoresizingMaskIntoConstraints, !st.hasPlacedGuides,
                  let x = solver.valueIndex(of: st.minX), let y = solver.valueIndex(of: st.minY),
                  let w = solver.valueIndex(of: st.width), let h = solver.valueIndex(of: st.height),
                  max(x, y, w, h) <= Int(Int32.max) else { return SIMD4(repeating: -1) }
            return SIMD4(Int32(x), Int32(y), Int32(w), Int32(h))
        }
        (minXIndex, minYIndex, widthIndex, heightIndex) = (k[0], k[1], k[2], k[3])
        frameWriteAddress = type.plannedFrameWriteAddress(of: object)
    }

    /// The item's `layoutFrame`.
    var layoutFrame: CGRect { type.plannedLayoutFrame(of: object) }

    /// Calls the item's `applyLayoutFrameIfMoved(_:)` with `rect`.
    func applyLayoutFrameIfMoved(_ rect: CGRect) { type.applyPlannedLayoutFrameIfMoved(rect, to: object) }
}

extension LayoutItem {
    /// `layoutFrame` of `object`, an item of this type, borrowed (`PlannedItem`).
    fileprivate static func plannedLayoutFrame(of object: Unmanaged<AnyObject>) -> CGRect {
        Unmanaged<Self>.fromOpaque(object.toOpaque())._withUnsafeGuaranteedRef { $0.layoutFrame }
    }

    /// `layoutFrameWriteAddress` of `object`, an item of this type, borrowed (`PlannedItem`).
    fileprivate static func plannedFrameWriteAddress(of object: Unmanaged<AnyObject>) -> UnsafeRawPointer? {
        Unmanaged<Self>.fromOpaque(object.toOpaque())._withUnsafeGuaranteedRef { $0.layoutFrameWriteAddress }
    }

    /// `applyLayoutFrameIfMoved(rect)` on `object`, an item of this type, borrowed (`PlannedItem`).
    fileprivate static func applyPlannedLayoutFrameIfMoved(_ rect: CGRect, to object: Unmanaged<AnyObject>) {
        Unmanaged<Self>.fromOpaque(object.toOpaque())._withUnsafeGuaranteedRef { $0.applyLayoutFrameIfMoved(rect) }
    }
}
