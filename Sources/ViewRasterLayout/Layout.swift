// The Layout module: Auto Layout for UIKit-style box trees, on Foundation only.
//
// Solver/      an incremental Cassowary simplex (Badros, Borning & Stuckey 2001, structured as
//              kiwi): Variable, Term, Expression, Constraint, Strength, Solver. Priorities are
//              strictly ordered by a lexicographic objective (SymbolicWeight); a column index
//              keeps unrelated constraints linear to add.
// AutoLayout/  the UIKit-shaped layer: LayoutItem (the protocol a view conforms to) and its
//              LayoutItemStorage, anchors, LayoutConstraint, LayoutGuide, LayoutPriority,
//              AutoresizingMask, LayoutEngine (one incremental solver per root), fitting,
//              ambiguity and conflict diagnostics (LayoutDiagnostics).
