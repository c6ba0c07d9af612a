/// A bar appearance of iOS 13 and later as IB writes it: `<navigationBarAppearance>`,
/// `<tabBarAppearance>` or `<toolbarAppearance>` with `key="standardAppearance"`
/// (`scrollEdgeAppearance`, `compactAppearance`, `compactScrollEdgeAppearance`), holding
/// `<color key="backgroundColor">`, `<color key="shadowColor">` and `<textAttributes
/// key="titleTextAttributes">` (`largeTitleTextAttributes`) with `<color key="NSColor">` and
/// a font keyed `NSFont`.
public struct NibBarAppearance: Sendable, Hashable {
    /// The element (`navigationBarAppearance`, …).
    public var element: String
    public var backgroundColor: NibColor?
    public var shadowColor: NibColor?
    /// Whether `<nil key="shadowColor"/>` (or `backgroundColor`) cleared the color.
    public var nilKeys: Set<String> = []
    public var titleColor: NibColor?
    public var titleFont: NibFontDescription?
    public var largeTitleColor: NibColor?
    public var largeTitleFont: NibFontDescription?
    /// Where the element starts.
    public var location: NibLocation
    public init(element: String, location: NibLocation) { self.element = element; self.location = location }
}
