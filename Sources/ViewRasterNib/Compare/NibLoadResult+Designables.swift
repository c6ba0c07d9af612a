import Foundation
import ViewRasterViews

extension NibLoadResult {
    /// The intrinsic size Interface Builder's designable agent recorded for `view`'s class
    /// (`XIBDocument.designableIntrinsicSizes`: IB ran the `@IBDesignable` class and stored
    /// what its `intrinsicContentSize` returned), when this load drew `view` as its element's
    /// base class because that class was not registered. Nil when IB recorded nothing for it,
    /// or when the class itself was made (its own code answers then).
    func designableIntrinsicSize(of view: View, _ object: NibObject) -> CGSize? {
        guard object.customClass != nil, let size = document.designableIntrinsicSizes[object.id] else { return nil }
        let base: View.Type = NibElementClasses.byElement[object.element] ?? NibStandInView.self
        guard type(of: view) == base else { return nil }
        return CGSize(width: size.width < 0 ? View.noIntrinsicMetric : size.width,
                      height: size.height < 0 ? View.noIntrinsicMetric : size.height)
    }

    /// Gives every view drawn in place of an unregistered `@IBDesignable` class the intrinsic
    /// size IB recorded for that class (`designableIntrinsicSize(of:_:)`), as IB's canvas lays
    /// it out (`render`; `NibCanvas` does the same for `layout`). A placeholder intrinsic size
    /// still wins on the axes it names.
    public func useDesignableIntrinsicSizes() {
        for v in views {
            guard let o = nibObject(for: v), let size = designableIntrinsicSize(of: v, o) else { continue }
            v.layoutStorage.intrinsicContentSizeOverride = NibCanvas.placeholderIntrinsicSize(v, o, classSize: size) ?? size
        }
    }
}
