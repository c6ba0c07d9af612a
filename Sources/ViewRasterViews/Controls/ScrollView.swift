import Foundation

/// A scrolling container (UIScrollView): `contentOffset` is the bounds origin; it clips.
///
/// `contentLayoutGuide` is the scrolled content's rectangle, as in UIKit: its top-left is the
/// scroll view's content origin (pinned to the scroll view's top-left at a zero content
/// offset) and its size is free, so constraints from the content to the guide's edges size
/// the content, not the scroll view. After layout `contentSize` is the guide's size.
@MainActor
open class ScrollView: View {
    public var contentSize: CGSize = .zero
    public var contentInset: EdgeInsets = .zero
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { var b = bounds; b.origin = newValue; bounds = b }
    }
    /// The content area (UIScrollView.contentLayoutGuide).
    public let contentLayoutGuide = LayoutGuide()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        setUpContentLayoutGuide()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentLayoutGuide()
    }

    private func setUpContentLayoutGuide() {
        contentLayoutGuide.identifier = "contentLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        for attribute in [LayoutAttribute.left, .top] {
            let c = LayoutConstraint(item: contentLayoutGuide, attribute: attribute, relatedBy: .equal,
                                     toItem: self, attribute: attribute, multiplier: 1, constant: 0)
            c.identifier = "contentLayoutGuide-\(attribute)"
            try? c.activate()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let f = contentLayoutGuide.layoutFrame
        if f.width > 0 || f.height > 0 { contentSize = f.size }
    }
}
