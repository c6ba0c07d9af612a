import Foundation
import ViewRasterSnapshotDiff

/// `OUT/index.html`: one self-contained page (inline CSS and script, no network) with a card
/// per file in the cards' order. Apart from the `<span class="time">` elements the page
/// depends only on the cards. The script filters the cards by the text in the box; if a script
/// error happens it shows an element `#page-error`, and once it ran `body` has `data-ready`
/// set to the number of cards (what the headless-browser test looks for).
enum RenderAllPage {
    static func html(_ cards: [RenderAllCard]) -> String {
        let failed = cards.filter(\.failed).count
        let images = cards.reduce(0) { $0 + $1.images.count }
        let agree = cards.compactMap(\.agree).reduce(0, +), compared = cards.compactMap(\.compared).reduce(0, +)
        let totalTime = cards.reduce(0) { $0 + $1.milliseconds }
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>viewraster render-all: \(cards.count) files</title>
        <script>
        window.onerror = function (message, source, line) {
          var e = document.getElementById('page-error') || document.createElement('div');
          e.id = 'page-error';
          e.textContent = 'page error: ' + message + ' (line ' + line + ')';
          (document.body || document.documentElement).appendChild(e);
        };
        </script>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #222; }
        header { position: sticky; top: 0; background: #fff; padding: 12px 20px; border-bottom: 1px solid #ddd; }
        header h1 { font-size: 18px; margin: 0 0 6px; }
        #filter { width: 28em; max-width: 90%; padding: 4px 8px; font-size: 14px; }
        main { padding: 12px 20px; display: flex; flex-direction: column; gap: 12px; }
        .card { background: #fff; border: 1px solid #ddd; border-left: 6px solid #3a3; border-radius: 6px; padding: 10px 14px; }
        .card.failed { border-left-color: #c33; }
        .card h2 { font-size: 15px; margin: 0 0 4px; font-family: ui-monospace, monospace; word-break: break-all; }
        .meta span { margin-right: 1.2em; color: #555; }
        .thumbs { display: flex; flex-wrap: wrap; gap: 10px; margin: 8px 0; }
        figure { margin: 0; text-align: center; }
        figure img { max-width: 240px; max-height: 240px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figcaption { font: 11px ui-monospace, monospace; color: #666; }
        .error { color: #c33; font-family: ui-monospace, monospace; white-space: pre-wrap; }
        .warnings li, .unknown { font: 12px ui-monospace, monospace; }
        #page-error { position: fixed; bottom: 0; left: 0; right: 0; background: #c33; color: #fff; padding: 8px; }
        </style>
        </head>
        <body>
        <header>
        <h1>\(cards.count) files, \(images) views and scenes, \(failed) failed</h1>
        <p class="summary">layout agreement with IB's stored frames: \(agree)/\(compared) views within 0.5 pt · <span class="time">\(totalTime) ms</span></p>
        <input id="filter" type="search" placeholder="filter: path, class, warning, failed" aria-label="filter"> <span id="shown">\(cards.count)</span> shown
        </header>
        <main id="cards">

        """
        for card in cards { out += self.card(card) }
        out += """
        </main>
        <script>
        (function () {
          var box = document.getElementById('filter');
          var cards = Array.prototype.slice.call(document.querySelectorAll('.card'));
          function apply() {
            var words = box.value.toLowerCase().split(/\\s+/).filter(function (w) { return w.length > 0; });
            var shown = 0;
            cards.forEach(function (c) {
              var text = (c.getAttribute('data-search') || '').toLowerCase();
              var hit = words.every(function (w) { return text.indexOf(w) >= 0; });
              c.hidden = !hit;
              if (hit) shown += 1;
            });
            document.getElementById('shown').textContent = String(shown);
          }
          box.addEventListener('input', apply);
          apply();
          document.body.setAttribute('data-ready', String(cards.length));
        })();
        </script>
        </body>
        </html>

        """
        return out
    }

    /// One file's `<section class="card">`.
    static func card(_ card: RenderAllCard) -> String {
        let search = ([card.path, card.kind, card.failed ? "failed" : "ok", card.error ?? ""] + card.unknownClasses + card.warnings)
            .joined(separator: " ")
        var s = "<section class=\"card\(card.failed ? " failed" : "")\" id=\"\(escape(anchor(card.path)))\" data-search=\"\(escape(search))\">\n"
        s += "<h2><a href=\"#\(escape(anchor(card.path)))\">\(escape(card.path))</a></h2>\n"
        s += "<p class=\"meta\"><span class=\"kind\">\(card.kind)</span>"
        let noun = card.kind == "storyboard" ? "scene" : "view"
        s += "<span class=\"views\">\(card.images.count) \(noun)\(card.images.count == 1 ? "" : "s")</span>"
        if let agree = card.agree, let compared = card.compared {
            s += "<span class=\"agree\">layout: \(agree)/\(compared) views agree with IB within 0.5 pt</span>"
        }
        s += "<span class=\"time\">\(card.milliseconds) ms</span></p>\n"
        if let error = card.error { s += "<p class=\"error\">\(escape(error))</p>\n" }
        if !card.images.isEmpty {
            s += "<div class=\"thumbs\">\n"
            for image in card.images {
                s += "<figure><a href=\"\(escape(href(image.png)))\"><img src=\"\(escape(href(image.thumbnail)))\" alt=\"\(escape(image.name))\" loading=\"lazy\"></a>"
                s += "<figcaption>\(escape(image.name)) · \(image.width)×\(image.height)</figcaption></figure>\n"
            }
            s += "</div>\n"
        }
        if !card.unknownClasses.isEmpty {
            s += "<p class=\"unknown\">unknown classes: \(card.unknownClasses.map(escape).joined(separator: ", "))</p>\n"
        }
        if !card.warnings.isEmpty {
            s += "<details><summary>\(card.warnings.count) warning\(card.warnings.count == 1 ? "" : "s")</summary><ul class=\"warnings\">\n"
            for w in card.warnings { s += "<li>\(escape(w))</li>\n" }
            s += "</ul></details>\n"
        }
        return s + "</section>\n"
    }

    /// Text made safe inside HTML elements and double-quoted attributes.
    static func escape(_ text: String) -> String { HTMLText.escape(text) }

    /// A relative path as a URL path (spaces, `#`, `%`, `?` encoded).
    static func href(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?%;")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// An id for the card: `file-` and the path with anything but letters and digits as `-`.
    static func anchor(_ path: String) -> String { "file-" + RenderAllRenderer.safe(path).replacingOccurrences(of: "_", with: "-") }
}
