import Foundation
import ViewRasterViews

/// Controls whose UIKit frame is larger than the alignment rect Auto Layout positions
/// (`alignmentRectInsets`). ViewRaster's layout places frames; IB stores frames of solved
/// alignment rects. The canvas comparison lays out the alignment rect (the intrinsic size
/// taken from a stored frame is shrunk by the insets) and grows the solved rect by the insets
/// before comparing it with the stored frame.
public enum NibAlignmentInsets {
    /// UIKit's alignment insets by xib element (a UISlider's frame is 2 pt wider on each side
    /// and 1 pt taller at the bottom than its 30 pt alignment rect).
    public static let byElement: [String: EdgeInsets] = [
        "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
    ]

    /// The alignment insets of `object`'s element (zero for most).
    public static func insets(for object: NibObject) -> EdgeInsets {
        byElement[object.element] ?? .zero
    }

    /// The frame UIKit would give a view whose alignment rect is `rect`.
    public static func frame(forAlignmentRect rect: CGRect, insets i: EdgeInsets) -> CGRect {
        CGRect(x: rect.minX - i.left, y: rect.minY - i.top,
               width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
    }
}
