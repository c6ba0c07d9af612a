import Foundation

/// Collection views of Xcode 4.5 – 4.6 archives (iOS 6): `IBUICollectionView` with its
/// `IBUICollectionViewLayout` object, `IBUICollectionViewCell`s and `IBUICollectionReusableView`s,
/// translated into the `<collectionView>`, `<collectionViewFlowLayout key="collectionViewLayout">`,
/// `<cells>` and `<collectionViewCell>` Xcode 5+ writes for them (`docs/archive-xib.md`).
extension ArchiveTranslator {
    /// The flow layout's keys IB3 writes, each `IBUI` + UIKit's property name: `IBUIItemSize`
    /// "{w, h}", `IBUIMinimumLineSpacing`, `IBUIMinimumInteritemSpacing` and
    /// `IBUISectionInset.top|bottom|left|right` (seen in files); `IBUIScrollDirection`,
    /// `IBUIHeaderReferenceSize` and `IBUIFooterReferenceSize` by the same pattern. A key IB3
    /// left out holds UIKit's default (50 × 50 items, 10 pt spacings, no insets, vertical), which
    /// the modern element's absent attribute gives too.
    func collectionViewParts(of o: XIBElement, depth: Int) throws -> [XIBElement] {
        var out: [XIBElement] = []
        if let layout = try value(o, "IBUICollectionViewLayout") { out.append(try collectionLayout(layout)) }
        if let cells = try value(o, "IBUICells") {
            let list = try items(cells).compactMap { try translateObject($0, depth: depth + 1) }
            if !list.isEmpty { out.append(make("cells", [:], list, at: cells)) }
        }
        return out
    }

    /// `<collectionViewFlowLayout key="collectionViewLayout">` for an `IBUICollectionViewFlowLayout`;
    /// `<collectionViewLayout key="collectionViewLayout">` (with its custom class) for the
    /// abstract `IBUICollectionViewLayout` a custom layout class stands on.
    func collectionLayout(_ layout: XIBElement) throws -> XIBElement {
        let id = try objectID(layout)
        var a = ["key": "collectionViewLayout", "id": id]
        guard layout["class"] == "IBUICollectionViewFlowLayout" else {
            return finish(make("collectionViewLayout", a, at: layout), layout)
        }
        var children: [XIBElement] = []
        for (archiveKey, key) in [("IBUIItemSize", "itemSize"), ("IBUIHeaderReferenceSize", "headerReferenceSize"),
                                  ("IBUIFooterReferenceSize", "footerReferenceSize")] {
            guard let s = try value(layout, archiveKey) else { continue }
            let wh = try numbers(try text(s), count: 2, s)
            guard wh[0] >= 0, wh[1] >= 0 else { throw fail("\(archiveKey) with a negative size", s) }
            children.append(make("size", ["key": key, "width": Self.format(wh[0]), "height": Self.format(wh[1])], at: s))
        }
        for (archiveKey, name) in [("IBUIMinimumLineSpacing", "minimumLineSpacing"),
                                   ("IBUIMinimumInteritemSpacing", "minimumInteritemSpacing")] {
            if let v = try number(layout, archiveKey) { a[name] = Self.format(v) }
        }
        if let d = try int(layout, "IBUIScrollDirection") {
            guard let name = ArchiveClassMap.name(ArchiveClassMap.scrollDirections, d) else {
                throw fail("IBUIScrollDirection \(d) is not a scroll direction", try value(layout, "IBUIScrollDirection") ?? layout)
            }
            a["scrollDirection"] = name
        }
        let sides = [("top", "minY"), ("left", "minX"), ("bottom", "maxY"), ("right", "maxX")]
        var inset: [String: String] = ["key": "sectionInset"]
        for (side, name) in sides {
            if let v = try number(layout, "IBUISectionInset.\(side)") { inset[name] = Self.format(v) }
        }
        if inset.count > 1 {
            for (_, name) in sides where inset[name] == nil { inset[name] = "0" }
            children.append(make("inset", inset, at: layout))
        }
        return finish(make("collectionViewFlowLayout", a, children, at: layout), layout)
    }
}
