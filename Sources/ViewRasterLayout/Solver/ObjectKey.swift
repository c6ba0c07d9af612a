/// An object's identity as a dictionary key with a cheap hash: the solver keys its variables
/// and constraints by identity tens of thousands of times per pass, and `ObjectIdentifier`'s
/// SipHash dominated a 10,000-view pass. No result depends on the iteration order of these
/// dictionaries (it was already seeded per process).
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
