import Foundation

/// A scrolling container (UIScrollView): `contentOffset` is the bounds origin; it clips.
///
/// `contentLayoutGuide` is the scrolled content's rectangle, as in UIKit: its top-left is the
/// scroll view's content origin (pinned to the scroll view's top-left at a zero content
/// offset) and its size is free, so constraints from the content to the guide's edges size
/// the content, not the scroll view. After layout `contentSize` is the guide's size.
@MainActor
open class ScrollView: View {
    /// The size of the scrolled content, in points; after layout, the content layout guide's size
    /// when it has one (nonzero).
    public var contentSize: CGSize = .zero
    /// Insets around the content (UIScrollView.contentInset). Stored only: it moves neither the
    /// content nor the offset.
    public var contentInset: EdgeInsets = .zero
    /// The point of the content at the scroll view's top-left: the bounds' origin (setting it
    /// scrolls, without animation or clamping).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { var b = bounds; b.origin = newValue; bounds = b }
    }
    /// The content area (UIScrollView.contentLayoutGuide).
    public let contentLayoutGuide = LayoutGuide()
    /// The scroll view's own frame, untransformed by scrolling (UIScrollView.frameLayoutGuide):
    /// content pinned to it stays put, e.g. a content width equal to the frame's.
    public let frameLayoutGuide = LayoutGuide()
    /// The content margins guide once made (`contentMarginsGuide`, ScrollView+ContentMargins.swift).
    var madeContentMarginsGuide: LayoutGuide?

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
        frameLayoutGuide.identifier = "frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        let pins: [(LayoutGuide, [LayoutAttribute])] = [(contentLayoutGuide, [.left, .top]),
                                                        (frameLayoutGuide, [.left, .top, .width, .height])]
        for (guide, attributes) in pins {
            for attribute in attributes {
                let c = LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal,
                                         toItem: self, attribute: attribute, multiplier: 1, constant: 0)
                c.identifier = "\(guide.identifier)-\(attribute)"
                try? c.activate()
            }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let f = contentLayoutGuide.layoutFrame
        if f.width > 0 || f.height > 0 { contentSize = f.size }
    }
}
