import Foundation
import ViewRasterViews

/// Which of `NibPropertyApplier`'s class-specific appliers a view's class takes (each bit a
/// class the view may be an instance of, in the order `apply(to:)` applies them), found by the
/// casts once per class and kept: a nib load applies properties to many views of few classes,
/// and each view was cast to every one of the 26 classes in turn.
struct NibApplierKinds: OptionSet {
    let rawValue: UInt32

    static let imageView = NibApplierKinds(rawValue: 1 << 0)
    static let activityIndicator = NibApplierKinds(rawValue: 1 << 1)
    static let control = NibApplierKinds(rawValue: 1 << 2)
    static let switchControl = NibApplierKinds(rawValue: 1 << 3)
    static let progress = NibApplierKinds(rawValue: 1 << 4)
    static let label = NibApplierKinds(rawValue: 1 << 5)
    static let button = NibApplierKinds(rawValue: 1 << 6)
    static let textField = NibApplierKinds(rawValue: 1 << 7)
    static let textView = NibApplierKinds(rawValue: 1 << 8)
    static let segmentedControl = NibApplierKinds(rawValue: 1 << 9)
    static let visualEffect = NibApplierKinds(rawValue: 1 << 10)
    static let stackView = NibApplierKinds(rawValue: 1 << 11)
    static let tableView = NibApplierKinds(rawValue: 1 << 12)
    static let tableViewCell = NibApplierKinds(rawValue: 1 << 13)
    static let collectionView = NibApplierKinds(rawValue: 1 << 14)
    static let collectionReusableView = NibApplierKinds(rawValue: 1 << 15)
    static let slider = NibApplierKinds(rawValue: 1 << 16)
    static let pageControl = NibApplierKinds(rawValue: 1 << 17)
    static let stepper = NibApplierKinds(rawValue: 1 << 18)
    static let datePicker = NibApplierKinds(rawValue: 1 << 19)
    static let searchBar = NibApplierKinds(rawValue: 1 << 20)
    static let mapView = NibApplierKinds(rawValue: 1 << 21)
    static let navigationBar = NibApplierKinds(rawValue: 1 << 22)
    static let toolbar = NibApplierKinds(rawValue: 1 << 23)
    static let tabBar = NibApplierKinds(rawValue: 1 << 24)
    static let graphicsSurface = NibApplierKinds(rawValue: 1 << 25)

    /// The kinds of `view`'s class (its dynamic type), cast once per class.
    @MainActor static func of(_ view: View) -> NibApplierKinds {
        let key = ObjectIdentifier(type(of: view))
        if key == lastClass { return lastKinds }
        let kinds: NibApplierKinds
        if let k = byClass[key] { kinds = k } else { kinds = cast(view); byClass[key] = kinds }
        lastClass = key; lastKinds = kinds
        return kinds
    }

    @exclusivity(unchecked) @MainActor private static var byClass: [ObjectIdentifier: NibApplierKinds] = [:]
    @exclusivity(unchecked) @MainActor private static var lastClass: ObjectIdentifier?
    @exclusivity(unchecked) @MainActor private static var lastKinds: NibApplierKinds = []

    /// The casts, as `apply(to:)` made them per view.
    private static func cast(_ view: View) -> NibApplierKinds {
        var k: NibApplierKinds = []
        if view is ImageView { k.insert(.imageView) }
        if view is ActivityIndicatorView { k.insert(.activityIndicator) }
        if view is Control { k.insert(.control) }
        if view is Switch { k.insert(.switchControl) }
        if view is ProgressView { k.insert(.progress) }
        if view is Label { k.insert(.label) }
        if view is Button { k.insert(.button) }
        if view is TextField { k.insert(.textField) }
        if view is TextView { k.insert(.textView) }
        if view is SegmentedControl { k.insert(.segmentedControl) }
        if view is VisualEffectView { k.insert(.visualEffect) }
        if view is StackView { k.insert(.stackView) }
        if view is TableView { k.insert(.tableView) }
        if view is TableViewCell { k.insert(.tableViewCell) }
        if view is CollectionView { k.insert(.collectionView) }
        if view is CollectionReusableView { k.insert(.collectionReusableView) }
        if view is Slider { k.insert(.slider) }
        if view is PageControl { k.insert(.pageControl) }
        if view is Stepper { k.insert(.stepper) }
        if view is DatePicker { k.insert(.datePicker) }
        if view is SearchBar { k.insert(.searchBar) }
        if view is MapView { k.insert(.mapView) }
        if view is NavigationBar { k.insert(.navigationBar) }
        if view is Toolbar { k.insert(.toolbar) }
        if view is TabBar { k.insert(.tabBar) }
        if view is GraphicsSurfaceView { k.insert(.graphicsSurface) }
        return k
    }
}
