import Foundation

extension View {
    /// Whether the view lays its content out right to left
    /// (`effectiveUserInterfaceLayoutDirection` is `.rightToLeft`): bars, cells and flow
    /// layouts then mirror what they place, as UIKit's do.
    var laysOutRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}

extension CGRect {
    /// This rect reflected in the vertical centre line of a box `width` wide starting at x = 0
    /// (a left-to-right frame turned into its right-to-left place).
    func mirrored(within width: CGFloat) -> CGRect {
        CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
