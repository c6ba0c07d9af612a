import Foundation

extension Device {
    /// The page sheet (or form sheet, which a compact width adapts to the same) that a controller
    /// presented on this iPhone in portrait fills, as a screen of its own: iOS 13's sheets, the
    /// large detent, start below the status bar — 10 pt below it on an iPhone without a home
    /// button — and run to the screen's bottom; a sheet's safe area has no top inset (the status
    /// bar is not over it) and keeps the home indicator. 647 pt tall on an iPhone 8, 838 on an
    /// XR under iOS 16's 48 pt status bar (842 under iOS 13–15's 44). Nil on an iPad, whose
    /// regular width shows a centred sheet instead (not modelled). Docs: `canvas-rules.md`,
    /// "Scenes".
    public var portraitPageSheet: Device? {
        guard min(portraitSize.width, portraitSize.height) < 768 else { return nil }
        let top = portraitSafeArea.top + (portraitSafeArea.bottom > 0 ? 10 : 0)
        let insets = EdgeInsets(top: 0, left: 0, bottom: portraitSafeArea.bottom, right: 0)
        return Device(names: ["pageSheet"] + names, portraitSize: CGSize(width: portraitSize.width, height: portraitSize.height - top),
                      defaultScale: defaultScale, portraitSafeArea: insets, landscapeSafeArea: insets)
    }
}
