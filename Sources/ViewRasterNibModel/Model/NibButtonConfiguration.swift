import Foundation

/// A button's `<buttonConfiguration key="configuration" style="filled" title="…"
/// buttonSize="large" cornerStyle="capsule" imagePlacement="top" imagePadding="8" …>` (Xcode 13
/// and later) with what it holds: `<backgroundConfiguration key="background">` (its
/// `cornerRadius`, `strokeWidth`, `strokeOutset` and `<color key="backgroundColor|strokeColor">`),
/// `<color key="baseForegroundColor|baseBackgroundColor">`, `<fontDescription
/// key="titleFontDescription|subtitleFontDescription">`, `<imageReference key="image">`,
/// `<preferredSymbolConfiguration key="preferredSymbolConfigurationForImage">`,
/// `<directionalEdgeInsets key="contentInsets">`, `<attributedString key="attributedTitle">`
/// and `<string key="title|subtitle">` bodies.
public struct NibButtonConfiguration: Sendable, Hashable {
    /// The element's attributes as written (`style`, `title`, `image`, `buttonSize`, …).
    public var attributes: [String: String]
    /// `baseForegroundColor` and `baseBackgroundColor`.
    public var colors: [String: NibColor] = [:]
    /// The `<backgroundConfiguration>`'s attributes (`cornerRadius`, `strokeWidth`, …).
    public var backgroundAttributes: [String: String] = [:]
    /// The `<backgroundConfiguration>`'s `backgroundColor` and `strokeColor`.
    public var backgroundColors: [String: NibColor] = [:]
    /// Fonts by key (`titleFontDescription`, `subtitleFontDescription`).
    public var fonts: [String: NibFontDescription] = [:]
    /// `attributedTitle` and `attributedSubtitle`.
    public var attributedStrings: [String: NibAttributedString] = [:]
    /// `<string key="…">` bodies (`title`, `subtitle`): IB writes long texts so.
    public var strings: [String: String] = [:]
    /// `<imageReference key="image">`, as written.
    public var imageReference: XIBElement?
    /// `<preferredSymbolConfiguration key="preferredSymbolConfigurationForImage">`, as written.
    public var preferredSymbolConfiguration: XIBElement?
    /// `<directionalEdgeInsets key="contentInsets">`.
    public var contentInsets: NibDirectionalInsets?
    /// Where the element starts.
    public var location: NibLocation

    /// A configuration of `attributes` at `location`, with nothing inside yet.
    public init(attributes: [String: String], location: NibLocation) {
        self.attributes = attributes; self.location = location
    }
}

/// `<directionalEdgeInsets key="…" top="…" leading="…" bottom="…" trailing="…"/>`.
public struct NibDirectionalInsets: Sendable, Hashable {
    /// The insets in points (`leading` and `trailing` flip in a right-to-left layout).
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    /// Insets of these sizes.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}
