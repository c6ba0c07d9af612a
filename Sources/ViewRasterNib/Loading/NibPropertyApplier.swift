import Foundation
import ViewRasterViews

/// Applies a `NibObject`'s archived properties to a view, by class.
@MainActor
struct NibPropertyApplier {
    let object: NibObject
    let context: NibLoadContext
    /// `object`'s view properties, decoded by its nib's plan (nil: decoded here).
    var viewAttributes: NibViewAttributes? = nil

    func warn(_ message: String) { context.warn(message, at: object.location) }

    func apply(to view: View) {
        applyView(view)
        // The classes `view` is an instance of, cast once per class (`NibApplierKinds`); each
        // applier in the same order as ever, on the view downcast to a class it is known to be.
        let k = NibApplierKinds.of(view)
        if k.isEmpty { return }
        if k.contains(.imageView) { applyImageView(unsafeDowncast(view, to: ImageView.self)) }
        if k.contains(.activityIndicator) { applyActivityIndicator(unsafeDowncast(view, to: ActivityIndicatorView.self)) }
        if k.contains(.control) { applyControl(unsafeDowncast(view, to: Control.self)) }
        if k.contains(.switchControl) { applySwitch(unsafeDowncast(view, to: Switch.self)) }
        if k.contains(.progress) { applyProgress(unsafeDowncast(view, to: ProgressView.self)) }
        if k.contains(.label) { applyLabel(unsafeDowncast(view, to: Label.self)) }
        if k.contains(.button) { applyButton(unsafeDowncast(view, to: Button.self)) }
        if k.contains(.textField) { applyTextField(unsafeDowncast(view, to: TextField.self)) }
        if k.contains(.textView) { applyTextView(unsafeDowncast(view, to: TextView.self)) }
        if k.contains(.segmentedControl) { applySegmentedControl(unsafeDowncast(view, to: SegmentedControl.self)) }
        if k.contains(.visualEffect) { applyVisualEffect(unsafeDowncast(view, to: VisualEffectView.self)) }
        if k.contains(.stackView) { applyStackView(unsafeDowncast(view, to: StackView.self)) }
        if k.contains(.tableView) { applyTableView(unsafeDowncast(view, to: TableView.self)) }
        if k.contains(.tableViewCell) { applyTableViewCell(unsafeDowncast(view, to: TableViewCell.self)) }
        if k.contains(.collectionView) { applyCollectionView(unsafeDowncast(view, to: CollectionView.self)) }
        if k.contains(.collectionReusableView) { applyCollectionReusableView(unsafeDowncast(view, to: CollectionReusableView.self)) }
        if k.contains(.graphicsSurface), let name = NibElementClasses.graphicsSurfaceClassNames[object.element] {
            unsafeDowncast(view, to: GraphicsSurfaceView.self).surfaceClassName = name
        }
        applyControlsAndBars(view, kinds: k)
    }

    // MARK: View

    func applyView(_ v: View) {
        let o = object
        let a = viewAttributes ?? NibViewAttributes(o)
        context.names.setObjectID(o.hasSyntheticID ? nil : o.id, for: v)
        if let f = o.frame { v.frame = f }
        if let m = o.autoresizingMask { v.autoresizingMask = AutoresizingMask(rawValue: UInt(m.rawValue)) }
        v.translatesAutoresizingMaskIntoConstraints = a.translatesAutoresizingMaskIntoConstraints
        if let m = a.contentMode { v.contentMode = m } else if let mode = a.unknownContentMode { warn("unknown contentMode \"\(mode)\"") }
        if let alpha = a.alpha { v.alpha = alpha }
        if let h = a.hidden { v.isHidden = h }
        if let c = a.clipsSubviews { v.clipsToBounds = c }
        if let u = a.userInteractionEnabled { v.isUserInteractionEnabled = u }
        if let p = a.preservesSuperviewLayoutMargins { v.preservesSuperviewLayoutMargins = p }
        if let i = a.insetsLayoutMarginsFromSafeArea { v.insetsLayoutMarginsFromSafeArea = i }
        if let t = a.tag { v.tag = t }
        if let d = a.semanticContentAttribute {
            v.semanticContentAttribute = d
        } else if let d = a.unknownSemanticContentAttribute {
            warn("unknown semanticContentAttribute \"\(d)\"")
        }
        for (priority, axis, hugging) in a.priorities {
            if hugging { v.setContentHuggingPriority(priority, for: axis) }
            else { v.setContentCompressionResistancePriority(priority, for: axis) }
        }
        if let c = a.backgroundColor { v.backgroundColor = c }
        if let c = a.tintColor { v.tintColor = c }
        for e in a.elements {
            switch e {
            case .accessibilityIdentifier(let id): v.accessibilityIdentifier = id
            case .layoutMargins(let m): v.layoutMargins = m
            case .directionalLayoutMargins(let m): v.directionalLayoutMargins = m
            }
        }
    }

    static let contentModes: [String: ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// IB's `semanticContentAttribute` values (the Attributes inspector's "Semantic"). A forced
    /// direction flips the leading and trailing of the constraints installed on the view (its
    /// subviews', a stack view's arrangement), not the view's own place in its superview.
    static let semanticContentAttributes: [String: SemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
    ]

    // MARK: Controls

    func applyImageView(_ v: ImageView) {
        if let name = object.attributes["image"] {
            v.image = context.image(named: name, catalog: object.attributes["catalog"], at: object.location)
        }
        if let name = object.attributes["highlightedImage"] {
            v.highlightedImage = context.image(named: name, catalog: object.attributes["catalog"], at: object.location)
        }
        if let h = object.bool("highlighted") { v.isHighlighted = h }
        NibSymbols.apply(object, to: v, context: context)
    }

    func applyActivityIndicator(_ v: ActivityIndicatorView) {
        if let s = object.attributes["style"] {
            switch s {
            case "white": v.style = .white
            case "whiteLarge": v.style = .whiteLarge
            case "gray": v.style = .gray
            case "medium": v.style = .medium
            case "large": v.style = .large
            default: warn("unknown activity indicator style \"\(s)\"")
            }
        }
        if let c = object.colors["color"] { v.color = c.viewColor }
        // IB writes hidesWhenStopped only when it is on; UIKit decodes an absent key as NO.
        v.hidesWhenStopped = object.bool("hidesWhenStopped") ?? false
        if object.bool("animating") == true { v.startAnimating() }
    }

    func applyControl(_ v: Control) {
        if let e = object.bool("enabled") { v.isEnabled = e }
        if let s = object.bool("selected") { v.isSelected = s }
        if let h = object.bool("highlighted") { v.isHighlighted = h }
    }

    func applySwitch(_ v: Switch) {
        if let on = object.bool("on") { v.isOn = on }
        if let c = object.colors["onTintColor"] { v.onTintColor = c.viewColor }
        if let c = object.colors["thumbTintColor"] { v.thumbTintColor = c.viewColor }
    }

    func applyProgress(_ v: ProgressView) {
        if let p = object.double("progress") { v.progress = Float(p) }
        if let c = object.colors["progressTintColor"] { v.progressTintColor = c.viewColor }
        if let c = object.colors["trackTintColor"] { v.trackTintColor = c.viewColor }
    }
}

extension NibPropertyApplier {
    func applyStackView(_ v: StackView) {
        let o = object
        if let a = o.attributes["axis"] {
            if let axis = NibStackArrangement.axis(a) { v.axis = axis } else { warn("unknown stack view axis \"\(a)\"") }
        } else { v.axis = .horizontal }
        if let a = o.attributes["alignment"] {
            if let al = NibStackArrangement.alignment(a) { v.alignment = al } else { warn("unknown stack view alignment \"\(a)\"") }
        } else { v.alignment = .fill }
        if let d = o.attributes["distribution"] {
            if let di = NibStackArrangement.distribution(d) { v.distribution = di } else { warn("unknown stack view distribution \"\(d)\"") }
        } else { v.distribution = .fill }
        if let s = o.double("spacing") { v.spacing = CGFloat(s) }
        else if o.attributes["spacingType"] == "standard" { v.spacing = 8 }
        // Interface Builder has no switch for `isLayoutMarginsRelativeArrangement`: a stack view whose
        // layout margins are set in the Size inspector arranges its views inside them, on the canvas
        // and in the app (`canvas-rules.md`).
        let setsMargins = o.otherElements.contains {
            ($0.name, $0.key) == ("edgeInsets", "layoutMargins")
                || ($0.name, $0.key) == ("directionalEdgeInsets", "directionalLayoutMargins")
        }
        if let r = o.bool("layoutMarginsRelativeArrangement") ?? (setsMargins ? true : nil) {
            v.isLayoutMarginsRelativeArrangement = r
        }
    }
}
