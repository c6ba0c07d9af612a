import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A nib is compiled once (ids to slots, view properties decoded) and every instantiation
/// reads that plan: each makes fresh objects with the same frames, outlets reach the objects
/// of their own load, warnings are given on every load, and a storyboard scene instantiated
/// twice gives two independent trees.
@MainActor
@Suite struct NibInstantiationPlanTests {
    /// A 200×100 root holding a box pinned 10 pt from its leading edge and 20 pt from its top,
    /// 50×30 by constraints; a label with an unknown content mode; the File's Owner's outlets
    /// name the box and its width constraint.
    let text = xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="box-w"/>
                            <constraint firstAttribute="height" constant="30" id="box-h"/>
                        </constraints>
                    </view>
                    <label contentMode="sideways" text="Hi" id="tag">
                        <rect key="frame" x="0.0" y="60" width="40" height="20"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c-l"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-t"/>
                </constraints>
            </view>
        """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#, with: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlanOwner">
            <connections>
                <outlet property="box" destination="box" id="o1"/>
                <outlet property="width" destination="box-w" id="o2"/>
            </connections>
        </placeholder>
        """)

    @Test func everyInstantiationOfOneNibMakesTheSameTreeAfresh() throws {
        let nib = try Nib(data: Data(text.utf8), name: "Plan.xib", options: NibOptions(registry: NibClassRegistry()))
        var roots: [View] = []
        for _ in 0..<3 {
            let owner = PlanOwner()
            let result = try nib.load(owner: owner)
            let root = try #require(result.object(id: "root") as? View)
            root.layoutIfNeeded()
            let box = try #require(owner.box)
            // UIKit: leading 10, top 20, 50 wide and 30 high by its own constraints.
            #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
            #expect(box.superview === root && box.contentMode == .scaleAspectFit)
            #expect(owner.width === result.object(id: "box-w") && owner.width?.constant == 50)
            #expect(result.objectsByID["box"] === box && result.id(of: box) == "box")
            // The unknown content mode is reported on every load, at its line.
            #expect(nib.warnings.map(\.description).filter { $0.contains("unknown contentMode \"sideways\"") }.count == 1,
                    "\(nib.warnings)")
            #expect(!roots.contains { $0 === root })
            roots.append(root)
        }
        // An edit to one load's constraint moves that load's box only.
        let owner = PlanOwner()
        let result = try nib.load(owner: owner)
        let root = try #require(result.object(id: "root") as? View)
        owner.width?.constant = 80
        root.layoutIfNeeded()
        roots[0].layoutIfNeeded()
        #expect(owner.box?.frame == CGRect(x: 10, y: 20, width: 80, height: 30))
        #expect(roots[0].subviews[0].frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    }

    @Test func aViewAndAConstraintSharingAnIDLeaveTheConstraintUnderIt() throws {
        // Malformed: the constraint reuses the view's id. Bound after the views are made, the
        // constraint is what the id names afterwards (as a table keyed by id had it).
        let nib = try Nib(data: Data(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="twin">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="70" id="twin"/>
                        </constraints>
                    </view>
                </subviews>
            </view>
            """).utf8), name: "Twin.xib", options: NibOptions(registry: NibClassRegistry()))
        for _ in 0..<2 {
            let result = try nib.load()
            #expect(result.object(id: "twin") is LayoutConstraint)
            #expect(result.objectsByID["twin"] is LayoutConstraint)
            let root = try #require(result.object(id: "root") as? View)
            root.layoutIfNeeded()
            #expect(root.subviews.first?.frame.width == 70)
        }
    }

    @Test func aStoryboardSceneInstantiatedTwiceGivesTwoTrees() throws {
        let storyboard = try makeStoryboard()
        var headers: [Label] = []
        for _ in 0..<2 {
            let list = try #require(try storyboard.instantiateViewController(withIdentifier: "List") as? ListController)
            let view = list.view!
            view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            view.layoutIfNeeded()
            let header = try #require(list.header)
            // Pinned to the view's leading and trailing edges and the safe area's top, 40 high.
            #expect(header.superview === view && header.text == "Header")
            #expect(header.frame == CGRect(x: 0, y: view.safeAreaInsets.top, width: 375, height: 40))
            #expect(!headers.contains { $0 === header })
            headers.append(header)
        }
    }
}

/// The File's Owner of `NibInstantiationPlanTests`' nib.
final class PlanOwner: Responder {
    var box: View?
    var width: LayoutConstraint?
    override class var connections: ConnectionTable {
        super.connections.outlet("box", \PlanOwner.box).outlet("width", \PlanOwner.width)
    }
}
