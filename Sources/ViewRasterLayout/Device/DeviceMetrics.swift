import Foundation

/// A device as Interface Builder names it (`<device id="retina6_1">`): its screen in points,
/// its scale, and the full-screen safe-area insets of the iOS release the Xcode that wrote a
/// file simulated (`toolsVersion`): iOS 16 (Xcode 14) moved the status bar of the iPhone X
/// class from 44 to 50 pt (47 on the canvas of Xcode 14.0 – 14.2) and of the iPhone XR/11 from
/// 44 to 48 pt, and IB's canvas follows.
///
/// Sources: Apple's Human Interface Guidelines (screen sizes and scales), the safe areas that
/// the simulators report per device and release, and the frames IB stored in real files
/// (docs/canvas-rules.md).
public struct DeviceMetrics: Sendable, Hashable {
    /// iPhone or iPad (they differ in landscape: an iPad keeps its status bar).
    public enum Family: Sendable, Hashable { case phone, pad }

    /// The id IB writes (`retina4_7`, `retina6_1`, `iPhone_15`, `ipad9_7`, …).
    public var id: String
    /// iPhone or iPad.
    public var family: Family
    /// The screen in points, portrait.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The portrait top inset (status bar, or the sensor housing on devices without a home
    /// button), by the first Xcode build (`toolsVersion`) that simulated it; ascending.
    var topInsets: [(since: Int, top: CGFloat)]
    /// The home indicator's inset (34 pt on an iPhone, 20 pt on an iPad; 0 with a home button).
    public var homeIndicator: CGFloat

    /// Where Xcode 11's builds begin (`toolsVersion`): the last Xcode 10 files seen are 14490.70,
    /// the first Xcode 11 ones (with `appearance=` on `<device>`, dark mode's attribute) 14868.
    /// From here until `xcode14_1` IB's canvas leaves the status bar of an iPhone with a home
    /// button out of a top-level view's safe area (views pinned to it are stored at y = 0).
    public static let xcode11 = 14800
    /// Where Xcode 11.4's builds begin (11.3 is 15705, 11.4 16096): iOS 13.4's borderless text
    /// field, 1.5 pt taller than its font's line height (before: the line height rounded up to
    /// whole points; `TextField.borderlessHeightPadding`).
    public static let xcode11_4 = 16000
    /// Where Xcode 12's builds begin (Xcode 11.5 is 16097, 12.2 17156): iOS 14's table cell
    /// margins (16 pt, where Xcode 11 gave home-button iPhones 15), and its one variable SF Pro
    /// (`NibCanvasMetrics.systemFontSizing`).
    public static let xcode12 = 17000
    /// Where Xcode 13's builds begin (19162 is the first seen; Xcode 12.5's files are 18122):
    /// the canvas keeps an iPad's status bar in the safe area again until `xcode14` (`pad`), and
    /// leaves the home indicator out of an iPhone sheet's (`NibCanvasMetrics`).
    public static let xcode13 = 19000
    /// Where IB's canvas took iOS 16's status bars (Xcode 14.0's release): files of Xcode 13.3
    /// (20037) store the XR's 44 pt and of a beta of Xcode 14 (21179.7) the iPhone 12's 44,
    /// of Xcode 14.0 (21225) the XR's 48. Before, every iPhone without a home button had 44.
    public static let xcode14 = 21200
    /// Where the status bar of an iPhone with a home button came back into the canvas's safe
    /// area: files of 21223 and 21507 store 0, of 21701 and later 20. The X class's
    /// (`retina5_9`) top inset changed here too: Xcode 14.0 – 14.2 gave it 47 pt, as an iPhone
    /// 12's (jyotdeep's Text-to-Image-Ai-Module, set V, and MakentSpace's MakentMainStoryboard,
    /// set AH, both 21507: views on the safe area's top stored at 47), 21701 and later 50
    /// (blockchain 21701, Provenance 23094).
    public static let xcode14_1 = 21600
    /// Where Xcode 26's builds begin (iOS 26; 23727 is the last earlier build seen, 24127 the
    /// first of Xcode 26, 24093.7 a beta of it). Its canvas counts a full-screen iPhone's
    /// portrait insets twice: a view pinned to the safe area's bottom is stored 68 pt above an
    /// XR's bottom edge, one pinned to its top 96 pt down (NetNewsWire, iTorrent 24506; talk-ios,
    /// zotero 24765; home-assistant 25094), and a navigation controller's bar is stored at twice
    /// the status bar (quickstart-ios' database example, 24127: y = 118 on `retina6_12`;
    /// NetNewsWire 24128: 96 on `retina6_1`), where 23504 and earlier, and the beta 24093.7,
    /// store 34 and 48 (GoMap, talk-ios). Xcode 16.3 (23727) already doubled the insets
    /// (`xcode16_3`, `doublesPortraitInsets`). A running app has them once; `render` draws
    /// that. Its navigation bars are iOS 26's 54 pt (`navigationBarHeight`).
    public static let xcode26 = 24100
    /// The build number every Xcode beta writes (`32700.99.1234`): not a real build, so no
    /// rule that starts at a build number applies to it except those for the newest Xcode;
    /// files so saved store single insets (FloatingPanel's scenes on an XR).
    public static let betaBuild = 32700

    /// Same `id` (the other fields are the device's).
    public static func == (a: DeviceMetrics, b: DeviceMetrics) -> Bool { a.id == b.id }
    /// Hashes the `id` only, as `==` compares.
    public func hash(into h: inout Hasher) { h.combine(id) }

    /// Whether the screen has rounded corners and a home indicator (no home button).
    public var isFullScreen: Bool { homeIndicator > 0 }

    /// The portrait top inset as the Xcode of `toolsVersion` simulated it (0: the newest).
    public func portraitTopInset(toolsVersion: Int) -> CGFloat {
        let v = toolsVersion > 0 ? toolsVersion : Int.max
        return topInsets.last(where: { $0.since <= v })?.top ?? topInsets[0].top
    }

    /// The screen in points in the given orientation.
    public func screenSize(landscape: Bool) -> CGSize {
        landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The full-screen safe-area insets with the status bar shown: portrait has the top inset
    /// and the home indicator; an iPhone in landscape hides its status bar, so one without a
    /// home button has the sensor housing's inset on both sides and a 21 pt home indicator, one
    /// with a home button none; an iPad keeps its portrait insets.
    public func safeAreaInsets(landscape: Bool, toolsVersion: Int) -> LayoutInsets {
        let top = portraitTopInset(toolsVersion: toolsVersion)
        guard landscape, family == .phone else {
            let k: CGFloat = countsPortraitInsetsTwice(toolsVersion: toolsVersion) ? 2 : 1
            return LayoutInsets(top: top * k, left: 0, bottom: homeIndicator * k, right: 0)
        }
        guard isFullScreen else { return .zero }
        return LayoutInsets(top: 0, left: top, bottom: 21, right: top)
    }

    /// Whether the canvas of the Xcode of `toolsVersion` gave this device's portrait safe area
    /// its insets twice: a full-screen iPhone from Xcode 16.3 on (`doublesPortraitInsets`), not a
    /// beta's build; 0 (the newest, as `render` draws) never. Landscape was not seen.
    public func countsPortraitInsetsTwice(toolsVersion: Int) -> Bool {
        family == .phone && isFullScreen && Self.doublesPortraitInsets(toolsVersion)
    }

    /// Where Xcode 16.3's builds begin (16.2 writes 23504, 16.3 23727). Its canvas already counts
    /// a full-screen iPhone's portrait insets twice, as Xcode 26's does: canvas-ios'
    /// ExternalURLViewController, saved by 23727 in April 2025, moved its label pinned 16 pt
    /// below the safe area from y = 60 (16096: 44 + 16) to 112 (2 × 48 + 16) on an XR and its
    /// button on the safe area's bottom from 808 to 774 (2 × 34 + 54 above the bottom); every
    /// 23727 scene on a full-screen iPhone with a view on the safe area does so (canvas-ios'
    /// PlannerList, PairWithStudentQRCodeTutorial, LoginStart on `retina6_12`: 118; KeePassium's
    /// OnboardingStepVC: 118), where 23504's store single insets (canvas-ios' LTI, HideGrades,
    /// PostGrades: 48; DuckDuckGo's Debug: 92 = 48 + 44; talk-ios).
    public static let xcode16_3 = 23700
    /// The builds of Xcode 26's betas (24000 … 24099): the one seen, 24093.7 (GoMap's
    /// QuestBuilder on `retina6_12`: 59), stores single insets.
    static let xcode26Betas = 24000..<xcode26

    /// Whether the canvas of the Xcode of `toolsVersion` counted a full-screen iPhone's portrait
    /// insets twice: Xcode 16.3 (`xcode16_3`) on, but for Xcode 26's betas (`xcode26Betas`) and
    /// the beta placeholder build (`betaBuild`).
    public static func doublesPortraitInsets(_ toolsVersion: Int) -> Bool {
        toolsVersion >= xcode16_3 && toolsVersion < betaBuild && !xcode26Betas.contains(toolsVersion)
    }

    /// Whether `toolsVersion` is a build of Xcode 26 or later (`xcode26`), not a beta's
    /// placeholder (`betaBuild`, whose files store the bars and insets of earlier releases).
    public static func isXcode26(_ toolsVersion: Int) -> Bool {
        toolsVersion >= xcode26 && toolsVersion < betaBuild
    }

    /// A navigation bar's height on IB's canvas of the Xcode of `toolsVersion` (0: the newest
    /// release `render` draws with, iOS 17): 44 pt on an iPhone, 50 on an iPad from Xcode 10
    /// (`toolsVersion` 14000) on; Xcode 26 draws iOS 26's 54 pt bars on both (every
    /// navigation controller's bar of 24127 and later stored 54 pt tall, 106 with large
    /// titles: sentry-cocoa, quickstart-ios, NetNewsWire, GoMap, talk-ios' iPad scenes, Delta).
    public func navigationBarHeight(toolsVersion: Int) -> CGFloat {
        if Self.isXcode26(toolsVersion) { return 54 }
        return family == .pad && toolsVersion >= 14000 ? 50 : 44
    }

    init(_ id: String, _ family: Family, _ w: CGFloat, _ h: CGFloat, scale: CGFloat,
         top: [(since: Int, top: CGFloat)], home: CGFloat) {
        self.id = id; self.family = family; portraitSize = CGSize(width: w, height: h)
        self.scale = scale; topInsets = top; homeIndicator = home
    }

    private static func phone(_ id: String, _ w: CGFloat, _ h: CGFloat, _ scale: CGFloat, top: CGFloat,
                              since16 top16: CGFloat? = nil, xcode14To14_2 top14: CGFloat? = nil) -> DeviceMetrics {
        var tops: [(since: Int, top: CGFloat)] = [(0, top)]
        if top > 20 {
            // iOS 16's inset from Xcode 14, or from 14.3 where Xcode 14.0 – 14.2 had one of its own.
            if let t14 = top14 { tops.append((xcode14, t14)) }
            if let t16 = top16 { tops.append((top14 == nil ? xcode14 : xcode14_1, t16)) }
        } else {
            tops += [(xcode11, 0), (xcode14_1, top)]
        }
        return DeviceMetrics(id, .phone, w, h, scale: scale, top: tops, home: top > 20 ? 34 : 0)
    }
    /// An iPad's top inset is its status bar alone (20 pt, 24 with rounded corners), which
    /// Xcode 11 and 12 left out of the canvas's safe area as they did a home-button iPhone's
    /// (AdguardForiOS' UpsellViewController, 17701 on `ipad10_9rounded`, lyie-ios'
    /// LoginRegister, 18122 on `ipad12_9rounded`, iOS-Sonar_7.6.9's Selection and two xibs,
    /// 15400 … 16096: views pinned to the safe area's top stored at its top), Xcode 13 kept in
    /// (from `xcode13`: every iPad file of 19162 … 20037 with a view on the safe area's top stores
    /// it below the bar — Liteapp's three iPad storyboards, set AS, 19529 on `ipad12_9rounded`:
    /// 24 pt; MOW_RUCHI's Sidemenu, set AP, 19529 on `ipad10_9rounded`; QSC's Jwbinfosys, 19162;
    /// semomun's and ReadRight's iPad scenes, 20037 — and none at its top), Xcode 14.0 left out again (edx-app-ios'
    /// OEXRegistrationViewController, 21225 on `ipad9_7`) until `padStatusBarBack`
    /// (pocket-casts' PodcastViewController, 21507 on `ipad12_9rounded`: 24 pt; lockbox-ios,
    /// 14490.70, and beta builds: 20 and 24 pt).
    private static func pad(_ id: String, _ w: CGFloat, _ h: CGFloat, rounded: Bool) -> DeviceMetrics {
        let top: CGFloat = rounded ? 24 : 20
        let tops: [(since: Int, top: CGFloat)] = [(0, top), (xcode11, 0), (xcode13, top), (xcode14, 0), (padStatusBarBack, top)]
        return DeviceMetrics(id, .pad, w, h, scale: 2, top: tops, home: rounded ? 20 : 0)
    }

    /// The first build seen whose canvas has an iPad's status bar in the safe area again after
    /// Xcode 14.0 (pocket-casts 21507; edx-app-ios' 21225 still leaves it out).
    public static let padStatusBarBack = 21507

    /// Every device id Xcode writes, iPhone 4s to iPhone 16 and the iPads.
    public static let all: [DeviceMetrics] = [
        phone("retina3_5", 320, 480, 2, top: 20),
        phone("retina4_0", 320, 568, 2, top: 20),
        phone("retina4_7", 375, 667, 2, top: 20),
        phone("iPhone_SE_3rd_generation", 375, 667, 2, top: 20),
        phone("retina5_5", 414, 736, 3, top: 20),
        phone("retina5_9", 375, 812, 3, top: 44, since16: 50, xcode14To14_2: 47), // iPhone X, XS, 11 Pro
        phone("retina6_1", 414, 896, 2, top: 44, since16: 48),      // iPhone XR, 11
        phone("retina6_5", 414, 896, 3, top: 44),                   // iPhone XS Max, 11 Pro Max
        phone("retina5_4", 375, 812, 3, top: 50),                   // iPhone 12 mini, 13 mini
        phone("retina6_0", 390, 844, 3, top: 44, since16: 47),      // iPhone 12, 13, 14
        phone("retina6_7", 428, 926, 3, top: 44, since16: 47),      // iPhone 12/13 Pro Max, 14 Plus
        phone("retina6_12", 393, 852, 3, top: 59),                  // iPhone 14 Pro, 15, 15 Pro, 16
        phone("retina6_72", 430, 932, 3, top: 59),                  // iPhone 14 Pro Max, 15 Plus, 16 Plus
        phone("retina6_3", 402, 874, 3, top: 62),                   // iPhone 16 Pro
        phone("retina6_9", 440, 956, 3, top: 62),                   // iPhone 16 Pro Max
        phone("iPhone_15", 393, 852, 3, top: 59),
        phone("iPhone_15_Pro", 393, 852, 3, top: 59),
        phone("iPhone_15_Plus", 430, 932, 3, top: 59),
        phone("iPhone_15_Pro_Max", 430, 932, 3, top: 59),
        phone("iPhone_16", 393, 852, 3, top: 59),
        phone("iPhone_16_Plus", 430, 932, 3, top: 59),
        phone("iPhone_16_Pro", 402, 874, 3, top: 62),
        phone("iPhone_16_Pro_Max", 440, 956, 3, top: 62),
        pad("ipad7_9", 768, 1024, rounded: false),
        pad("ipad9_7", 768, 1024, rounded: false),
        pad("ipad10_2", 810, 1080, rounded: false),
        pad("ipad10_5", 834, 1112, rounded: false),
        pad("ipad12_9", 1024, 1366, rounded: false),
        pad("ipad10_9rounded", 820, 1180, rounded: true),
        pad("ipad11", 834, 1194, rounded: true),
        pad("ipad11_0rounded", 834, 1194, rounded: true),
        pad("ipad12_9rounded", 1024, 1366, rounded: true),
    ]

    /// The canvas when a file names no device, or one this table does not know: a 375×667
    /// iPhone at @2x (`retina4_7`, the iPhone 6–8 and SE 2/3).
    public static let fallback: DeviceMetrics = named("retina4_7")!

    /// The device IB calls `id`, nil when the table does not know it.
    public static func named(_ id: String) -> DeviceMetrics? { byID[id] }
    private static let byID: [String: DeviceMetrics] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
}
