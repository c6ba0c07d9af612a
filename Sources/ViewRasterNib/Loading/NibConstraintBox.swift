import Foundation

/// A xib constraint held by reference: made once per constraint when a nib's
/// `NibInstantiationPlan` is compiled, and shared by every `NibBoundConstraint` bound from it
/// (each load keeps two lists of them), so binding copies one reference instead of the
/// constraint's fields (its ids, identifier and location, each string retained and later
/// released). Never changed: a bound constraint given a new value gets a new box.
final class NibConstraintBox: Sendable {
    /// The constraint as parsed.
    let value: NibConstraint

    init(_ value: NibConstraint) { self.value = value }
}
