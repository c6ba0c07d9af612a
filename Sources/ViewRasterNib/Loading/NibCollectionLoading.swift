import Foundation
import ViewRasterViews

/// What a xib or storyboard says of collections (`<collectionView>` with its
/// `<collectionViewFlowLayout key="collectionViewLayout">`, `<collectionViewCell>` prototypes,
/// `<collectionReusableView key="sectionHeaderView|sectionFooterView">`), with UIKit's flow
/// defaults where IB omits them (50 × 50 items, 10 pt spacings).
extension NibPropertyApplier {
    /// The flow layout's `scrollDirection`, spacings, `itemSize`, `estimatedItemSize`
    /// (`automaticEstimatedItemSize="YES"`: self-sizing), reference sizes and `sectionInset`.
    func applyCollectionView(_ v: CollectionView) {
        guard let e = object.otherElements.first(where: { $0.name == "collectionViewFlowLayout" }) else { return }
        let flow = CollectionViewFlowLayout()
        if e["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
        if let s = e["minimumLineSpacing"].flatMap(Double.init) { flow.minimumLineSpacing = CGFloat(s) }
        if let s = e["minimumInteritemSpacing"].flatMap(Double.init) { flow.minimumInteritemSpacing = CGFloat(s) }
        for size in e.children("size") {
            let s = CGSize(width: size.points("width"), height: size.points("height"))
            switch size.key {
            case "itemSize": flow.itemSize = s
            case "estimatedItemSize": flow.estimatedItemSize = s
            case "headerReferenceSize": flow.headerReferenceSize = s
            case "footerReferenceSize": flow.footerReferenceSize = s
            default: break
            }
        }
        if e["automaticEstimatedItemSize"] == "YES" { flow.estimatedItemSize = CollectionViewFlowLayout.automaticSize }
        if let i = e.children("inset").first(where: { $0.key == "sectionInset" }) {
            flow.sectionInset = EdgeInsets(top: i.points("minY"), left: i.points("minX"), bottom: i.points("maxY"), right: i.points("maxX"))
        }
        if let cls = e["customClass"] { warn("collection view layout class \(cls) is not available; a flow layout is used") }
        v.collectionViewLayout = flow
    }

    /// A `<collectionViewCell>`'s or `<collectionReusableView>`'s `reuseIdentifier`.
    func applyCollectionReusableView(_ v: CollectionReusableView) {
        v.setReuseIdentifier(object.attributes["reuseIdentifier"])
    }
}

extension NibInstantiator {
    /// Registers each collection's prototype cells and its section header and footer views
    /// under their reuse identifiers: each dequeue loads the prototype anew.
    func assembleCollections() {
        // The load's flattened objects (document order, as `forEach` walks them) in a loop:
        // a closure made on the main actor checks its executor on every call.
        for o in context.allObjects {
            guard o.element == "collectionView", let collection = context.objects[o.id] as? CollectionView else { continue }
            for c in o.cells {
                guard let id = c.attributes["reuseIdentifier"], !id.isEmpty else { continue }
                let make = prototypeMaker(c, as: CollectionReusableView.self)
                if c.element == "collectionReusableView" {
                    let kind = c.key == "sectionFooterView" ? CollectionView.elementKindSectionFooter : CollectionView.elementKindSectionHeader
                    collection.register(supplementaryMaker: make, ofKind: kind, withReuseIdentifier: id)
                } else {
                    collection.register(cellMaker: { make() as? CollectionViewCell }, forCellWithReuseIdentifier: id)
                }
            }
        }
    }
}
