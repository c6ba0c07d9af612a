import Foundation

extension ViewController {
    /// Adds `child` as a child controller (UIKit's `addChild`): calls `child.willMove(toParent:)`
    /// first; the caller adds the child's view and then calls `child.didMove(toParent:)`.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (UIKit's `removeFromParent`) and calls
    /// `didMove(toParent: nil)`; the caller calls `willMove(toParent: nil)` before and removes the view.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// The nearest navigation controller up the parent chain.
    public var navigationController: NavigationController? {
        var p = parent
        while let cur = p { if let n = cur as? NavigationController { return n }; p = cur.parent }
        return nil
    }

    /// The nearest tab bar controller up the parent chain.
    public var tabBarController: TabBarController? {
        var p = parent
        while let cur = p { if let t = cur as? TabBarController { return t }; p = cur.parent }
        return nil
    }

    /// Presents `controller` modally (UIKit's `present(_:animated:completion:)`): full screen
    /// styles cover the window; `.automatic`, `.pageSheet` and (on an iPhone) `.formSheet` —
    /// and `.popover` in a compact width or height — draw a card from 10 pt below the top safe
    /// area with 10 pt rounded top corners over the dimmed presenting view; a popover on a
    /// screen regular both ways is a card below its source, the presenting view undimmed. Animations are not run: the result shows at once, then `completion`.
    /// The presented controller appears; a `.fullScreen` one makes the presenter's outermost
    /// container (a navigation controller the presenter is in, say) disappear (UIKit's rule:
    /// the sheet and "over" styles leave it shown).
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.present(controller, animated: animated, completion: completion)
            return
        }
        guard let host = presentationHost else {
            ViewDiagnostics.report("\(type(of: self)) presents \(type(of: controller)) but its view is in no window; nothing is shown")
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        let presentation = PresentationView(style: controller.modalPresentationStyle, host: host,
                                            popover: controller.popoverPresentationController,
                                            preferredSize: controller.preferredContentSize)
        presentation.frame = host.bounds
        presentation.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let covered = controller.modalPresentationStyle == .fullScreen ? outermostParent : nil
        controller.loadViewIfNeeded()
        covered?.beginAppearanceTransition(false, animated: animated)
        controller.beginAppearanceTransition(true, animated: animated)
        host.addSubview(presentation)
        presentation.install(controller.view)
        covered?.endAppearanceTransition()
        controller.endAppearanceTransition()
        completion?()
    }

    /// Dismisses the controller this one presents, or this one when it was presented.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController != nil ? self : presentingViewController
        guard let presenter, let presented = presenter.presentedViewController else { completion?(); return }
        if let deeper = presented.presentedViewController { presented.dismiss(animated: animated); _ = deeper }
        let uncovered = presented.modalPresentationStyle == .fullScreen ? presenter.outermostParent : nil
        presented.beginAppearanceTransition(false, animated: animated)
        uncovered?.beginAppearanceTransition(true, animated: animated)
        presented.view.superview.map { ($0 as? PresentationView)?.removeFromSuperview() }
        presented.view.removeFromSuperview()
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.endAppearanceTransition()
        uncovered?.endAppearanceTransition()
        completion?()
    }

    /// This controller's outermost container: its parent's parent … up to one with no parent.
    var outermostParent: ViewController {
        var top = self
        while let p = top.parent { top = p }
        return top
    }

    /// The view presentations cover: the window the view is in, else the topmost view above it.
    var presentationHost: View? {
        guard let v = viewIfLoaded ?? view else { return nil }
        if let w = v.window { return w }
        var top: View = v
        while let s = top.superview { top = s }
        return top
    }
}

/// The layer a presentation adds over its host: a dimming view and the presented view, placed
/// by the presentation style.
@MainActor
final class PresentationView: View {
    /// The style as shown: a popover in a compact width or height is a form sheet.
    let style: ModalPresentationStyle
    private let dimming = View()
    private let card = View()
    private let popover: PopoverPresentationController?
    private let preferredSize: CGSize

    init(style: ModalPresentationStyle, host: View, popover: PopoverPresentationController? = nil, preferredSize: CGSize = .zero) {
        let traits = host.traitCollection
        let compact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
        self.style = style == .popover && compact ? .formSheet : style
        self.popover = popover
        self.preferredSize = preferredSize
        super.init(frame: host.bounds)
        if isSheet {
            dimming.backgroundColor = Color(r8: 0, g8: 0, b8: 0, a8: 102)
            dimming.frame = bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(dimming)
        }
        card.clipsToBounds = true
        addSubview(card)
    }
    required init?(coder: NSCoder) { nil }

    private var isPadSized: Bool { bounds.width >= 768 && bounds.height >= 768 }
    private var isSheet: Bool { style != .fullScreen && style != .overFullScreen && style != .popover }

    func install(_ view: View) {
        placeCard()
        // A phone sheet's card runs past the screen's bottom so only its top corners show round.
        let hidden: CGFloat = isSheet && !isPadSized ? 10 : 0
        view.frame = CGRect(x: 0, y: 0, width: card.bounds.width, height: max(0, card.bounds.height - hidden))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(view)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeCard()
    }

    /// The presented card: the whole host, or a sheet below the top safe area.
    private func placeCard() {
        if style == .popover, let host = superview {
            let size = preferredSize.width > 0 && preferredSize.height > 0 ? preferredSize : PopoverPresentationController.defaultContentSize
            let frame = (popover ?? PopoverPresentationController()).cardFrame(size: size, in: host, bounds: bounds, safeArea: host.safeAreaInsets)
            card.layer.cornerRadius = PopoverPresentationController.cornerRadius
            if card.frame != frame { card.frame = frame }
            return
        }
        guard isSheet else { card.frame = bounds; return }
        let top = superview?.safeAreaInsets.top ?? 20
        let frame: CGRect
        if isPadSized {
            let w = min(bounds.width, 540), h = min(bounds.height - top, 620)
            frame = CGRect(x: ((bounds.width - w) / 2).rounded(), y: ((bounds.height - h) / 2).rounded(), width: w, height: h)
            card.layer.cornerRadius = 10
        } else {
            frame = CGRect(x: 0, y: top + 10, width: bounds.width, height: max(0, bounds.height - top))
            card.layer.cornerRadius = 10
        }
        if card.frame != frame { card.frame = frame }
    }
}
