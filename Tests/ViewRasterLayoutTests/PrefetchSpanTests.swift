import Foundation
import Testing
@testable import ViewRasterLayout

/// The byte spans a first pass's sweeps load ahead of reading an object
/// (`LayoutConstraint+Prefetch.swift`, `Variable+Prefetch.swift`) hold the fields those sweeps
/// read, where a test can take a field's address (a stored property with no observer): were the
/// declarations reordered, the loads would bring the wrong lines and the sweeps would miss again.
@Suite struct PrefetchSpanTests {
    /// The offset of the field `field` points into within `object`.
    private static func offset<T>(of field: UnsafeMutablePointer<T>, in object: AnyObject) -> Int {
        UnsafeRawPointer(field) - UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }

    /// A constraint's installed position (the install writes it) is in `installBytes`, which
    /// follows the compile's span and lies within the object's first 80 bytes.
    @Test func theInstallSpanHoldsAConstraintsPosition() {
        let a = TestItem("a"), b = TestItem("b")
        let c = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .right)
        let position = withUnsafeMutablePointer(to: &c.installedPosition) { Self.offset(of: $0, in: c) }
        #expect(LayoutConstraint.installBytes.contains(position))
        #expect(LayoutConstraint.installBytes.contains(position + MemoryLayout<Int>.size - 1))
        #expect(LayoutConstraint.compileBytes.upperBound <= LayoutConstraint.installBytes.lowerBound)
        #expect(LayoutConstraint.installBytes.upperBound <= 80)
    }

    /// A variable's value is in the span `updateVariables` loads and in the frame write's; its
    /// solver slot in the install's and the frame write's.
    @Test func theSolverSpansHoldAVariablesValueAndSlot() {
        let v = Variable("x")
        let value = withUnsafeMutablePointer(to: &v.value) { Self.offset(of: $0, in: v) }
        let slot = withUnsafeMutablePointer(to: &v.solverSlot) { Self.offset(of: $0, in: v) }
        let valueEnd = value + MemoryLayout<Double>.size, slotEnd = slot + MemoryLayout<SolverSlot>.size
        #expect(Variable.valueBytes == value..<valueEnd)
        #expect(Variable.frameBytes.contains(value) && Variable.frameBytes.contains(slotEnd - 1))
        #expect(Variable.installBytes.contains(slot) && Variable.installBytes.contains(slotEnd - 1))
    }
}
