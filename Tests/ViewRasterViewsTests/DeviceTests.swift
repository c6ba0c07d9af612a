import Testing
import Foundation
import ViewRasterViews

/// Devices: the presets and every id Interface Builder writes come from one table
/// (`DeviceMetrics`); sizes, scales and safe areas are Apple's.
struct DeviceTests {
    @Test func presetsHaveApplesSizesScalesAndSafeAreas() {
        #expect(Device.iPhone8.portraitSize == CGSize(width: 375, height: 667) && Device.iPhone8.defaultScale == 2)
        #expect(Device.iPhone8.portraitSafeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(Device.iPhone8.landscapeSafeArea == .zero)
        // The iPhone X as iOS 11–15 show it: a 44 pt sensor housing, 34 pt home indicator.
        #expect(Device.iPhoneX.portraitSize == CGSize(width: 375, height: 812) && Device.iPhoneX.defaultScale == 3)
        #expect(Device.iPhoneX.portraitSafeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(Device.iPhoneX.landscapeSafeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(Device.iPhone11.defaultScale == 2 && Device.iPhone11.portraitSafeArea.top == 44)
        #expect(Device.iPhone12.portraitSize == CGSize(width: 390, height: 844) && Device.iPhone12.portraitSafeArea.top == 47)
        #expect(Device.iPhone15.portraitSize == CGSize(width: 393, height: 852) && Device.iPhone15.portraitSafeArea.top == 59)
        #expect(Device.iPadPro11.landscapeSafeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// Each preset names its IB id, and the table holds the same size and scale for it.
    @Test func presetsAreEntriesOfTheDeviceTable() throws {
        for device in Device.all {
            let metrics = try #require(DeviceMetrics.named(device.names.last!), "\(device.name)")
            #expect(metrics.portraitSize == device.portraitSize && metrics.scale == device.defaultScale, "\(device.name)")
        }
    }

    /// IB's ids name the device IB means: retina6_12 is the 393×852 iPhone 14 Pro/15, retina6_0
    /// the 390×844 iPhone 12; ids no preset carries still resolve through the table.
    @Test func interfaceBuilderIDsResolveThroughTheTable() throws {
        #expect(Device.named("retina6_12") == .iPhone15)
        #expect(Device.named("retina6_0") == .iPhone12)
        #expect(Device.named("iPhone-8") == .iPhone8)
        let proMax12 = try #require(Device.named("retina6_7"))
        #expect(proMax12.portraitSize == CGSize(width: 428, height: 926) && proMax12.defaultScale == 3)
        #expect(proMax12.portraitSafeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let air = try #require(Device.named("ipad10_9rounded"))
        #expect(air.portraitSize == CGSize(width: 820, height: 1180) && air.defaultScale == 2)
        #expect(air.portraitSafeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(Device.named("ipad12_9rounded")?.portraitSafeArea.top == 24)
        #expect(Device.named("no-such-device") == nil)
    }

    /// An IB id is the device as the newest iOS shows it (what `render` draws a file's canvas
    /// with: iOS 16 gave the X/XS/11 Pro a 50 pt and the XR/11 a 48 pt status bar); the presets
    /// named as people name those phones keep iOS 11–15's 44 pt.
    @Test func interfaceBuilderIDsAreTheNewestIOS() {
        #expect(Device.named("retina5_9")?.portraitSafeArea.top == 50)
        #expect(Device.named("retina6_1")?.portraitSafeArea.top == 48)
        #expect(Device.named("retina5_9")?.names.contains("iphone-x") == true)
        #expect(Device.named("iphone-x") == .iPhoneX && Device.iPhoneX.portraitSafeArea.top == 44)
        #expect(Device.named("iPhone_11") == .iPhone11 && Device.iPhone11.portraitSafeArea.top == 44)
    }

    /// A bare view takes the scale of the device it was designed for; a device placement's own
    /// device decides, and a size is 2.
    @Test func theDefaultScaleFollowsTheDesignedDeviceOnlyForABareView() {
        #expect(StagePlacement.frame.defaultScale(designedFor: .iPhone8Plus) == 3)
        #expect(StagePlacement.frame.defaultScale(designedFor: nil) == 2)
        #expect(StagePlacement.device(.iPhone8).defaultScale(designedFor: .iPhone15) == 2)
        #expect(StagePlacement.size(CGSize(width: 10, height: 10)).defaultScale(designedFor: .iPhone15) == 2)
    }
}
