import Foundation
import Testing
import ViewRasterRendering
import ViewRasterViews
import ViewRasterNib

/// `SuperHeroTableViewCell` of Karumi's KataScreenshotIOS, as its snapshot test uses it.
final class SuperHeroTableViewCell: View {
    var photoImageView: ImageView?
    var nameLabel: Label?
    var avengersBadgeImageView: ImageView?
    override class var connections: ConnectionTable {
        super.connections
            .outlet("photoImageView", \SuperHeroTableViewCell.photoImageView)
            .outlet("nameLabel", \SuperHeroTableViewCell.nameLabel)
            .outlet("avengersBadgeImageView", \SuperHeroTableViewCell.avengersBadgeImageView)
    }
    /// `configure(forItem:)`: the name, no photo (an empty URL), the badge for Avengers only. (Its
    /// gradient layer gets the image view's bounds while they are still zero: nothing shows.)
    func configure(name: String, isAvenger: Bool) {
        nameLabel?.text = name
        photoImageView?.image = nil
        avengersBadgeImageView?.isHidden = !isAvenger
    }
}

/// Pairs of `../shared/ios-refs` the project can express, each drawn as its snapshot test drew
/// it and compared with the image iOS rendered: the share of pixels within 8/255 (both over
/// white) must stay at or above what was measured (`docs/ios-fidelity.md`), so a regression fails.
@MainActor
@Suite struct IOSFidelityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var reference: String
        var scale: CGFloat
        var isAvenger = false
        /// The share measured when the case was added (rounded down): the floor.
        var floor: Double
        var testDescription: String { reference }
    }

    nonisolated static let karumi = "Karumi-KataScreenshotIOS"
    nonisolated static let karumiCases = [
        Case(reference: "testShowsSuperHeroWithNoBadge@2x.png", scale: 2, floor: 0.995),
        Case(reference: "testShowsSuperHeroWithNoBadge@3x.png", scale: 3, floor: 0.996),
        Case(reference: "testShowsSuperHeroWithBadge@2x.png", scale: 2, isAvenger: true, floor: 0.975),
        Case(reference: "testShowsSuperHeroWithBadge@3x.png", scale: 3, isAvenger: true, floor: 0.996),
    ]

    /// FBSnapshotVerifyView(cell) after `UINib(…).instantiate(withOwner:)[0]` and `configure`:
    /// the cell at its xib frame (375×125), the name in ManifoldCF-Regular 16, a font the app
    /// does not ship (iOS drew Helvetica), over the photo view's flat #22282F.
    @Test(.enabled(if: iosRefsAvailable(karumi, ["SuperHeroTableViewCell.xib"] + karumiCases.map(\.reference)),
                   "needs ../shared/ios-refs/\(karumi)"),
          arguments: karumiCases)
    func karumiSuperHeroCell(_ c: Case) throws {
        let folder = iosRefsURL.appendingPathComponent(Self.karumi)
        let registry = NibClassRegistry()
        registry.register(SuperHeroTableViewCell.self, module: "KataScreenshot")
        let nib = try Nib(contentsOf: folder.appendingPathComponent("SuperHeroTableViewCell.xib"),
                          options: NibOptions(registry: registry))
        let cell = try #require(try nib.instantiate(withOwner: nil).first as? SuperHeroTableViewCell)
        cell.configure(name: "Mr. Clean", isAvenger: c.isAvenger)
        try expectFidelity(of: cell, c, folder: folder)
    }

    nonisolated static let kzin = "kzin-snapshot-issues"
    nonisolated static let kzinCases = [
        Case(reference: "iOS10_2@2x.png", scale: 2, floor: 0.994),
        Case(reference: "iOS8_1@2x.png", scale: 2, floor: 0.993),
    ]

    /// `loadNibNamed("ButtonXIB", owner: nil).first`, `layoutIfNeeded()`, snapshot: a white
    /// 375×101 view with a system button "Button" in SF UI Display 16 (the app's own copy of the
    /// system font; Inter's outlines at SF UI Display's own advances stand in).
    @Test(.enabled(if: iosRefsAvailable(kzin, ["ButtonXIB.xib"] + kzinCases.map(\.reference)),
                   "needs ../shared/ios-refs/\(kzin)"),
          arguments: kzinCases)
    func kzinButtonXIB(_ c: Case) throws {
        let folder = iosRefsURL.appendingPathComponent(Self.kzin)
        let nib = try Nib(contentsOf: folder.appendingPathComponent("ButtonXIB.xib"),
                          options: NibOptions(registry: NibClassRegistry()))
        let view = try #require(try nib.instantiate(withOwner: nil).first as? View)
        view.layoutIfNeeded()
        try expectFidelity(of: view, c, folder: folder)
    }

    private func expectFidelity(of view: View, _ c: Case, folder: URL) throws {
        let canvas = try view.render(scale: c.scale, background: .white)
        writeFidelityArtifact(canvas, (folder.lastPathComponent + "-" + c.reference).replacingOccurrences(of: ".png", with: ""))
        let f = try IOSFidelity.measure(canvas, against: folder.appendingPathComponent(c.reference))
        print("ios-fidelity \(folder.lastPathComponent)/\(c.reference): \(f)")
        #expect(f.share >= c.floor, "\(c.reference): \(f)")
    }
}
