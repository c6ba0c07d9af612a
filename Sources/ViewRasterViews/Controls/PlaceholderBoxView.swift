import Foundation

/// A view whose content ViewRaster cannot draw (there is no web engine and no map data): a
/// `systemGray6` box with a 1 pt `systemGray4` border, the class's name centred in 15 pt
/// semibold `secondaryLabel` and a detail line (a URL, a map type) in 13 pt below it.
@MainActor
open class PlaceholderBoxView: View {
    /// The first line ("WKWebView", "MKMapView").
    open var placeholderTitle: String { "" }
    /// The second line; nil draws none.
    open var placeholderDetail: String? { nil }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func drawContent(_ recorder: DisplayRecorder) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        recorder.fill(Path(rect: bounds), color: .systemGray6)
        let line: CGFloat = 1
        var border = Path(rect: bounds)
        border.append(Path(rect: bounds.insetBy(dx: line, dy: line)))
        recorder.fill(border, color: .systemGray4, rule: .evenodd)
        let title = Font.systemFont(ofSize: 15, weight: .semibold)
        let detailFont = Font.systemFont(ofSize: 13)
        let detail = placeholderDetail
        let titleHeight = ceil(title.layoutLineHeight), detailHeight = detail == nil ? 0 : ceil(detailFont.layoutLineHeight) + 2
        let top = bounds.midY - (titleHeight + detailHeight) / 2
        let inner = bounds.insetBy(dx: 8, dy: 0)
        ControlText.draw(placeholderTitle, font: title, color: .secondaryLabel,
                         in: CGRect(x: inner.minX, y: top, width: inner.width, height: titleHeight), recorder: recorder)
        if let detail {
            ControlText.draw(detail, font: detailFont, color: .secondaryLabel,
                             in: CGRect(x: inner.minX, y: top + titleHeight + 2, width: inner.width, height: detailHeight - 2), recorder: recorder)
        }
    }
}

/// A web view (WKWebView) drawn as a labelled placeholder box: "WKWebView" and the URL last
/// loaded (or "HTML" for a string), since there is no web engine.
@MainActor
open class WebView: PlaceholderBoxView {
    /// The URL of the last request or HTML string's base URL.
    public private(set) var url: URL?
    private var loadedHTML = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Remembers `url` (nothing is fetched). WKWebView's `load(_ request: URLRequest)` takes a
    /// request, which on Linux lives in FoundationNetworking (libcurl); this library does not
    /// link it, so pass the request's URL.
    public func load(url: URL) { self.url = url; loadedHTML = false; setNeedsDisplay() }
    /// Remembers that HTML was given (it is not rendered).
    public func loadHTMLString(_ string: String, baseURL: URL?) { url = baseURL; loadedHTML = true; setNeedsDisplay() }

    open override var placeholderTitle: String { "WKWebView" }
    open override var placeholderDetail: String? { url?.absoluteString ?? (loadedHTML ? "HTML" : nil) }
}

/// A map view (MKMapView) drawn as a labelled placeholder box: "MKMapView" and its map type.
@MainActor
open class MapView: PlaceholderBoxView {
    /// MKMapType's names.
    public enum MapType: String, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }
    /// The map type named in the box's second line (default `standard`); no map is drawn.
    public var mapType: MapType = .standard { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var placeholderTitle: String { "MKMapView" }
    open override var placeholderDetail: String? { mapType.rawValue }
}
