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
        return size  // the reader writes an axis IB left out as -1, `View.noIntrinsicMetric`
    }

    /// Gives every view drawn in place of an unregistered `@IBDesignable` class the intrinsic
    /// size IB recorded for that class (`designableIntrinsicSize(of:_:)`) on each axis where the
    /// base class it is drawn as has none of its own (`render`: a custom progress bar drawn as a
    /// plain view gets its recorded height). A label or button keeps measuring what it draws:
    /// the class's code that IB ran may have changed its font, which the nib does not say, and a
    /// recorded size with the nib's font would clip the text. `NibCanvas` (`layout`) takes the
    /// whole recorded size, as IB's canvas did. A placeholder intrinsic size still wins on the
    /// axes it names.
    public func useDesignableIntrinsicSizes() {
        for v in views {
            guard let o = nibObject(for: v), let size = designableIntrinsicSize(of: v, o) else { continue }
            let own = v.intrinsicContentSize
            let merged = CGSize(width: own.width >= 0 ? own.width : size.width,
                                height: own.height >= 0 ? own.height : size.height)
            guard merged != own else { continue }
            v.layoutStorage.intrinsicContentSizeOverride = NibCanvas.placeholderIntrinsicSize(v, o, classSize: merged) ?? merged
        }
    }
}
