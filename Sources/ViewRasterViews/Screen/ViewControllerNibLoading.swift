import Foundation

/// What `ViewController.loadView` calls to load its `nibName`. Views cannot import the nib
/// loader (it sits above them), so the loader's conforming class,
/// `ViewRasterNib.ControllerNibLoader`, is found by name at run time.
public protocol ViewControllerNibLoading: AnyObject {
    /// Instantiates the nib `nibName` from `bundle` with `controller` as File's Owner.
    @MainActor static func loadView(of controller: ViewController, nibName: String, bundle: Bundle?) throws
}
