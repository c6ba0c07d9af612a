import Foundation

// TEMPORARY until the Layout module lands: springs and struts only.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    func layoutHierarchyDidChange(added view: View) {}
    func layoutHierarchyWillChange(removing view: View) {}

    func resizeSubviewsWithAutoresizing(oldSize: CGSize) {
        let newSize = bounds.size
        for sub in subviews where sub.translatesAutoresizingMaskIntoConstraints && !sub.autoresizingMask.isEmpty {
            var f = sub.frame
            let m = sub.autoresizingMask
            func share(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ fa: Bool, _ fb: Bool, _ fc: Bool, _ delta: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
                let n = CGFloat([fa, fb, fc].filter { $0 }.count)
                guard n > 0 else { return (a, b, c) }
                let d = delta / n
                return (a + (fa ? d : 0), b + (fb ? d : 0), c + (fc ? d : 0))
            }
            let (l, w, _) = share(f.minX, f.width, oldSize.width - f.maxX, m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin), newSize.width - oldSize.width)
            let (t, h, _) = share(f.minY, f.height, oldSize.height - f.maxY, m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin), newSize.height - oldSize.height)
            f = CGRect(x: l, y: t, width: max(0, w), height: max(0, h))
            sub.frame = f
        }
    }

    /// Lays out this view's subtree now if any part of it needs layout.
    public func layoutIfNeeded() {
        runLayoutPass()
    }

    func runLayoutPass() {
        if needsLayout {
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            needsLayout = false
            viewController?.viewDidLayoutSubviews()
        }
        for s in subviews { s.runLayoutPass() }
    }

}
