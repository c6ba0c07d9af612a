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
            // `<test>.<name>.<light|dark>-<category>-<ltr|rtl>.png`, in the suite's folder.
            let path = try #require(pngs.first { $0.hasSuffix("/MatrixSnapshotTests/oneReferencePerCellDrawnWithItsTraits.m.\(cell.name).png") },
                                    "\(cell.name) in \(pngs)")
            let image = try ImageFiles.readPNG(at: root.url.appendingPathComponent(path))
            let p = image.pixel(x: 2, y: 1)
            let expected: UInt8 = cell.name.hasPrefix("dark") ? 0 : 255
            #expect([p.r, p.g, p.b, p.a] == [expected, expected, expected, 255], "\(cell.name)")
        }
        // The same view again matches every reference: no issue is recorded.
        root.run { assertSnapshots(of: swatch(), matrix: matrix, layout: .frame, named: "m") }
    }

    /// `.image(layout:traits:)` and `.image(on:traits:)` draw with the traits given, as
    /// swift-snapshot-testing's: a systemBackground view dark is black (#000000); on an iPhone 8
    /// (375 × 667 pt at 2×) the reference is 750 × 1334 pixels; right to left a square pinned
    /// 2 pt from the leading edge of a 20 pt view sits at x 14…18.
    @Test func imageStrategiesTakeTraits() throws {
        let root = try TempRoot(); defer { root.remove() }
        func card() -> View {
            let v = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            v.backgroundColor = .systemBackground
            let sq = View()
            sq.backgroundColor = .systemRed
            sq.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(sq)
            sq.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 2).isActive = true
            sq.topAnchor.constraint(equalTo: v.topAnchor, constant: 2).isActive = true
            sq.widthAnchor.constraint(equalToConstant: 4).isActive = true
            sq.heightAnchor.constraint(equalToConstant: 4).isActive = true
            return v
        }
        let dark = TraitCollection(userInterfaceStyle: .dark), rtl = TraitCollection(layoutDirection: .rightToLeft)
        withKnownIssue {
            root.run {
                assertSnapshot(of: card(), as: .image(layout: .frame, scale: 1, traits: dark), named: "dark")
                assertSnapshot(of: card(), as: .image(layout: .frame, scale: 1, traits: rtl), named: "rtl")
                assertSnapshot(of: card(), as: .image(on: .iPhone8, traits: dark), named: "phone")
            }
        }
        let pngs = root.files().filter { $0.hasSuffix(".png") && $0.hasPrefix("Snapshots/") }
        func image(_ name: String) throws -> Canvas {
            let path = try #require(pngs.first { $0.hasSuffix(".\(name).png") }, "\(name) in \(pngs)")
            return try ImageFiles.readPNG(at: root.url.appendingPathComponent(path))
        }
        func rgb(_ c: Canvas, _ x: Int, _ y: Int) -> [UInt8] { let p = c.pixel(x: x, y: y); return [p.r, p.g, p.b] }
        let d = try image("dark")
        #expect(rgb(d, 10, 8) == [0, 0, 0] && rgb(d, 3, 3) == [255, 69, 58])
        let r = try image("rtl")
        #expect(rgb(r, 15, 3) == [255, 59, 48] && rgb(r, 3, 3) == [255, 255, 255])
        let phone = try image("phone")
        #expect(phone.width == 750 && phone.height == 1334)
        #expect(rgb(phone, 700, 1300) == [0, 0, 0])
    }
}
