import Foundation

/// One `<segue>` of a storyboard, as IB wrote it: a relationship (a container's children), an
/// embed (a container view's child) or a transition (`show`, `push`, `presentation`, …).
public struct NibSegue: Sendable, Hashable {
    /// The segue's object id.
    public var id: String
    /// `identifier="…"`: the name `performSegue(withIdentifier:sender:)` uses; nil when unnamed.
    public var identifier: String?
    /// `kind="…"`: `relationship`, `embed`, `show`, `showDetail`, `push`, `presentation`,
    /// `modal`, `popoverPresentation`, `unwind`, `custom`, `replace`.
    public var kind: String
    /// `relationship="…"` for relationship segues: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`, `supplementaryViewController`.
    public var relationship: String?
    /// The destination controller's id (for unwind segues, the exit's id).
    public var destination: String
    /// The id of the object whose `<connections>` hold the segue (a controller, a button, a
    /// cell, a container view, a bar button item).
    public var sourceID: String
    /// The element of that object (`viewController`, `button`, `containerView`, …).
    public var sourceElement: String
    /// `customClass="…"` of a custom segue.
    public var customClass: String?
    /// `unwindAction="…"` of an unwind segue.
    public var unwindAction: String?
    /// `modalPresentationStyle="…"` of a presentation segue, when IB wrote one.
    public var modalPresentationStyle: String?
    /// Where the `<segue>` element starts.
    public var location: NibLocation

    /// Whether the segue builds containment (relationship or embed) rather than transitions.
    public var isContainment: Bool { kind == "relationship" || kind == "embed" }
}
