import Foundation

extension XIBReader {
    /// The frame of a view Xcode 8.0 (`toolsVersion` 11134 – 11201) saved as
    /// `<frame key="frameInset" …/>` instead of `<rect key="frame">`: on each axis the view's
    /// inset from its superview's leading (`minX`, `minY`), its size (`width`, `height`) and its
    /// inset from the far edge (`maxX`, `maxY`), those three adding up to the superview's extent.
    /// Xcode wrote only what the view's autoresizing mask keeps fixed and is not 0, so a value
    /// left out is 0 unless the mask lets it flex; the one flexible value left out is what the
    /// others leave (a view with `flexibleMinY` and a 50 pt `height` sits on its superview's
    /// bottom). Xcode 8.1 went back to `<rect key="frame">`. Nil — no stored frame, as before —
    /// when `superview` is unknown, a value is a percentage (Xcode's form for an axis with two
    /// flexible values, whose meaning the files do not settle) or two values are left to flex.
    func frameFromInset(_ inset: XIBElement, mask: XIBElement?, superview: CGSize?) throws -> CGRect? {
        guard let superview else { return nil }
        for name in ["minX", "width", "maxX", "minY", "height", "maxY"] where inset[name]?.hasSuffix("%") == true { return nil }
        func flexes(_ name: String) -> Bool { mask?[name] == "YES" }
        func axis(_ lead: String, _ size: String, _ trail: String,
                  flexible: (lead: String, size: String, trail: String), extent: CGFloat) throws -> (CGFloat, CGFloat)? {
            var values: [CGFloat?] = [try number(inset, lead).map { CGFloat($0) }, try number(inset, size).map { CGFloat($0) },
                                      try number(inset, trail).map { CGFloat($0) }]
            let flex = [flexes(flexible.lead), flexes(flexible.size), flexes(flexible.trail)]
            for i in 0..<3 where values[i] == nil && !flex[i] { values[i] = 0 }
            let unknown = (0..<3).filter { values[$0] == nil }
            guard unknown.count <= 1 else { return nil }
            if let i = unknown.first {
                values[i] = extent - (0..<3).filter { $0 != i }.reduce(CGFloat(0)) { $0 + values[$1]! }
            }
            return (values[0]!, values[1]!)
        }
        guard let x = try axis("minX", "width", "maxX", flexible: ("flexibleMinX", "widthSizable", "flexibleMaxX"), extent: superview.width),
              let y = try axis("minY", "height", "maxY", flexible: ("flexibleMinY", "heightSizable", "flexibleMaxY"), extent: superview.height)
        else { return nil }
        return CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
    }
}
