import Foundation
import Testing
import ViewRasterViews
import ViewRasterTesting
import ViewRasterRaster

/// `assertSnapshots(of:matrix:)` records one reference per cell, named for its traits, each drawn
/// with that cell's traits: a `systemBackground` view is white in light cells (Apple's light
/// value #FFFFFF) and black in dark ones (#000000); a second call with the same view passes.
@MainActor
@Suite struct MatrixSnapshotTests {
    @Test func oneReferencePerCellDrawnWithItsTraits() throws {
        let root = try TempRoot(); defer { root.remove() }
        func swatch() -> View {
            let v = View(frame: CGRect(x: 0, y: 0, width: 4, height: 3))
            v.backgroundColor = .systemBackground
            return v
        }
        let matrix = SnapshotTraitMatrix(layoutDirections: [.leftToRight, .rightToLeft])
        #expect(matrix.cells.map(\.name) == ["light-large-ltr", "light-large-rtl", "dark-large-ltr", "dark-large-rtl"])
        // The first call records (and says so, as every recording assertion does).
        withKnownIssue { root.run { assertSnapshots(of: swatch(), matrix: matrix, layout: .frame, named: "m") } }
        let pngs = root.files().filter { $0.hasPrefix("Snapshots/") && $0.hasSuffix(".png") }
        #expect(pngs.count == 4, "\(pngs)")
        for cell in matrix.cells {
            let path = try #require(pngs.first { $0.hasSuffix(".m.\(cell.name).png") }, "\(cell.name) in \(pngs)")
            let image = try ImageFiles.readPNG(at: root.url.appendingPathComponent(path))
            let p = image.pixel(x: 2, y: 1)
            let expected: UInt8 = cell.name.hasPrefix("dark") ? 0 : 255
            #expect([p.r, p.g, p.b, p.a] == [expected, expected, expected, 255], "\(cell.name)")
        }
        // The same view again matches every reference: no issue is recorded.
        root.run { assertSnapshots(of: swatch(), matrix: matrix, layout: .frame, named: "m") }
    }
}
