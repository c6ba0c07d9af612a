import Foundation

/// A parsed Cocoa Touch `.xib`: header, device, top-level objects and resources, typed but not
/// yet instantiated.
public struct XIBDocument: Sendable {
    /// The file name used in errors and warnings.
    public var file: String
    /// `type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"` (or `…CocoaTouch.iPad.XIB` for an iPad-only xib).
    public var type: String
    /// `version="3.0"`, nil when absent.
    public var version: String?
    /// `toolsVersion` as written and as a number (the integer part; 0 when absent).
    public var toolsVersion: String?
    /// `toolsVersion`'s integer part (`21507` for `21507.1`), 0 when absent or malformed.
    public var toolsVersionNumber: Int
    /// `targetRuntime="…"` (`iOS.CocoaTouch`, …), nil when absent.
    public var targetRuntime: String?
    /// `useAutolayout="YES"`.
    public var useAutolayout: Bool
    /// `useTraitCollections="YES"` (size classes).
    public var useTraitCollections: Bool
    /// `useSafeAreas="YES"`: the views have safe-area layout guides.
    public var useSafeAreas: Bool
    /// Whether the file is a launch screen (`launchScreen="YES"`): its view is shown as a view
    /// controller's root, whatever Xcode wrote it.
    public var isLaunchScreen: Bool = false
    /// The `<device>`, nil for files saved before Xcode 8; a file of Xcode 14 or 15 without
    /// one gets the device its Xcode showed it on (`NibDevice.canvasDefault(toolsVersion:)`).
    public var device: NibDevice?
    /// The `<objects>` children in document order, placeholders included. Setting them
    /// rebuilds `objectIndex`.
    public var objects: [NibObject] { didSet { objectIndex = NibObjectIndex(objects) } }
    /// The objects by id, built once per change of `objects` (`object(id:)` reads it).
    public private(set) var objectIndex: NibObjectIndex
    /// The `<resources>` block.
    public var resources: NibResources
    /// Font PostScript names listed in `<customFonts>`.
    public var customFonts: [String]
    /// Constraint ids a `<variation key="default">` excludes from the base size class.
    public var excludedConstraintIDs: Set<String>
    /// Everything read but not honoured exactly.
    public var warnings: [NibWarning]
    /// The intrinsic content sizes Interface Builder's designable agent recorded for views of
    /// `@IBDesignable` classes (the document's `<designables>`), by object id: what that
    /// class's own `intrinsicContentSize` returned when IB ran it, −1
    /// (`UIView.noIntrinsicMetric`) on an axis it has none. A storyboard's apply to every scene.
    public var designableIntrinsicSizes: [String: CGSize] = [:]

    /// The top-level view controllers that carry their view (`<viewController>` with a
    /// `<view key="view">`, a `<tableViewController>` with its table, …), each read as a
    /// storyboard reads a scene: UINib instantiates such a controller with its view, and IB
    /// shows that view on the canvas as it shows a storyboard scene's. They are not in `objects`.
    public var controllerScenes: [StoryboardScene] = []

    /// The top-level objects UIKit returns from `instantiate`: `<objects>` minus placeholders.
    public var topLevelObjects: [NibObject] { objects.filter { !$0.isPlaceholder } }
    /// The File's Owner placeholder (`IBFilesOwner`, id -1).
    public var filesOwner: NibObject? {
        objects.first { $0.isPlaceholder && ($0.placeholderIdentifier == NibPlaceholderID.filesOwnerIdentifier || $0.id == NibPlaceholderID.filesOwner) }
    }
    /// The object (view, cell, placeholder, …) with `id`, anywhere in the document.
    public func object(id: String) -> NibObject? {
        objectIndex[id]
    }
    /// Every object of the document, depth first, in document order.
    public var allObjects: [NibObject] { objects.flatMap(\.allObjects) }
    /// Every constraint of the document.
    public var allConstraints: [NibConstraint] { allObjects.flatMap(\.constraints) }

    /// The document type Xcode writes for an iPhone or universal xib.
    public static let cocoaTouchType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// The document type Xcode writes for a xib whose target is the iPad alone (its
    /// `targetRuntime` is `iOS.CocoaTouch.iPad`): the same format, read the same way.
    public static let cocoaTouchIPadType = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"
    /// Whether `type` is a Cocoa Touch xib's document type (iPhone/universal or iPad).
    public static func isCocoaTouchType(_ type: String) -> Bool {
        type == cocoaTouchType || type == cocoaTouchIPadType
    }

    /// Parses xib `data`; `file` names it in errors. Named colours the `<resources>` lack are
    /// read from `.colorset`s in the `*.xcassets` of `assetFolders` (and of a `.lproj` folder's parent).
    public init(data: Data, file: String, limits: XIBParserLimits = .default, assetFolders: [URL] = []) throws {
        let root = try XIBParser.parse(data, file: file, limits: limits)
        self = try XIBReader(file: file, maxFontSize: limits.maxFontSize, assetFolders: assetFolders).read(root)
    }

    /// Reads and parses the xib at `url`; asset catalogs are looked for beside it (and beside its
    /// `.lproj` folder), then in `assetFolders`.
    public init(contentsOf url: URL, limits: XIBParserLimits = .default, assetFolders: [URL] = []) throws {
        let root = try XIBParser.parse(contentsOf: url, limits: limits)
        self = try XIBReader(file: url.lastPathComponent, maxFontSize: limits.maxFontSize,
                             assetFolders: [url.deletingLastPathComponent()] + assetFolders).read(root)
    }

    init(file: String, type: String, version: String?, toolsVersion: String?, targetRuntime: String?,
         useAutolayout: Bool, useTraitCollections: Bool, useSafeAreas: Bool, device: NibDevice?,
         objects: [NibObject], resources: NibResources, customFonts: [String],
         excludedConstraintIDs: Set<String>, warnings: [NibWarning]) {
        self.file = file; self.type = type; self.version = version; self.toolsVersion = toolsVersion
        self.toolsVersionNumber = Self.buildNumber(toolsVersion)
        self.targetRuntime = targetRuntime
        self.useAutolayout = useAutolayout; self.useTraitCollections = useTraitCollections
        self.useSafeAreas = useSafeAreas; self.device = device; self.objects = objects
        self.objectIndex = NibObjectIndex(objects)
        self.resources = resources; self.customFonts = customFonts
        self.excludedConstraintIDs = excludedConstraintIDs; self.warnings = warnings
    }

    /// The leading build number of a `toolsVersion` ("22155", "24093.7", a beta's
    /// "32700.99.1234"): its first dot-separated component, 0 when that is not a number of at
    /// most 9 digits.
    static func buildNumber(_ toolsVersion: String?) -> Int {
        guard let head = toolsVersion?.split(separator: ".", omittingEmptySubsequences: false).first,
              !head.isEmpty, head.count <= 9, head.allSatisfy(\.isASCII), let n = Int(head), n >= 0 else { return 0 }
        return n
    }
}
