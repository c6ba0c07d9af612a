import Foundation

/// An end of a `LayoutConstraint` whose kind the caller already knows (the nib loader's
/// constraints name a view or one of its guides), so the constraint is made without asking
/// the runtime whether an `AnyObject` conforms to `LayoutItem`.
package enum LayoutConstraintEnd {
    /// A layout item (a view).
    case item(any LayoutItem)
    /// A layout guide.
    case guide(LayoutGuide)
}
