import Foundation

extension NibObject {
    /// The class a running app would create: the custom class, else UIKit's class for the element.
    public var displayClass: String {
        if let c = customClass { return customModule.map { "\($0).\(c)" } ?? c }
        return NibObject.uikitClassNames[element] ?? element
    }

    static let uikitClassNames: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "activityIndicatorView": "UIActivityIndicatorView", "stackView": "UIStackView", "switch": "UISwitch",
        "progressView": "UIProgressView", "segmentedControl": "UISegmentedControl", "textField": "UITextField",
        "textView": "UITextView", "scrollView": "UIScrollView", "visualEffectView": "UIVisualEffectView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "tableView": "UITableView", "collectionView": "UICollectionView", "slider": "UISlider",
        "pickerView": "UIPickerView", "datePicker": "UIDatePicker", "toolbar": "UIToolbar",
        "containerView": "UIView", "navigationBar": "UINavigationBar", "tabBar": "UITabBar",
        "placeholder": "placeholder", "customObject": "NSObject",
        "pageControl": "UIPageControl", "stepper": "UIStepper", "searchBar": "UISearchBar",
        "wkWebView": "WKWebView", "webView": "UIWebView", "mapView": "MKMapView",
        "sceneKitView": "SCNView", "skView": "SKView", "mtkView": "MTKView", "arscnView": "ARSCNView",
        "arskView": "ARSKView", "glkView": "GLKView",
    ]
}

extension XIBDocument {
    /// A readable outline: header, every object with class, id, frame and text, its
    /// connections, and the warnings — what `viewraster inspect` prints.
    public func outline() -> String {
        var out: [String] = []
        var header = "\(file): Cocoa Touch xib, tools \(toolsVersion ?? "?")"
        if let d = device { header += ", " + Self.describe(d) }
        header += useAutolayout ? ", Auto Layout" : ", springs and struts"
        out.append(header)
        out += Self.outlineLines(objects, depth: 0)
        for scene in controllerScenes {
            // A top-level controller with its view (read as a scene): its own lines, then the view's.
            out += Self.outlineLines([scene.controller], depth: 0)
            if let view = scene.view { out += Self.outlineLines([view], depth: 1) }
        }
        return out.joined(separator: "\n")
    }

    /// `device retina4_7 portrait 375x667`.
    public static func describe(_ d: NibDevice) -> String {
        "device \(d.id) \(d.orientation.rawValue) \(outlineNumber(d.screenSize.width))x\(outlineNumber(d.screenSize.height))"
    }

    /// A number as the outline writes it (whole numbers without a fraction).
    static func outlineNumber(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
    }

    /// The outline's lines for `objects` and everything below them, indented from `depth`.
    public static func outlineLines(_ objects: [NibObject], depth: Int) -> [String] {
        var out: [String] = []
        let fmt = outlineNumber
        func line(_ o: NibObject, _ depth: Int) {
            var s = String(repeating: "  ", count: depth + 1) + o.displayClass
            if o.isPlaceholder { s = String(repeating: "  ", count: depth + 1) + (o.id == NibPlaceholderID.filesOwner ? "File's Owner" : o.id == NibPlaceholderID.firstResponder ? "First Responder" : "placeholder") + (o.customClass.map { " (\($0))" } ?? "") }
            s += " id=\(o.id)"
            if let f = o.frame { s += " frame=(\(fmt(f.minX)) \(fmt(f.minY)); \(fmt(f.width))x\(fmt(f.height)))" }
            if let t = o.text, !t.isEmpty { s += " text=\"\(t.count > 40 ? String(t.prefix(40)) + "…" : t)\"" }
            if let title = o.states["normal"]?.title { s += " title=\"\(title)\"" }
            if let u = o.userLabel, !o.isPlaceholder { s += " label=\"\(u)\"" }
            if o.bool("hidden") == true { s += " hidden" }
            if !o.constraints.isEmpty { s += " constraints=\(o.constraints.count)" }
            out.append(s)
            for c in o.connections {
                let pad = String(repeating: "  ", count: depth + 2)
                switch c {
                case .outlet(let p, let d, _, _): out.append("\(pad)outlet \(p) → \(d)")
                case .outletCollection(let p, let d, _, _): out.append("\(pad)outletCollection \(p) → \(d)")
                case .action(let sel, let d, let ev, _, _): out.append("\(pad)action \(sel) → \(d) on \(ev)")
                }
            }
            if let c = o.contentView { line(c, depth + 1) }
            for s in o.subviews { line(s, depth + 1) }
        }
        for o in objects { line(o, depth) }
        return out
    }
}
