import Foundation

extension View {
    /// The size Auto Layout gives this view when its size is pulled towards `targetSize` at the
    /// fitting priorities (UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
    /// verticalFittingPriority:)`); frames are not changed. As in UIKit, constraints views
    /// generate (stack views' arrangements) are brought up to date first, and wrapping labels
    /// (`numberOfLines != 1`, no `preferredMaxLayoutWidth`) wrap at the width the fit gives
    /// them: a card fitted at a width grows as its text wraps.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        updateConstraintsTree()
        func fit() -> CGSize {
            (self as any LayoutItem).systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontal,
                                                             verticalFittingPriority: vertical)
        }
        let labels = wrappingLabels()
        let saved = labels.map { $0.layoutStorage.intrinsicContentSizeOverride }
        defer {
            for (label, override) in zip(labels, saved) { label.layoutStorage.intrinsicContentSizeOverride = override }
        }
        var size = fit()
        for _ in 0..<4 {
            var changed = false
            for label in labels {
                let wanted = label.intrinsicSize(wrappedAt: label.layoutStorage.solvedSize.width)
                if label.layoutStorage.intrinsicContentSizeOverride != wanted {
                    label.layoutStorage.intrinsicContentSizeOverride = wanted
                    changed = true
                }
            }
            if !changed { break }
            size = fit()
        }
        return size
    }

    /// `systemLayoutSizeFitting` with both priorities at `fittingSizeLevel`
    /// (`UIView.layoutFittingCompressedSize` gives the smallest size the constraints allow).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The labels under this view whose height depends on their width and that have no size
    /// override of their own.
    private func wrappingLabels() -> [Label] {
        var found: [Label] = []
        func walk(_ view: View) {
            if let label = view as? Label, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
               !(label.text ?? "").isEmpty, label.layoutStorage.intrinsicContentSizeOverride == nil {
                found.append(label)
            }
            for s in view.subviews { walk(s) }
        }
        for s in subviews { walk(s) }
        return found
    }
}
