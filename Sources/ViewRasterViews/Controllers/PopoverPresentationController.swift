import Foundation

/// Where a controller presented as `.popover` points (UIPopoverPresentationController): the
/// view and rectangle it hangs from. ViewRaster draws the popover as a rounded card 13 pt below
/// the source rectangle (the arrow's room; the arrow itself is not drawn), centred on it and
/// kept 10 pt inside the screen's safe area.
@MainActor
public final class PopoverPresentationController {
    /// The view the popover points at (UIPopoverPresentationController.sourceView).
    public weak var sourceView: View?
    /// The rectangle in `sourceView` it points at; null (the default) is the view's bounds.
    public var sourceRect: CGRect = .null

    /// The height of the arrow between the source and the card.
    public static let arrowHeight: CGFloat = 13
    /// The least distance between the card and the screen's safe area edges.
    public static let screenMargin: CGFloat = 10
    /// The card's corner radius.
    public static let cornerRadius: CGFloat = 13
    /// The card's size when the controller prefers none (`preferredContentSize` zero).
    public static let defaultContentSize = CGSize(width: 320, height: 480)

    init() {}

    /// The card's frame in `host` for content of `size`: centred under the source rectangle,
    /// `arrowHeight` below it, inside `bounds` less the safe area and `screenMargin`; centred
    /// in `bounds` without a source view.
    func cardFrame(size: CGSize, in host: View, bounds: CGRect, safeArea: EdgeInsets) -> CGRect {
        let room = bounds.inset(by: safeArea).insetBy(dx: Self.screenMargin, dy: Self.screenMargin)
        let w = min(size.width, max(0, room.width)), h0 = size.height
        guard let sourceView else {
            let h = min(h0, max(0, room.height))
            return CGRect(x: (bounds.midX - w / 2).rounded(), y: (bounds.midY - h / 2).rounded(), width: w, height: h)
        }
        let local = sourceRect.isNull ? sourceView.bounds : sourceRect
        let source = sourceView.convert(local, to: host)
        let x = min(max(source.midX - w / 2, room.minX), max(room.minX, room.maxX - w))
        let y = source.maxY + Self.arrowHeight
        let h = min(h0, max(0, room.maxY - y))
        return CGRect(x: x.rounded(), y: y.rounded(), width: w, height: h)
    }
}

extension ViewController {
    /// The popover's anchor (UIViewController.popoverPresentationController): made when the
    /// style is `.popover`, nil for other styles.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let p = popoverStorage { return p }
        let p = PopoverPresentationController()
        popoverStorage = p
        return p
    }
}
