import Foundation

/// UILayoutFittingCompressedSize.
public let LayoutFittingCompressedSize = CGSize(width: 0, height: 0)
/// UILayoutFittingExpandedSize.
public let LayoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

extension LayoutItem {
    /// The size that best satisfies the constraints of this item's subtree when the item's size
    /// is pulled towards `targetSize` at the fitting priorities (UIKit's
    /// systemLayoutSizeFitting). Uses a private solver; frames are not changed.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority h: LayoutPriority,
                                        verticalFittingPriority v: LayoutPriority) -> CGSize {
        let system = LayoutSystem(top: self, mode: .fitting(targetSize, h, v))
        let sink = LayoutDiagnostics.sink(for: self)
        for p in system.problems { sink.report(p) }
        let solver = Solver()
        for c in system.constraints {
            do { try solver.addConstraint(c.makeSolverConstraint()) } catch {
                sink.report("Unable to satisfy constraint while fitting \(layoutDebugName); breaking \(c.description)")
            }
        }
        solver.updateVariables()
        // The shared variables now hold this fit: engines write their own solution back first.
        for s in system.storages.unretained { s._withUnsafeGuaranteedRef { $0.owningEngine?.variablesOverwritten = true } }
        return CGSize(width: layoutStorage.width.value, height: layoutStorage.height.value)
    }

    /// `systemLayoutSizeFitting` with both priorities at `fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}
