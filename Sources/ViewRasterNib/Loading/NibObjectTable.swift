import Foundation

/// The objects one load has made, by xib id: in the slots of the nib's
/// `NibInstantiationPlan` (an array, no hashing) when the load has one, with ids the plan
/// does not know (and loads without a plan: a storyboard scene's controller) in a dictionary.
/// Reading or writing by id means what a `[String: AnyObject]` meant.
@MainActor
struct NibObjectTable {
    /// The plan whose slots `values` follows; nil: every id is in `extra`.
    let plan: NibInstantiationPlan?
    /// The object in each slot of `plan`.
    private(set) var values: [AnyObject?]
    /// Objects under ids `plan` has no slot for.
    private(set) var extra: [String: AnyObject] = [:]

    /// An empty table over `plan`'s slots.
    init(plan: NibInstantiationPlan?) {
        self.plan = plan
        values = Array(repeating: nil, count: plan?.ids.count ?? 0)
    }

    /// The object in `slot` of the plan.
    subscript(slot slot: Int) -> AnyObject? {
        get { values[slot] }
        set { values[slot] = newValue }
    }

    /// The object with xib id `id`.
    subscript(id: String) -> AnyObject? {
        get {
            if let s = plan?.slotByID[id] { return values[s] }
            return extra.isEmpty ? nil : extra[id]
        }
        set {
            if let s = plan?.slotByID[id] { values[s] = newValue } else { extra[id] = newValue }
        }
    }

    /// Every object by id (made for callers that ask for the whole table).
    var dictionary: [String: AnyObject] {
        var out = extra
        if let plan {
            out.reserveCapacity(extra.count + values.count)
            for (slot, value) in values.enumerated() { if let value { out[plan.ids[slot]] = value } }
        }
        return out
    }
}
