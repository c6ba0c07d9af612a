import Foundation

extension AttributedRun {
    /// This run with the font `transform` makes of its font (every other attribute kept): how
    /// a label's or a button's attributed text takes another era's system font on IB's canvas.
    public func withFont(_ transform: (Font) -> Font) -> AttributedRun {
        var run = self
        run.font = transform(font)
        return run
    }
}
