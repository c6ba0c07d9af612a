/// The outlets and actions a class declares, used by the nib loader and by hand-written code
/// (Swift on Linux has no KVC or `#selector`). Build it once per class:
///
///     override class var connections: ConnectionTable {
///         super.connections
///             .outlet("displayLabel", \MyCustomTimer.displayLabel)
///             .action("startButtonPush:") { (me: MyCustomTimer, sender) in me.startButtonPush(sender) }
///     }
@MainActor
public struct ConnectionTable {
    /// Sets an outlet on its owner (the first argument) to the connected object (nil clears it);
    /// false when the owner or the object is not of the declared types.
    public typealias OutletSetter = @MainActor (AnyObject, AnyObject?) -> Bool
    /// Runs an action on its target (the first argument) with the sender; false when the target is
    /// not of the declared type.
    public typealias ActionInvoker = @MainActor (AnyObject, AnyObject?) -> Bool

    /// The outlets the class declares, by name (`outlet(_:_:)`, `outlet(_:set:)`).
    public private(set) var outlets: [String: OutletSetter] = [:]
    /// The outlet collections the class declares, by name (`outletCollection(_:_:)`); each
    /// connection appends.
    public private(set) var outletCollections: [String: OutletSetter] = [:]
    /// The actions the class declares, by selector name (`action(_:_:)`).
    public private(set) var actions: [String: ActionInvoker] = [:]
    /// Runtime attributes (user-defined key paths) the class accepts.
    public private(set) var attributes: [String: OutletSetterAny] = [:]
    /// Sets a runtime attribute on its owner (the first argument) to a value; false when either is
    /// not of the declared types.
    public typealias OutletSetterAny = @MainActor (AnyObject, Any) -> Bool

    /// An empty table: no outlets, actions or attributes.
    public nonisolated init() {}

    /// Declares an outlet `name` written through `keyPath` (an optional or implicitly
    /// unwrapped property).
    public func outlet<Owner: AnyObject, Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value?>) -> ConnectionTable {
        var t = self
        t.outlets[name] = { owner, value in
            guard let owner = owner as? Owner else { return false }
            if value == nil { owner[keyPath: keyPath] = nil; return true }
            guard let v = value as? Value else { return false }
            owner[keyPath: keyPath] = v
            return true
        }
        return t
    }

    /// Declares an outlet `name` that `set` writes, for a property whose type is a protocol
    /// (a table's `dataSource`, which a key path to `AnyObject` cannot name): `set` gets the
    /// connected object (nil to clear it) and returns whether it fits the property.
    public func outlet<Owner: AnyObject>(_ name: String, set: @escaping @MainActor (Owner, AnyObject?) -> Bool) -> ConnectionTable {
        var t = self
        t.outlets[name] = { owner, value in
            guard let owner = owner as? Owner else { return false }
            return set(owner, value)
        }
        return t
    }

    /// Declares an outlet collection `name`: each connection appends to the array.
    public func outletCollection<Owner: AnyObject, Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Value]>) -> ConnectionTable {
        var t = self
        t.outletCollections[name] = { owner, value in
            guard let owner = owner as? Owner, let v = value as? Value else { return false }
            owner[keyPath: keyPath].append(v)
            return true
        }
        return t
    }

    /// Declares an action by its selector name (`startButtonPush:`).
    public func action<Owner: AnyObject>(_ selector: String, _ body: @escaping @MainActor (Owner, AnyObject?) -> Void) -> ConnectionTable {
        var t = self
        t.actions[selector] = { target, sender in
            guard let target = target as? Owner else { return false }
            body(target, sender)
            return true
        }
        return t
    }

    /// Declares a runtime attribute key path the class accepts (`userDefinedRuntimeAttributes`).
    public func attribute<Owner: AnyObject, Value>(_ keyPath: String, _ property: ReferenceWritableKeyPath<Owner, Value>) -> ConnectionTable {
        var t = self
        t.attributes[keyPath] = { owner, value in
            guard let owner = owner as? Owner, let v = value as? Value else { return false }
            owner[keyPath: property] = v
            return true
        }
        return t
    }
}

/// An action's name, as Interface Builder writes it (`startButtonPush:`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name with its colons (`startButtonPush:`).
    public var name: String
    /// The selector named `name`.
    public init(_ name: String) { self.name = name }
    /// The selector named by a string literal (`"startButtonPush:"`).
    public init(stringLiteral value: String) { self.name = value }
    /// The selector's name.
    public var description: String { name }
}

extension Responder {
    /// Sets the outlet `name` on this object through its class's table; false when the class
    /// declares no such outlet or the value has the wrong type.
    public func setOutlet(_ name: String, to value: AnyObject?) -> Bool {
        guard let set = ConnectionTables.outletSetter(name, of: type(of: self), collection: false) else { return false }
        return set(self, value)
    }

    /// Invokes the action `selector` on this object; false when the class declares none.
    @discardableResult
    public func perform(_ selector: Selector, sender: AnyObject?) -> Bool {
        guard let invoke = ConnectionTables.table(of: type(of: self)).actions[selector.name] else { return false }
        return invoke(self, sender)
    }

    /// Sets a runtime attribute declared by the class; false when undeclared.
    public func setRuntimeAttribute(_ keyPath: String, to value: Any) -> Bool {
        guard let set = ConnectionTables.table(of: type(of: self)).attributes[keyPath] else { return false }
        return set(self, value)
    }
}
