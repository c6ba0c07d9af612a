import Foundation
import Testing
@testable import ViewRasterLayout

/// The byte spans a first pass's sweeps load ahead of reading an object (`PrefetchSpan`) hold the
/// fields those sweeps read, where a test can take a field's address (a stored property with no
/// observer): were the declarations reordered, the loads would bring the wrong lines and the
/// sweeps would miss again.
@Suite struct PrefetchSpanTests {
    /// The offset of the field `field` points into within `object`.
    private static func offset<T>(of field: UnsafeMutablePointer<T>, in object: AnyObject) -> Int {
        UnsafeRawPointer(field) - UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }

    /// A constraint's installed position (the install writes it) is in
    /// `PrefetchSpan.constraintInstall`, which follows the compile's span and lies within the
    /// object's first 80 bytes.
    @Test func theInstallSpanHoldsAConstraintsPosition() {
        let a = TestItem("a"), b = TestItem("b")
        let c = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .right)
        let position = withUnsafeMutablePointer(to: &c.installedPosition) { Self.offset(of: $0, in: c) }
        #expect(PrefetchSpan.constraintInstall.contains(position))
        #expect(PrefetchSpan.constraintInstall.contains(position + MemoryLayout<Int>.size - 1))
        #expect(PrefetchSpan.constraintCompile.upperBound <= PrefetchSpan.constraintInstall.lowerBound)
        #expect(PrefetchSpan.constraintInstall.upperBound <= 80)
    }

    /// A variable's value is in the span `updateVariables` loads and in the frame write's; its
    /// solver slot in the install's and the frame write's.
    @Test func theSolverSpansHoldAVariablesValueAndSlot() {
        let v = Variable("x")
        let value = withUnsafeMutablePointer(to: &v.value) { Self.offset(of: $0, in: v) }
        let slot = withUnsafeMutablePointer(to: &v.solverSlot) { Self.offset(of: $0, in: v) }
        let valueEnd = value + MemoryLayout<Double>.size, slotEnd = slot + MemoryLayout<SolverSlot>.size
        #expect(PrefetchSpan.variableValue == value..<valueEnd)
        #expect(PrefetchSpan.variableFrame.contains(value) && PrefetchSpan.variableFrame.contains(slotEnd - 1))
        #expect(PrefetchSpan.variableInstall.contains(slot) && PrefetchSpan.variableInstall.contains(slotEnd - 1))
    }
}
