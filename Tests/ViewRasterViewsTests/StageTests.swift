import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRaster

/// The stage: default scales by placement, layout at the stage's scale, mounting and unmounting.
@MainActor
struct StageTests {
    /// Apple's scales: iPhone 8 and XR/11 @2x, 8 Plus, X/XS, 12 and later @3x, iPads @2x; a
    /// size or a bare view @2x.
    @Test func defaultScaleIsTheDevicesAndTwoOtherwise() {
        let expected: [(Device, CGFloat)] = [(.iPhoneSE, 2), (.iPhone8, 2), (.iPhone8Plus, 3), (.iPhoneX, 3), (.iPhone11, 2),
                                              (.iPhone12, 3), (.iPhone15, 3), (.iPhone15ProMax, 3), (.iPad, 2), (.iPadPro11, 2),
                                              (.iPadPro12, 2)]
        for (device, scale) in expected {
            #expect(Stage(.device(device)).scale == scale, "\(device.name)")
            #expect(Stage(.device(device)).screen.scale == scale, "\(device.name)")
        }
        #expect(Stage(.size(CGSize(width: 300, height: 200))).scale == 2)
        #expect(Stage().scale == 2)
        #expect(Stage(.device(.iPhone15), scale: 1).screen.scale == 1)
    }

    /// A view 10.4 pt from its superview's leading edge, on a bare stage @3x: 31.2 px snaps to
    /// 31 px (10.333 pt); @2x 20.8 px snaps to 21 px (10.5 pt). The drawn pixels agree.
    @Test func aBareViewIsLaidOutAtTheStagesScale() throws {
        func laidOut(scale: CGFloat) -> (View, DisplayList) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            root.backgroundColor = .white
            let child = View()
            child.backgroundColor = .red
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.4),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            let stage = Stage(.frame, scale: scale)
            stage.mount(root)
            return (child, stage.displayList())
        }
        let (child3, list3) = laidOut(scale: 3)
        #expect(abs(child3.frame.minX - CGFloat(31) / 3) < 1e-9)
        let canvas = try Renderer.render(list3)
        #expect(canvas.pixel(x: 30, y: 5) == (255, 255, 255, 255))
        #expect(canvas.pixel(x: 31, y: 5) == (255, 0, 0, 255))
        let (child2, _) = laidOut(scale: 2)
        #expect(child2.frame.minX == 10.5)
    }

    /// On a device a mounted view fills the window; unmounting puts it back in its superview
    /// at its old frame. A bare stage leaves the view where it is and draws it at its frame.
    @Test func mountFillsTheWindowAndUnmountRestores() {
        let holder = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: CGRect(x: 5, y: 5, width: 50, height: 30))
        holder.addSubview(view)
        let stage = Stage(.device(.iPhone8))
        stage.mount(view)
        #expect(view.superview === stage.screen.window)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(stage.displayList().width == 375)
        stage.unmount()
        #expect(view.superview === holder && view.frame == CGRect(x: 5, y: 5, width: 50, height: 30))
        let bare = Stage()
        bare.mount(view)
        #expect(view.superview === holder)
        let list = bare.displayList()
        #expect(list.width == 50 && list.height == 30 && list.scale == 2)
    }

    /// While a stage is current, UIKit's singletons are its own.
    @Test func withinMakesTheStagesClockScreenAndCenterCurrent() {
        let stage = Stage(.device(.iPad))
        stage.within {
            #expect(VirtualClock.current === stage.clock)
            #expect(Screen.main === stage.screen)
            #expect(NotificationCenter.shared === stage.notificationCenter)
        }
        #expect(VirtualClock.current !== stage.clock)
        let shared = Stage(.size(CGSize(width: 10, height: 10)), sharingTimeWith: stage)
        #expect(shared.clock === stage.clock && shared.notificationCenter === stage.notificationCenter)
    }
}
