import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// An iPad's status bar on IB's canvas by Xcode version (docs/canvas-rules.md, "The device"):
/// Xcode 11 and 12 left it out of the safe area as they did a home-button iPhone's, Xcode 13
/// (`DeviceMetrics.xcode13`) kept it in, Xcode 14.0 left it out again until build
/// 21507 (`DeviceMetrics.padStatusBarBack`).
/// Frames worked out by hand from the iPads' 20 pt status bar (24 with rounded corners).
@MainActor
@Suite struct IPadStatusBarXcode11Tests {
    /// A full-screen root of `size` on `device` whose 32 × 32 view is 16 pt below the safe
    /// area's top and 16 pt inside its trailing edge, in a file of `tools`.
    func top(tools: String, device: String, size: String) throws -> CGFloat? {
        let root = canvasRoot(size, canvasView("close", #"x="0.0" y="0.0" width="32" height="32""#), """
            <constraint firstItem="close" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="16" id="t"/>
            <constraint firstItem="sa" firstAttribute="trailing" secondItem="close" secondAttribute="trailing" constant="16" id="r"/>
            <constraint firstItem="close" firstAttribute="width" constant="32" id="w"/>
            <constraint firstItem="close" firstAttribute="height" constant="32" id="h"/>
            """)
        return try compareLayout(canvasXib(root, tools: tools, device: device), intrinsic: .stored).0.view("close")?.frame.minY
    }

    @Test func xcode11And12AndXcode14_0LeaveItOut() throws {
        // AdguardForiOS' UpsellViewController (Xcode 12.3, 17701, an iPad Air 820 × 1180): its
        // close button 16 pt below the safe area stored at y = 16; edx-app-ios'
        // OEXRegistrationViewController (Xcode 14.0, 21225, an iPad 9.7): y = 0 + its pin.
        #expect(try top(tools: "17701", device: "ipad10_9rounded", size: "820x1180") == 16)
        #expect(try top(tools: "21225", device: "ipad9_7", size: "768x1024") == 16)
    }

    @Test func xcode13KeepsItAndXcode14_0LeavesItOutAgain() throws {
        // Liteapp's iPad storyboards (set AS, Xcode 13.3, 19529, a rounded iPad Pro 12.9): a
        // view pinned to the safe area's top stored 24 pt down; QSC's Jwbinfosys (19162): 24.
        // An iPad 9.7's bar is 20 pt. lyie-ios' LoginRegister (Xcode 12.5, 18122): at the top.
        #expect(try top(tools: "19529", device: "ipad12_9rounded", size: "1024x1366") == 24 + 16)
        #expect(try top(tools: "19162", device: "ipad9_7", size: "768x1024") == 20 + 16)
        #expect(try top(tools: "20037", device: "ipad10_9rounded", size: "820x1180") == 24 + 16)
        #expect(try top(tools: "18122", device: "ipad12_9rounded", size: "1024x1366") == 16)
        #expect(try top(tools: "21225", device: "ipad12_9rounded", size: "1024x1366") == 16)
    }

    @Test func xcode10AndBuild21507OnKeepIt() throws {
        // lockbox-ios (Xcode 10.1, 14490.70): 20 pt down on an iPad Pro 10.5, 24 on a rounded
        // iPad Pro; pocket-casts' PodcastViewController (21507, a rounded iPad Pro 12.9): 24;
        // later Xcodes (21701) as today.
        #expect(try top(tools: "14490.70", device: "ipad10_5", size: "834x1112") == 20 + 16)
        #expect(try top(tools: "14490.70", device: "ipad12_9rounded", size: "1024x1366") == 24 + 16)
        #expect(try top(tools: "21507", device: "ipad12_9rounded", size: "1024x1366") == 24 + 16)
        #expect(try top(tools: "21701", device: "ipad10_9rounded", size: "820x1180") == 24 + 16)
    }
}
