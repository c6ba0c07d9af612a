/// A bar appearance of iOS 13 and later as IB writes it: `<navigationBarAppearance>`,
/// `<tabBarAppearance>` or `<toolbarAppearance>` with `key="standardAppearance"`
/// (`scrollEdgeAppearance`, `compactAppearance`, `compactScrollEdgeAppearance`), holding
/// `<color key="backgroundColor">`, `<color key="shadowColor">` and `<textAttributes
/// key="titleTextAttributes">` (`largeTitleTextAttributes`) with `<color key="NSColor">` and
/// a font keyed `NSFont`.
public struct NibBarAppearance: Sendable, Hashable {
    /// The element (`navigationBarAppearance`, …).
    public var element: String
    /// `<color key="backgroundColor">`, nil when absent.
    public var backgroundColor: NibColor?
    /// `<color key="shadowColor">` (the hairline), nil when absent.
    public var shadowColor: NibColor?
    /// Whether `<nil key="shadowColor"/>` (or `backgroundColor`) cleared the color.
    public var nilKeys: Set<String> = []
    /// The `NSColor` of `<textAttributes key="titleTextAttributes">`, nil when absent.
    public var titleColor: NibColor?
    /// The `NSFont` of `<textAttributes key="titleTextAttributes">`, nil when absent.
    public var titleFont: NibFontDescription?
    /// The `NSColor` of `<textAttributes key="largeTitleTextAttributes">`, nil when absent.
    public var largeTitleColor: NibColor?
    /// The `NSFont` of `<textAttributes key="largeTitleTextAttributes">`, nil when absent.
    public var largeTitleFont: NibFontDescription?
    /// Where the element starts.
    public var location: NibLocation
    /// An appearance `element` at `location` with nothing set.
    public init(element: String, location: NibLocation) { self.element = element; self.location = location }
}
