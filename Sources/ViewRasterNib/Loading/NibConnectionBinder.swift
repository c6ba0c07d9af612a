import Foundation
import ViewRasterViews

/// Connects a nib's outlets and actions once its objects exist, through each class's
/// `connections` table: outlets and outlet collections set by key, UIViewController's own
/// `view` outlet, actions added as control targets. File's Owner connections without an owner
/// are counted (one warning for all); anything else that cannot be made is a warning at its line.
@MainActor
struct NibConnectionBinder {
    let context: NibLoadContext

    /// Connects the outlets and actions of the object at index `i` of `plan` and of the
    /// objects below it (content view, subviews, bar items' views).
    func connect(_ i: Int, _ plan: NibInstantiationPlan) {
        let o = plan.objects[i]
        let connections = o.connections
        if !connections.isEmpty {
            let source = context.objects[slot: plan.objectSlots[i]]
            var k = plan.connectionStart[i]
            for c in connections {
                let slot = plan.destinationSlots[k]
                k += 1
                switch c {
                case .outlet(let property, let destination, _, let location),
                     .outletCollection(let property, let destination, _, let location):
                    connectOutlet(source: source, sourceID: o.id, property: property, destinationID: destination,
                                  destinationSlot: slot,
                                  collection: { if case .outletCollection = c { return true }; return false }(),
                                  location: location)
                case .action(let selector, let destination, let eventType, _, let location):
                    connectAction(source: source, sourceID: o.id, selector: selector, destinationID: destination,
                                  destinationSlot: slot, eventType: eventType, location: location)
                }
            }
        }
        let ci = plan.contentIndex[i]
        if ci >= 0 { connect(ci, plan) }
        for s in plan.subviewIndices[i] { connect(s, plan) }
        for b in plan.barItemIndices[i] { connect(b, plan) }
    }

    /// The object a connection's destination names: by its slot in the plan, else by id.
    func destinationObject(_ id: String, slot: Int) -> AnyObject? {
        slot != NibInstantiationPlan.noSlot ? context.objects[slot: slot] : context.objects[id]
    }

    func connectOutlet(source: AnyObject?, sourceID: String, property: String, destinationID: String,
                       destinationSlot: Int, collection: Bool, location: NibLocation) {
        guard let source else {
            if sourceID == NibPlaceholderID.filesOwner { context.skippedOwnerConnections += 1 }
            return
        }
        guard let destination = destinationObject(destinationID, slot: destinationSlot) else {
            if destinationID == NibPlaceholderID.filesOwner { context.skippedOwnerConnections += 1; return }
            context.warn("outlet \(property) of \(context.describe(source, id: sourceID)) points at \(destinationID), which is not an object this nib creates", at: location)
            return
        }
        guard let responder = source as? Responder else {
            context.warn("\(type(of: source)) cannot take outlets (property \(property), id \(sourceID))", at: location)
            return
        }
        let declared = ConnectionTables.outletSetter(property, of: type(of: responder), collection: collection)
        if declared == nil, property == "view", let vc = responder as? ViewController {
            // UIViewController's own `view` outlet.
            if let v = destination as? View { vc.view = v }
            else { context.warn("outlet view of \(type(of: vc)) cannot hold \(context.describe(destination, id: destinationID))", at: location) }
            return
        }
        guard let set = declared else {
            context.warn("\(type(of: responder)) declares no outlet \(property) (object id \(sourceID)); connection to \(destinationID) skipped", at: location)
            return
        }
        if !set(responder, destination) {
            context.warn("outlet \(property) of \(type(of: responder)) (object id \(sourceID)) cannot hold \(context.describe(destination, id: destinationID))", at: location)
        } else if let view = destination as? View {
            context.names.addOutlet(property, to: view)   // for recursiveDescription and diagnostics
        }
    }

    func connectAction(source: AnyObject?, sourceID: String, selector: String, destinationID: String,
                       destinationSlot: Int, eventType: String, location: NibLocation) {
        guard let control = source as? Control else {
            if source != nil {
                context.warn("action \(selector) comes from \(context.describe(source, id: sourceID)), which is not a control; skipped", at: location)
            }
            return
        }
        if destinationID == NibPlaceholderID.firstResponder {
            context.warn("action \(selector) is sent to the First Responder, which is not supported; skipped", at: location)
            return
        }
        guard let target = destinationObject(destinationID, slot: destinationSlot) as? Responder else {
            if destinationID == NibPlaceholderID.filesOwner && context.objects[NibPlaceholderID.filesOwner] == nil { context.skippedOwnerConnections += 1; return }
            context.warn("action \(selector) targets \(context.describe(context.objects[destinationID], id: destinationID)), which cannot receive actions; skipped", at: location)
            return
        }
        guard let events = NibEventTypes.events[eventType] else {
            context.warn("unknown action event type \"\(eventType)\" for \(selector); skipped", at: location)
            return
        }
        if !ConnectionTables.declaresAction(selector, of: type(of: target)) {
            context.warn("\(type(of: target)) declares no action \(selector) (object id \(destinationID)); the control will not reach it", at: location)
        }
        control.addTarget(target, action: Selector(selector), for: events)
    }
}
