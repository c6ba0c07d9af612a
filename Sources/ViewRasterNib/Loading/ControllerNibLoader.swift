import Foundation
import ViewRasterViews

/// Loads a `ViewController`'s `nibName` for its `loadView`: the nib is found as
/// `Nib(named:bundle:)` finds it and instantiated with the controller as File's Owner, whose
/// `view` outlet sets the controller's view. `ViewController` finds this class by its name.
public final class ControllerNibLoader: ViewControllerNibLoading {
    /// Instantiates `nibName` from `bundle` with `controller` as File's Owner.
    @MainActor public static func loadView(of controller: ViewController, nibName: String, bundle: Bundle?) throws {
        _ = try Nib(named: nibName, bundle: bundle).instantiate(withOwner: controller)
    }
}
