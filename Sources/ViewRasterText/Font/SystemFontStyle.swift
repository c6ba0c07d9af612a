import Foundation

extension Font {
    /// The system font's designs, as UIKit's `UIFontDescriptor.SystemDesign`. Each is drawn by
    /// a bundled face: `.default` and `.rounded` by Inter (with SF Pro's metrics), `.serif`
    /// (New York) by Liberation Serif and `.monospaced` (SF Mono) by Liberation Mono.
    public enum SystemDesign: String, Sendable, Hashable, CaseIterable {
        /// SF Pro.
        case `default`
        /// SF Pro Rounded (drawn with SF Pro's metrics: its advances are SF Pro's).
        case rounded
        /// New York.
        case serif
        /// SF Mono.
        case monospaced
    }
}

/// What makes a font the system font: its design and the weight it was asked for (the bundled
/// face may be the nearest weight only, so SF's metrics for that weight are kept here).
public struct SystemFontStyle: Sendable, Hashable {
    /// The design (`UIFontDescriptor.SystemDesign`).
    public var design: Font.SystemDesign
    /// The weight asked for (`UIFont.Weight`).
    public var weight: Font.Weight
    /// Whether the text takes SF Pro's metrics (vertical metrics, tracking, advances): the
    /// default and rounded designs; serif and monospaced keep their faces' own.
    public var usesSFProMetrics: Bool { design == .default || design == .rounded }
    /// Set when the font is one of San Francisco's static faces asked for by name (nil for the
    /// system font itself): which end of SF Pro's optical-size axis its advances take at every
    /// size, with no tracking.
    public var staticFace: SFStaticFace?
    /// How the advances follow the point size along the optical-size axis: `.continuous` (iOS 14
    /// on) unless set for text Interface Builder measured before Xcode 12 (`SFOpticalSizing`).
    /// A static face asked for by name keeps its one optical size whatever this says.
    public var opticalSizing: SFOpticalSizing = .continuous

    /// A style of `design` at `weight`.
    public init(design: Font.SystemDesign, weight: Font.Weight) {
        self.design = design
        self.weight = weight
    }
}

/// One of San Francisco's static faces, the font files Apple distributes for design tools and
/// designers install on the Mac that runs Interface Builder ("SF UI Text", "SF UI Display",
/// "SF Pro Text", "SF Pro Display"), asked for by PostScript name ("SFUIText-Regular",
/// "SFProDisplay-Bold"), or bundled by the app. Such a face is one optical size at every point
/// size — the Text face keeps its text-size spacing at 40 pt, the Display face its tight spacing
/// at 11 pt — and it takes no tracking: IB stores labels in these faces untracked (three
/// repositories' labels), as Core Text tracks the system font it draws itself
/// (`systemFont(ofSize:)`, `.SFUI…`) and, by that evidence, not a face asked for by name
/// (docs/system-font-metrics.md, "SF's static faces by name").
public enum SFStaticFace: String, Sendable, Hashable {
    /// SF UI Text, SF Pro Text: the text end of the optical-size axis (17 pt and below).
    case text
    /// SF Pro Display: the display end (28 pt and above).
    case display
    /// SF UI Display, the Display face of 2015–16 (iOS 9–10's design files, "SFUIDisplay-…"):
    /// its 2015 file's own advances (`IOSFamilyAdvances.sfUIDisplay(weight:)`: lowercase 2–3 % and
    /// capitals 1–5.5 % wider than our Display end; docs/system-font-metrics.md, "Set AS (session
    /// 46, textAS)"), and for characters beyond that table the display end, Latin capitals wider
    /// (`SystemFontMetrics.sfUIDisplayCapitalFactors`; "Set AN (session 41, textAN)"). SF UI
    /// Text's advances are SF Pro Text's.
    case uiDisplay

    /// The static face a font name asks for: "SFUIText-…", "SFProText-…" (text), "SFProDisplay-…"
    /// (display), "SFUIDisplay-…" (uiDisplay), in any case, spaces and hyphens ignored; nil for
    /// any other name, the system font's private names (".SFUIText-Semibold", which Core Text
    /// tracks) among them.
    public static func named(_ name: String) -> SFStaticFace? {
        guard !name.hasPrefix(".") else { return nil }
        let key = String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
        if key.hasPrefix("sfuitext") || key.hasPrefix("sfprotext") { return .text }
        if key.hasPrefix("sfuidisplay") { return .uiDisplay }
        if key.hasPrefix("sfprodisplay") { return .display }
        return nil
    }

    /// The point size on SF Pro's optical-size axis whose advances this face has when set at
    /// `pointSize`: `pointSize` itself up to `textEnd` for the Text face, at least `displayEnd` for
    /// the Display faces (the ends of the ramp `FittedAdvances` interpolates along).
    func opticalSize(at pointSize: CGFloat, textEnd: CGFloat, displayEnd: CGFloat) -> CGFloat {
        switch self {
        case .text: return min(pointSize, textEnd)
        case .display, .uiDisplay: return max(pointSize, displayEnd)
        }
    }
}
