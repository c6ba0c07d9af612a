/// An object's identity as a dictionary key with a cheap hash: the solver's edit variables, and
/// the variables and constraints whose `SolverSlot` another solver owns, are keyed by identity
/// (`ObjectIdentifier`'s SipHash dominated a 10,000-view pass when every variable and
/// constraint was). No result depends on the iteration order of these dictionaries.
struct ObjectKey: Hashable {
    let id: ObjectIdentifier

    @inline(__always) init(_ object: AnyObject) { id = ObjectIdentifier(object) }

    static func == (a: ObjectKey, b: ObjectKey) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
    /// The address without its alignment bits, multiplied and folded (as `Symbol`'s hash).
    func _rawHashValue(seed: Int) -> Int {
        let bits = Int(bitPattern: UInt(bitPattern: id))
        let x = ((bits >> 4) ^ seed) &* -7046029254386353131 // 0x9E3779B97F4A7C15
        return x ^ (x >> 29)
    }
}
