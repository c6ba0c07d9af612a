import Foundation

/// What a view installs, removes or changes when its traits change, beyond its own class's
/// response: the size-class variations a nib gave it (UIKit keeps these in the view, as the
/// views and constraints "installed" per size class in Interface Builder). The nib loader
/// supplies one; the trait pass calls it before the view's subviews hear of their traits.
@MainActor
package protocol TraitVariationResponder: AnyObject {
    /// Applies what `traits` select to `view` (the view this responder belongs to).
    func apply(to view: View, traits: TraitCollection)
}
