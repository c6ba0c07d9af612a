import Foundation
import ViewRasterOutput

/// A self-contained HTML page of the failures in an artifacts folder: for each failure the
/// message, the reference, actual and diff images side by side, and a slider that wipes
/// between reference and actual. Images are inline `data:` URIs; the page needs no other file.
public enum SnapshotReport {
    /// The failures under `directory` (any depth), sorted by name.
    public static func failures(in directory: URL) throws -> [SnapshotFailureRecord] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDir), isDir.boolValue else {
            throw SnapshotError("\(directory.path) is not a folder")
        }
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else {
            throw SnapshotError("cannot list \(directory.path)")
        }
        var records: [SnapshotFailureRecord] = []
        while let item = walker.nextObject() as? String {
            let file = (item as NSString).lastPathComponent
            guard !file.hasPrefix("."), let range = file.range(of: ".actual.", options: .backwards) else { continue }
            let ext = String(file[range.upperBound...])
            guard !ext.isEmpty, !ext.contains(".") else { continue }
            let folder = (item as NSString).deletingLastPathComponent
            let stem = String(file[..<range.lowerBound])
            let name = folder.isEmpty ? stem : folder + "/" + stem
            let base = directory.appendingPathComponent(name)
            func sibling(_ kind: String, _ e: String) -> URL? {
                let u = URL(fileURLWithPath: base.path + ".\(kind).\(e)")
                return FileManager.default.fileExists(atPath: u.path) ? u : nil
            }
            let message = sibling("message", "txt").flatMap { try? String(contentsOf: $0, encoding: .utf8) }
            records.append(SnapshotFailureRecord(name: name, pathExtension: ext,
                                                 actual: directory.appendingPathComponent(item),
                                                 reference: sibling("reference", ext), diff: sibling("diff", "png"),
                                                 message: message))
        }
        return records.sorted { $0.name < $1.name }
    }

    /// Writes the report page for the failures under `directory` to `output` (atomically) and
    /// returns how many failures it shows.
    @discardableResult
    public static func write(for directory: URL, to output: URL) throws -> Int {
        let records = try failures(in: directory)
        try ImageFiles.writeAtomically(Data(try html(for: directory, records: records).utf8), to: output)
        return records.count
    }

    /// The report page for the failures under `directory`.
    public static func html(for directory: URL) throws -> String {
        try html(for: directory, records: try failures(in: directory))
    }

    static func html(for directory: URL, records: [SnapshotFailureRecord]) throws -> String {
        var body = ""
        for (index, r) in records.enumerated() {
            body += try section(r, index: index)
        }
        if records.isEmpty { body = "<p class=\"none\">No snapshot failures in this folder.</p>\n" }
        let title = "Snapshot failures: \(records.count)"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h1 { font-size: 20px; } h2 { font-size: 16px; margin: 0 0 8px; font-family: ui-monospace, monospace; }
        section { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 0 0 24px; }
        pre { background: #f3f3f3; padding: 8px; overflow-x: auto; white-space: pre-wrap; font-size: 12px; }
        .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        img { image-rendering: pixelated; width: calc(var(--w) * var(--zoom, 1) * 1px); display: block;
              background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; border: 1px solid #ccc; }
        .compare { position: relative; display: inline-block; }
        .compare .top { position: absolute; left: 0; top: 0; }
        .compare .line { position: absolute; top: 0; bottom: 0; width: 2px; background: #e0245e; pointer-events: none; }
        .compare input { display: block; width: 100%; margin-top: 6px; }
        .zoom button { margin-right: 4px; }
        .none { color: #2a7; font-weight: 600; }
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>
        <p>Folder: <code>\(escape(directory.path))</code></p>
        <p class="zoom">Zoom: <button data-zoom="0.5">½×</button><button data-zoom="1">1×</button><button data-zoom="2">2×</button><button data-zoom="4">4×</button></p>
        \(body)<script>
        document.querySelectorAll('.zoom button').forEach(function (b) {
          b.addEventListener('click', function () { document.body.style.setProperty('--zoom', b.dataset.zoom); });
        });
        document.querySelectorAll('.compare').forEach(function (c) {
          var range = c.querySelector('input'), top = c.querySelector('.top'), line = c.querySelector('.line');
          function update() { top.style.clipPath = 'inset(0 0 0 ' + range.value + '%)'; line.style.left = range.value + '%'; }
          range.addEventListener('input', update); update();
        });
        </script>
        </body>
        </html>

        """
    }

    static func section(_ r: SnapshotFailureRecord, index: Int) throws -> String {
        var s = "<section id=\"failure-\(index)\">\n<h2>\(escape(r.name))</h2>\n"
        if let m = r.message { s += "<pre class=\"message\">\(escape(m))</pre>\n" }
        if r.pathExtension.lowercased() == "png" {
            s += "<div class=\"row\">\n"
            if let ref = r.reference { s += try figure("Reference", ref) }
            s += try figure("Actual", r.actual)
            if let diff = r.diff { s += try figure("Diff", diff) }
            if let ref = r.reference {
                s += "<figure><figcaption>Reference ◀ slide ▶ Actual</figcaption><div class=\"compare\">"
                s += try image(ref, cls: "bottom", alt: "reference")
                s += try image(r.actual, cls: "top", alt: "actual")
                s += "<div class=\"line\"></div><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"wipe between reference and actual\"></div></figure>\n"
            }
            s += "</div>\n"
        } else {
            s += "<div class=\"row\">\n"
            if let ref = r.reference {
                s += "<figure><figcaption>Reference</figcaption><pre>\(escape(try text(ref)))</pre></figure>\n"
            }
            s += "<figure><figcaption>Actual</figcaption><pre>\(escape(try text(r.actual)))</pre></figure>\n</div>\n"
        }
        return s + "</section>\n"
    }

    static func figure(_ caption: String, _ url: URL) throws -> String {
        "<figure><figcaption>\(caption)</figcaption>\(try image(url, cls: caption.lowercased(), alt: caption.lowercased()))</figure>\n"
    }

    static func image(_ url: URL, cls: String, alt: String) throws -> String {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw SnapshotError("cannot read \(url.path): \(ImageFiles.reason(error))") }
        // Small images are blown up (whole multiples, pixelated) to at least 240 px wide.
        let pixels = pngWidth(data) ?? 100
        let width = pixels * (pixels < 240 ? (240 + pixels - 1) / max(1, pixels) : 1)
        return "<img class=\"\(cls)\" alt=\"\(alt)\" style=\"--w: \(width)\" src=\"data:image/png;base64,\(data.base64EncodedString())\">"
    }

    static func text(_ url: URL) throws -> String {
        do { return try String(contentsOf: url, encoding: .utf8) } catch {
            throw SnapshotError("cannot read \(url.path): \(ImageFiles.reason(error))")
        }
    }

    /// The width in the PNG's IHDR chunk, without decoding the image.
    static func pngWidth(_ data: Data) -> Int? { PNG.dimensions(of: data)?.width }

    static func escape(_ s: String) -> String { HTMLText.escape(s) }
}
