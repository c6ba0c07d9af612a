import ViewRasterDisplayList

/// An open group: its layer and how to composite it at `endGroup`.
struct GroupRecord {
    var layer: GroupLayer
    var opacity: UInt32
    var shadow: Shadow?
    /// The clip when the group began.
    var clip: ClipState
    /// True for shadow groups: their content is drawn unclipped (so content outside the clip
    /// still casts its shadow) and `clip` applies when the group is composited.
    var clipsAtComposite: Bool
    /// True for a mask (`beginMask`): at `endMask` its alpha becomes the clip instead of being
    /// composited.
    var isMask = false
}
