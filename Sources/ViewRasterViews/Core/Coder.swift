/// What `View.init(coder:)` decodes its properties from. The nib loader supplies one per
/// object; the base `init(coder:)` calls `decode(into:)` before a subclass's own body runs,
/// so a subclass can override what the nib set (as LoadingView sets `alpha = 0`).
@MainActor
public protocol Coder: AnyObject {
    /// Applies the archived properties (frame, colors, text, …) to `view`.
    func decode(into view: View)
    /// A user-defined runtime attribute or custom property, by key path, when archived.
    func value(forKey key: String) -> Any?
}
