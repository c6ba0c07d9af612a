import Foundation

/// A coder that can decode a view's archived properties. `View.init?(coder: NSCoder)` (UIKit's
/// `initWithCoder:`) takes any `NSCoder`; when the coder also adopts this protocol — the nib
/// loader's `NibCoder` does — the base initialiser calls `decode(into:)` before a subclass's
/// own body runs, so a subclass can override what the nib set (as LoadingView sets `alpha = 0`).
/// Any other coder decodes nothing into the view.
public protocol ViewDecoding: AnyObject {
    /// Applies the archived properties (frame, colors, text, …) to `view`.
    @MainActor func decode(into view: View)
}
