import Foundation

extension ScrollView {
    /// The content area inset by the scroll view's layout margins: what a scroll view's margin
    /// attributes mean in a constraint with a view inside it. Apple's Auto Layout Guide ("Working
    /// with Scroll Views"): constraints between the edges *or margins* of the scroll view and its
    /// content attach to the content area; widths, heights and centres stay on the frame. So a
    /// label pinned 16 pt inside both side margins of a scroll view and centred on it makes the
    /// content as wide as the label and its insets, where the frame's margins would conflict.
    ///
    /// The guide's top-left is the margins guide's (the content's origin is the scroll view's at
    /// a zero offset); its bottom-right is the content's, less the margins' right and bottom
    /// insets, carried by two gutter guides (the first spans the frame's right and bottom
    /// margins, the second, as large, ends at the content's bottom-right). Made on first use,
    /// with its constraints active.
    public var contentMarginsGuide: LayoutGuide {
        if let g = madeContentMarginsGuide { return g }
        let guide = LayoutGuide(), frameGutter = LayoutGuide(), contentGutter = LayoutGuide()
        guide.identifier = "contentMarginsGuide"
        frameGutter.identifier = "contentMarginsGuide-frameGutter"
        contentGutter.identifier = "contentMarginsGuide-contentGutter"
        for g in [guide, frameGutter, contentGutter] { addLayoutGuide(g) }
        let margins = layoutMarginsGuide
        let pins: [(LayoutGuide, LayoutAttribute, AnyObject, LayoutAttribute)] = [
            (guide, .left, margins, .left), (guide, .top, margins, .top),
            (guide, .right, contentGutter, .left), (guide, .bottom, contentGutter, .top),
            (frameGutter, .left, margins, .right), (frameGutter, .top, margins, .bottom),
            (frameGutter, .right, self, .right), (frameGutter, .bottom, self, .bottom),
            (contentGutter, .right, contentLayoutGuide, .right), (contentGutter, .bottom, contentLayoutGuide, .bottom),
            (contentGutter, .width, frameGutter, .width), (contentGutter, .height, frameGutter, .height),
        ]
        for (first, attribute, second, secondAttribute) in pins {
            let c = LayoutConstraint(item: first, attribute: attribute, relatedBy: .equal,
                                     toItem: second, attribute: secondAttribute, multiplier: 1, constant: 0)
            c.identifier = "\(first.identifier)-\(attribute)"
            try? c.activate()
        }
        madeContentMarginsGuide = guide
        return guide
    }
}
