/// Where a controller's view is in UIKit's appearance cycle: `viewWillAppear` moves it from
/// disappeared (or disappearing) to appearing, `viewDidAppear` to appeared, and the same for
/// disappearing.
enum AppearanceState: Equatable {
    /// Not shown (the start).
    case disappeared
    /// `viewWillAppear` ran, `viewDidAppear` not yet; `animated` is the change's flag.
    case appearing(animated: Bool)
    /// Shown.
    case appeared
    /// `viewWillDisappear` ran, `viewDidDisappear` not yet; `animated` is the change's flag.
    case disappearing(animated: Bool)

    /// Whether a change has begun and not ended.
    var isChanging: Bool {
        switch self {
        case .appearing, .disappearing: true
        case .appeared, .disappeared: false
        }
    }
}
