import Foundation
import Testing
@testable import ViewRasterLayout
@testable import ViewRasterViews

/// A first pass loads each view a few ahead of its sweeps (`PrefetchSpan.itemPass` in the
/// pre-order, the gather and the frame write; `viewPassBytes` in the views' own sweeps): its
/// header, which their retains write, the `subviews` and `layoutStorage` references, and the
/// fields the views' sweeps and the frame write read or write. Were `View`'s stored properties
/// reordered, the loads would bring the wrong lines. And `subitems`, which loads each subview a few ahead of appending
/// it, gives every subview once, in order, for rows shorter than, as long as and longer than its
/// look-ahead.
@MainActor
struct ViewGatherSpanTests {
    /// The offset of the first word of `view`'s first 128 bytes that holds `value`.
    private static func offset(of value: UnsafeRawPointer, in view: View) -> Int? {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(view).toOpaque())
        return stride(from: 0, to: 128, by: 8).first { base.load(fromByteOffset: $0, as: UnsafeRawPointer?.self) == value }
    }

    /// The word that refers to the view's layout storage, and the one that refers to its
    /// subviews' array storage, lie in the span.
    @Test func theSpanHoldsAViewsStorageAndSubviews() throws {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.addSubview(View(frame: .zero))
        let storageAddress = try #require(v.layoutStorageAddress)
        let storage = try #require(Self.offset(of: storageAddress, in: v))
        // An array is one reference to its storage object, whose elements start past its header
        // and count (two words, then capacity and flags: 32 bytes on a 64-bit target).
        let elements = try #require(v.subviews.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } })
        let subviews = try #require(Self.offset(of: elements - 32, in: v))
        for field in [storage, subviews] {
            #expect(PrefetchSpan.itemPass.contains(field))
            #expect(PrefetchSpan.itemPass.contains(field + 7))
        }
    }

    /// The bytes of `view`'s first 128 that differ after `change` (a field found by what it writes).
    private static func bytesChanged(in view: View, by change: () -> Void) -> [Int] {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(view).toOpaque())
        let before = (0..<128).map { base.load(fromByteOffset: $0, as: UInt8.self) }
        change()
        return (0..<128).filter { base.load(fromByteOffset: $0, as: UInt8.self) != before[$0] }
    }

    /// `needsLayout`, the two trait overrides and the weak `viewController` — what
    /// `runLayoutSubviews`, `deliverTraitChanges` and the frame write's `setNeedsLayout` read or
    /// write of every view — lie in the bytes both loads bring.
    @Test func theSpanHoldsWhatTheViewsSweepsRead() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let vc = ViewController(nibName: nil, bundle: nil)
        var changed: [[Int]] = []
        changed.append(Self.bytesChanged(in: v) { v.needsLayout = false })
        changed.append(Self.bytesChanged(in: v) { v.overrideUserInterfaceStyle = .dark })
        changed.append(Self.bytesChanged(in: v) { v.semanticContentAttribute = .forceRightToLeft })
        changed.append(Self.bytesChanged(in: v) { v.viewController = vc })
        for bytes in changed {
            #expect(!bytes.isEmpty)
            #expect(bytes.allSatisfy { PrefetchSpan.itemPass.contains($0) && $0 < viewPassBytes })
        }
        #expect(PrefetchSpan.itemPass == 0..<viewPassBytes)
        withExtendedLifetime(vc) {}
    }

    /// `subitems` of a view with `n` subviews is those subviews, each once, back to front.
    @Test(arguments: [0, 1, 8, 9, 17, 40])
    func subitemsAreTheSubviewsInOrder(n: Int) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<n).map { _ in View(frame: .zero) }
        for v in views { root.addSubview(v) }
        let items = root.subitems
        #expect(items.count == n)
        #expect(items.map { ObjectIdentifier($0) } == views.map { ObjectIdentifier($0) })
    }
}
