import Foundation

extension TextFrame {
    /// The distance from the centre of this frame's lines to the first (`last == false`) or last
    /// line's baseline: where the baseline of text centred vertically in a view falls, from the
    /// view's centre (UILabel, UITextField and a button's title centre their text). Nil with no
    /// lines.
    public func baselineOffsetFromCenter(last: Bool) -> CGFloat? {
        (last ? lines.last : lines.first).map { $0.baseline - size.height / 2 }
    }
}
