import ViewRasterViews

/// UISlider.
public typealias UISlider = Slider
/// UIPageControl.
public typealias UIPageControl = PageControl
/// UIStepper.
public typealias UIStepper = Stepper
/// UIDatePicker.
public typealias UIDatePicker = DatePicker
/// UIPickerView.
public typealias UIPickerView = PickerView
/// UIPickerViewDataSource.
public typealias UIPickerViewDataSource = PickerViewDataSource
/// UIPickerViewDelegate.
public typealias UIPickerViewDelegate = PickerViewDelegate
/// UISearchBar.
public typealias UISearchBar = SearchBar
/// WKWebView (WebKit's; a labelled placeholder box here).
public typealias WKWebView = WebView
/// MKMapView (MapKit's; a labelled placeholder box here).
public typealias MKMapView = MapView
/// UIToolbar.
public typealias UIToolbar = Toolbar
/// UINavigationBarAppearance.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIBarAppearance.
public typealias UIBarAppearance = BarAppearance
/// UITabBarAppearance.
public typealias UITabBarAppearance = TabBarAppearance
/// UIToolbarAppearance.
public typealias UIToolbarAppearance = ToolbarAppearance
/// UINavigationBar.
public typealias UINavigationBar = NavigationBar
/// UINavigationItem.
public typealias UINavigationItem = NavigationItem
/// UIBarButtonItem.
public typealias UIBarButtonItem = BarButtonItem
/// UITabBar.
public typealias UITabBar = TabBar
/// UITabBarItem.
public typealias UITabBarItem = TabBarItem
