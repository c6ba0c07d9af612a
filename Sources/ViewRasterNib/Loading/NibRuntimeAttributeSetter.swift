import Foundation
import ViewRasterViews

/// Sets `<userDefinedRuntimeAttributes>`: `layer.*` key paths on the view's layer, others
/// through the key paths the object's class declares (`ConnectionTable.attribute`). The
/// common `cornerRadius`/`borderWidth`/`borderColor` IBInspectable extensions fall back to
/// the layer; anything else undeclared is a warning.
@MainActor
struct NibRuntimeAttributeSetter {
    let context: NibLoadContext

    /// Sets the runtime attributes of the object at index `i` of `plan` and of the objects
    /// below it (content view, subviews, bar items' views).
    func apply(_ i: Int, _ plan: NibInstantiationPlan) {
        let o = plan.objects[i]
        let attributes = o.runtimeAttributes
        if !attributes.isEmpty, let target = context.objects[slot: plan.objectSlots[i]] {
            for a in attributes { set(a, on: target, id: o.id) }
        }
        let ci = plan.contentIndex[i]
        if ci >= 0 { apply(ci, plan) }
        for s in plan.subviewIndices[i] { apply(s, plan) }
        for b in plan.barItemIndices[i] { apply(b, plan) }
    }

    func set(_ a: NibRuntimeAttribute, on target: AnyObject, id: String) {
        let value = a.value.swiftValue
        if let r = target as? Responder, let value, declared(r, a.keyPath, value, a.location) { return }
        if let view = target as? View {
            if a.keyPath.hasPrefix("layer.") {
                let key = String(a.keyPath.dropFirst("layer.".count))
                if setLayer(view.layer, key, a.value) { return }
                context.warn("runtime attribute \(a.keyPath) on \(type(of: view)) (id \(id)) is not a supported layer property; ignored", at: a.location)
                return
            }
            if Self.layerAliases.contains(a.keyPath), setLayer(view.layer, a.keyPath, a.value) {
                context.warn("\(type(of: view)) (id \(id)) declares no runtime attribute \(a.keyPath); applied to layer.\(a.keyPath) as the usual IBInspectable extension does", at: a.location)
                return
            }
            if setViewProperty(view, a.keyPath, a.value) { return }
        }
        context.warn("\(type(of: target)) (id \(id)) declares no runtime attribute \(a.keyPath); ignored", at: a.location)
    }

    static let layerAliases: Set<String> = ["cornerRadius", "borderWidth", "borderColor", "masksToBounds"]

    /// Tries the class's declared setter with the value in each Swift type a property may have.
    func declared(_ r: Responder, _ keyPath: String, _ value: Any, _ location: NibLocation) -> Bool {
        guard ConnectionTables.table(of: type(of: r)).attributes[keyPath] != nil else { return false }
        var candidates: [Any] = [value]
        if let d = value as? Double {
            candidates += [CGFloat(d), Float(d)] as [Any]
            // Int(exactly:): a huge or NaN number is no Int (and must not trap).
            if let i = Int(exactly: d.rounded()) { candidates.append(i) }
            candidates.append(d != 0)
        }
        if let b = value as? Bool { candidates.append(b ? 1.0 : 0.0) }
        if let c = value as? Color { candidates.append(Optional(c) as Any) }
        for c in candidates where r.setRuntimeAttribute(keyPath, to: c) { return true }
        context.warn("runtime attribute \(keyPath) on \(type(of: r)) has the wrong type (\(type(of: value))); ignored",
                     at: location)
        return true
    }

    func setLayer(_ layer: Layer, _ key: String, _ value: NibRuntimeAttribute.Value) -> Bool {
        switch (key, value) {
        case ("cornerRadius", .number(let d)): layer.cornerRadius = CGFloat(d)
        case ("borderWidth", .number(let d)): layer.borderWidth = CGFloat(d)
        case ("borderColor", .color(let c)), ("borderUIColor", .color(let c)): layer.borderColor = c.viewColor
        case ("masksToBounds", .boolean(let b)): layer.masksToBounds = b
        case ("masksToBounds", .number(let d)): layer.masksToBounds = d != 0
        case ("shadowColor", .color(let c)), ("shadowUIColor", .color(let c)): layer.shadowColor = c.viewColor
        case ("shadowOpacity", .number(let d)): layer.shadowOpacity = CGFloat(d)
        case ("shadowRadius", .number(let d)): layer.shadowRadius = CGFloat(d)
        case ("shadowOffset", .size(let s)): layer.shadowOffset = s
        case ("opacity", .number(let d)): layer.opacity = CGFloat(d)
        case ("backgroundColor", .color(let c)): layer.backgroundColor = c.viewColor
        default: return false
        }
        return true
    }

    /// A few `UIView` properties set by key path in real files.
    func setViewProperty(_ v: View, _ key: String, _ value: NibRuntimeAttribute.Value) -> Bool {
        switch (key, value) {
        case ("alpha", .number(let d)): v.alpha = CGFloat(d)
        case ("tag", .number(let d)): v.tag = Int(exactly: d.rounded(.towardZero)) ?? 0
        case ("clipsToBounds", .boolean(let b)): v.clipsToBounds = b
        case ("hidden", .boolean(let b)), ("isHidden", .boolean(let b)): v.isHidden = b
        case ("backgroundColor", .color(let c)): v.backgroundColor = c.viewColor
        case ("tintColor", .color(let c)): v.tintColor = c.viewColor
        case ("accessibilityIdentifier", .string(let s)): v.accessibilityIdentifier = s
        default: return false
        }
        return true
    }
}
