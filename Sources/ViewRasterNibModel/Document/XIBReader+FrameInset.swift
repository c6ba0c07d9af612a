import Foundation

extension XIBReader {
    /// The frame of a view Xcode 8.0 (`toolsVersion` 11134 – 11201) saved as
    /// `<frame key="frameInset" …/>` instead of `<rect key="frame">`: on each axis the view's
    /// inset from its superview's leading (`minX`, `minY`), its size (`width`, `height`) and its
    /// inset from the far edge (`maxX`, `maxY`), those three adding up to the superview's extent.
    /// Xcode wrote only what the view's autoresizing `mask` keeps fixed and is not 0, so a value
    /// left out is 0 unless the mask lets it flex; the one flexible value left out is what the
    /// others leave (a view with `flexibleMinY` and a 50 pt `height` sits on its superview's
    /// bottom). Xcode 8.1 went back to `<rect key="frame">`. Nil — no stored frame, as before —
    /// when `superview` is unknown, a value is a percentage (Xcode's form for an axis with two
    /// flexible values, whose meaning the files do not settle) or two values are left to flex.
    func frameFromInset(_ inset: XIBElement, mask: NibAutoresizingMask, superview: CGSize?) throws -> CGRect? {
        guard let superview else { return nil }
        for name in ["minX", "width", "maxX", "minY", "height", "maxY"] where inset[name]?.hasSuffix("%") == true { return nil }
        /// One axis's leading inset and size, from its three values (`names`, each flexible by
        /// the mask's bit in `flexible`) adding up to `extent`.
        func axis(_ names: [String], flexible: [NibAutoresizingMask], extent: CGFloat) throws -> (CGFloat, CGFloat)? {
            var values = try names.map { try number(inset, $0).map { CGFloat($0) } }
            for i in values.indices where values[i] == nil && !mask.contains(flexible[i]) { values[i] = 0 }
            let unknown = values.indices.filter { values[$0] == nil }
            guard unknown.count <= 1 else { return nil }
            if let i = unknown.first { values[i] = extent - values.compactMap { $0 }.reduce(0, +) }
            return (values[0]!, values[1]!)
        }
        guard let x = try axis(["minX", "width", "maxX"], flexible: [.flexibleMinX, .widthSizable, .flexibleMaxX],
                               extent: superview.width),
              let y = try axis(["minY", "height", "maxY"], flexible: [.flexibleMinY, .heightSizable, .flexibleMaxY],
                               extent: superview.height)
        else { return nil }
        return CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
    }

    /// The bits of an `<autoresizingMask>` element: each attribute of
    /// `NibAutoresizingMask.attributeNames` set to "YES".
    func autoresizingMask(_ e: XIBElement) -> NibAutoresizingMask {
        var mask = NibAutoresizingMask()
        for (name, bit) in NibAutoresizingMask.attributeNames where e[name] == "YES" { mask.insert(bit) }
        return mask
    }
}
