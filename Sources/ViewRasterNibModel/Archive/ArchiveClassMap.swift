import Foundation

/// IB3's archive classes (`IBUILabel`) → the element names Xcode 5+ writes for them (`label`),
/// and the enumerations IB3 stored as integers → the names modern xibs spell.
enum ArchiveClassMap {
    /// View classes → modern elements. `IBUIWebView` (UIWebView, removed from UIKit) is drawn
    /// as the web view placeholder `wkWebView`.
    static let views: [String: String] = [
        "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
        "IBUISwitch": "switch", "IBUISlider": "slider", "IBUITextField": "textField", "IBUITextView": "textView",
        "IBUITableView": "tableView", "IBUIScrollView": "scrollView", "IBUIToolbar": "toolbar",
        "IBUINavigationBar": "navigationBar", "IBUIWindow": "window", "IBUITableViewCell": "tableViewCell",
        "IBUISegmentedControl": "segmentedControl", "IBUIActivityIndicatorView": "activityIndicatorView",
        "IBUIProgressView": "progressView", "IBUIPageControl": "pageControl", "IBUIWebView": "wkWebView",
        "IBUISearchBar": "searchBar", "IBUIDatePicker": "datePicker", "IBUIPickerView": "pickerView",
        "IBUITabBar": "tabBar", "IBUIStepper": "stepper", "IBMKMapView": "mapView", "IBUIMapView": "mapView",
        "IBUIControl": "control", "IBUICollectionView": "collectionView", "IBUICollectionViewCell": "collectionViewCell",
        "IBUICollectionReusableView": "collectionReusableView",
    ]
    /// Controller classes → modern elements.
    static let controllers: [String: String] = [
        "IBUIViewController": "viewController", "IBUITableViewController": "tableViewController",
        "IBUINavigationController": "navigationController", "IBUITabBarController": "tabBarController",
        "IBUISplitViewController": "splitViewController",
    ]
    /// Classes that are neither views nor controllers → the modern elements Xcode 5+ writes for
    /// them. Loaded as those elements (a top-level one is skipped with a warning, as in a modern
    /// xib), never drawn as a plain view: a search display controller, a gesture recognizer or a
    /// tab bar item at the top of an IB3 nib is no view, and `render` draws a nib's first
    /// top-level view. The bar items (`IBUINavigationItem`, `IBUIBarButtonItem`) are translated
    /// with their properties (`ArchiveTranslator.barItem`).
    static let nonViews: [String: String] = [
        "IBUISearchDisplayController": "searchDisplayController", "IBUITabBarItem": "tabBarItem",
        "IBUITapGestureRecognizer": "tapGestureRecognizer", "IBUIPinchGestureRecognizer": "pinchGestureRecognizer",
        "IBUIRotationGestureRecognizer": "rotationGestureRecognizer", "IBUISwipeGestureRecognizer": "swipeGestureRecognizer",
        "IBUIPanGestureRecognizer": "panGestureRecognizer", "IBUILongPressGestureRecognizer": "longPressGestureRecognizer",
    ]
    /// `IBUIContentMode` (UIViewContentMode's order).
    static let contentModes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top",
                               "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]
    /// `IBUITextAlignment` (NSTextAlignment as iOS numbers it; IB3's UITextAlignment shares 0 – 2).
    static let textAlignments = ["left", "center", "right", "justified", "natural"]
    /// `IBUILineBreakMode` (NSLineBreakMode's order).
    static let lineBreakModes = ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"]
    /// `IBUIButtonType` (UIButtonType's order; 0, custom, is the modern default).
    static let buttonTypes = ["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]
    /// `IBUIContentHorizontalAlignment` (UIControlContentHorizontalAlignment's order).
    static let horizontalAlignments = ["center", "left", "right", "fill"]
    /// `IBUIContentVerticalAlignment` (UIControlContentVerticalAlignment's order).
    static let verticalAlignments = ["center", "top", "bottom", "fill"]
    /// `IBUIBorderStyle` (UITextBorderStyle's order).
    static let borderStyles = ["none", "line", "bezel", "roundedRect"]
    /// `IBUISystemItemIdentifier` (UIBarButtonSystemItem's order).
    static let systemItems = ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose",
                              "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera",
                              "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "pageCurl"]
    /// `IBUIStyle` of a bar button item (UIBarButtonItemStyle's order).
    static let barItemStyles = ["plain", "bordered", "done"]
    /// `IBUISeparatorStyle` (UITableViewCellSeparatorStyle's order).
    static let separatorStyles = ["none", "default", "singleLineEtched"]
    /// `IBUIStyle` of an activity indicator (UIActivityIndicatorViewStyle's order).
    static let activityStyles = ["whiteLarge", "white", "gray"]
    /// `IBUIScrollDirection` of a flow layout (UICollectionViewScrollDirection's order).
    static let scrollDirections = ["vertical", "horizontal"]
    /// `IBUIBarStyle` (UIBarStyle: default, black, black translucent).
    static let barStyles = ["default", "black", "blackTranslucent"]

    /// The name at `index` of `names`, if in range.
    static func name(_ names: [String], _ index: Int?) -> String? {
        guard let i = index, names.indices.contains(i) else { return nil }
        return names[i]
    }
}
