import Foundation
import ViewRasterViews

/// Which `Views` class each xib element creates, and UIKit's class names for them.
@MainActor
enum NibElementClasses {
    /// Element name → base class.
    static let byElement: [String: View.Type] = [
        "view": View.self,
        "imageView": ImageView.self,
        "activityIndicatorView": ActivityIndicatorView.self,
        "switch": Switch.self,
        "progressView": ProgressView.self,
        "control": Control.self,
        "label": Label.self,
        "button": Button.self,
        "textField": TextField.self,
        "textView": TextView.self,
        "segmentedControl": SegmentedControl.self,
        "stackView": StackView.self,
        "scrollView": ScrollView.self,
        "visualEffectView": VisualEffectView.self,
        "window": Window.self,
        "containerView": View.self,
        "navigationBar": NavigationBar.self,
        "tabBar": TabBar.self,
        "toolbar": Toolbar.self,
        "tableView": TableView.self,
        "tableViewCell": TableViewCell.self,
        "slider": Slider.self,
        "pageControl": PageControl.self,
        "stepper": Stepper.self,
        "datePicker": DatePicker.self,
        "pickerView": PickerView.self,
        "searchBar": SearchBar.self,
        "wkWebView": WebView.self,
        // UIWebView (`<webView>`, Xcode 5 … 11; deprecated, gone from the SDKs that build for
        // iOS 18): the web view placeholder box, as the archives' `IBUIWebView` (docs/archive-xib.md).
        "webView": WebView.self,
        "mapView": MapView.self,
        "tableViewCellContentView": View.self,
        "collectionView": CollectionView.self,
        "collectionViewCell": CollectionViewCell.self,
        "collectionReusableView": CollectionReusableView.self,
        // Views SceneKit, SpriteKit, MetalKit, ARKit and GLKit draw into: named placeholder boxes.
        "sceneKitView": GraphicsSurfaceView.self, "skView": GraphicsSurfaceView.self,
        "mtkView": GraphicsSurfaceView.self, "arscnView": GraphicsSurfaceView.self,
        "arskView": GraphicsSurfaceView.self, "glkView": GraphicsSurfaceView.self,
    ]

    /// The elements of views other frameworks render into → their classes' names, which the
    /// `GraphicsSurfaceView` standing in for them shows (element names: Xcode's, as IBDecodable
    /// lists them).
    static let graphicsSurfaceClassNames: [String: String] = [
        "sceneKitView": "SCNView", "skView": "SKView", "mtkView": "MTKView",
        "arscnView": "ARSCNView", "arskView": "ARSKView", "glkView": "GLKView",
    ]

    /// UIKit class names → classes (for `<view customClass="UIImageView">`).
    static let uikitNames: [(String, View.Type)] = [
        ("UIView", View.self), ("UIImageView", ImageView.self),
        ("UIActivityIndicatorView", ActivityIndicatorView.self), ("UISwitch", Switch.self),
        ("UIProgressView", ProgressView.self), ("UIControl", Control.self),
        ("UILabel", Label.self), ("UIButton", Button.self), ("UITextField", TextField.self),
        ("UITextView", TextView.self), ("UISegmentedControl", SegmentedControl.self),
        ("UIStackView", StackView.self),
        ("UIScrollView", ScrollView.self), ("UIVisualEffectView", VisualEffectView.self),
        ("UIWindow", Window.self), ("UINavigationBar", NavigationBar.self), ("UITabBar", TabBar.self),
        ("UIToolbar", Toolbar.self),
        ("UITableView", TableView.self), ("UITableViewCell", TableViewCell.self), ("UICollectionViewCell", CollectionViewCell.self),
        ("UICollectionView", CollectionView.self), ("UICollectionReusableView", CollectionReusableView.self),
        ("UISlider", Slider.self), ("UIPageControl", PageControl.self), ("UIStepper", Stepper.self),
        ("UIDatePicker", DatePicker.self), ("UIPickerView", PickerView.self), ("UISearchBar", SearchBar.self),
        ("WKWebView", WebView.self), ("UIWebView", WebView.self), ("MKMapView", MapView.self),
    ]
}
