import Foundation

/// What a navigation bar shows for a controller (UINavigationItem): a title, bar button items
/// on either side, the back button's title for the next controller, the large-title mode.
@MainActor
public final class NavigationItem {
    /// How a controller's title shows when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never }

    weak var owner: ViewController?
    /// The bar showing the item when it is not a controller's (a navigation bar of a xib).
    weak var bar: NavigationBar?
    /// The title; nil shows the controller's `title`.
    public var title: String? { didSet { changed() } }
    /// The line above the title (UINavigationItem.prompt): kept but not drawn.
    public var prompt: String? { didSet { changed() } }
    /// The buttons at the bar's left, left to right (they replace the back button).
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }
    /// The buttons at the bar's right, right to left as in UIKit.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }
    /// The title the back button shows when the next controller is pushed (nil: this title).
    public var backButtonTitle: String? { didSet { changed() } }
    /// Whether the back button is left out.
    public var hidesBackButton = false { didSet { changed() } }
    /// Whether the bar shows the large title for this item (default `automatic`): `never` keeps the
    /// small title where the bar `prefersLargeTitles`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// The first left item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The first right item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// An item with `title`, not tied to a controller.
    public init(title: String? = nil) { self.title = title }
    init(owner: ViewController) { self.owner = owner }

    /// What the bar shows: the item's title, else its controller's.
    public var displayedTitle: String? { title ?? owner?.title }

    private func changed() {
        owner?.containerDidChangeBars()
        bar?.refresh()
    }
}

/// A button in a navigation bar or toolbar (UIBarButtonItem): a title, a system item or an image.
@MainActor
public final class BarButtonItem: Responder {
    /// UIKit's system items whose titles the bar draws.
    public enum SystemItem: String, Sendable, CaseIterable {
        case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close,
             flexibleSpace, fixedSpace
    }
    /// The item's style (UIBarButtonItem.Style): `done` draws its title semibold.
    public enum Style: Sendable { case plain, done }

    /// The title drawn (nil: the system item's or image's look).
    public var title: String?
    /// The system item (UIBarButtonItem.SystemItem) whose title or glyph is drawn when there is no
    /// title or image; nil for none.
    public var systemItem: SystemItem?
    /// The image drawn when there is no title (template images in the tint color); nil for none.
    public var image: Image?
    /// The item's style (`plain` or `done`).
    public var style: Style
    /// The item's width; nil or 0 sizes it to its content (a `.fixedSpace`'s width).
    public var width: CGFloat?
    /// A view drawn in the item's place (its frame's width is the item's).
    public var customView: View?
    /// Whether the item is enabled; a disabled item draws in `tertiaryLabel`.
    public var isEnabled = true
    /// The item's color; nil takes the bar's tint.
    public var tintColor: Color?
    /// Sent `action` when tapped (as a control's target-action).
    public weak var target: Responder?
    /// The selector sent to `target` when tapped; nil sends nothing.
    public var action: Selector?

    /// An item showing `title` in `style`, sending `action` to `target`.
    public init(title: String?, style: Style = .plain, target: Responder? = nil, action: Selector? = nil) {
        self.title = title; self.style = style; self.target = target; self.action = action
        super.init()
    }
    /// A system item (UIBarButtonItem(barButtonSystemItem:target:action:)); `.done` takes the
    /// `done` style.
    public init(barButtonSystemItem item: SystemItem, target: Responder? = nil, action: Selector? = nil) {
        self.systemItem = item; self.style = item == .done ? .done : .plain
        self.target = target; self.action = action
        super.init()
    }
    /// An item showing `image` in `style`, sending `action` to `target`.
    public init(image: Image?, style: Style = .plain, target: Responder? = nil, action: Selector? = nil) {
        self.image = image; self.style = style; self.target = target; self.action = action
        super.init()
    }
    /// An item showing `customView`.
    public init(customView: View) {
        self.customView = customView; self.style = .plain
        super.init()
    }
    /// A flexible space (UIBarButtonItem.flexibleSpace()).
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace) }
    /// A fixed space `width` points wide (UIBarButtonItem.fixedSpace(_:)).
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The text the bar draws: the title, else the system item's English title ("+" for add).
    public var displayedTitle: String? {
        if let title { return title }
        guard let systemItem else { return nil }
        switch systemItem {
        case .add: return "+"
        case .flexibleSpace, .fixedSpace: return nil
        case .fastForward: return "Fast Forward"
        default: return systemItem.rawValue.prefix(1).uppercased() + systemItem.rawValue.dropFirst()
        }
    }
}

/// A controller's tab (UITabBarItem): title, image and badge.
@MainActor
public final class TabBarItem {
    weak var owner: ViewController?
    /// The title; nil shows the controller's `title`.
    public var title: String? { didSet { owner?.containerDidChangeBars() } }
    /// The tab's image; nil draws none.
    public var image: Image? { didSet { owner?.containerDidChangeBars() } }
    /// The image shown while the tab is selected; nil shows `image`.
    public var selectedImage: Image? { didSet { owner?.containerDidChangeBars() } }
    /// The badge text (UITabBarItem.badgeValue): kept but not drawn.
    public var badgeValue: String? { didSet { owner?.containerDidChangeBars() } }
    /// The item's tag.
    public var tag = 0

    /// An item with `title` and images (nil `selectedImage`: `image` is shown while selected), tag 0.
    public init(title: String?, image: Image? = nil, selectedImage: Image? = nil) {
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }
    /// An item with `title`, `image` and `tag` (UITabBarItem(title:image:tag:)).
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init(title: title, image: image)
        self.tag = tag
    }
    init(owner: ViewController) { self.owner = owner }

    /// What the tab bar shows: the item's title, else its controller's.
    public var displayedTitle: String? { title ?? owner?.title }
}

/// How `present(_:animated:completion:)` shows a controller (UIModalPresentationStyle).
public enum ModalPresentationStyle: Sendable {
    /// A page sheet on iOS 13 and later.
    case automatic
    /// The presented view covers the screen.
    case fullScreen
    /// Covers the screen; the presenting view stays below it.
    case overFullScreen
    /// A card below the status bar with rounded top corners, the presenting view dimmed behind.
    case pageSheet
    /// On an iPhone a page sheet; on an iPad a centered 540×620 card.
    case formSheet
    /// A card of the controller's `preferredContentSize` below its
    /// `popoverPresentationController`'s source on a screen regular both ways (an iPad); in a
    /// compact width or height — every iPhone — it adapts to `.formSheet`, as UIKit does from
    /// iOS 13. Elevated content either way.
    case popover
}
