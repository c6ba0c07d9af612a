import Foundation

/// The text `viewraster inspect` prints for a storyboard: a header, then each scene (scene id,
/// controller class and id, storyboard identifier, the initial marker, its segues with kind and
/// destination, its view tree as for a xib), then connections and warnings.
public enum StoryboardInspection {
    /// One line per segue: `segue show "detail" from UIButton id=… → DetailController id=…`.
    public static func segueLine(_ s: NibSegue, in document: StoryboardDocument) -> String {
        var line = "segue \(s.kind)"
        if let r = s.relationship { line += " (\(r))" }
        if let id = s.identifier { line += " \"\(id)\"" }
        if s.sourceElement != "viewController" && document.scene(controllerID: s.sourceID) == nil {
            line += " from \(s.sourceElement) id=\(s.sourceID)"
        }
        if let dest = document.scene(controllerID: s.destination) {
            line += " → \(dest.controllerClass) id=\(s.destination)"
            if let sid = dest.storyboardIdentifier { line += " (\(sid))" }
        } else {
            line += " → \(s.destination)"
        }
        return line
    }

    /// The scene's heading line.
    public static func sceneLine(_ scene: StoryboardScene, in document: StoryboardDocument) -> String {
        var line = "scene \(scene.sceneID): \(scene.controllerClass) id=\(scene.controllerID)"
        if let sid = scene.storyboardIdentifier { line += " storyboardIdentifier=\(sid)" }
        if scene.controllerID == document.initialViewControllerID { line += " initial" }
        if scene.isReference {
            line += " → storyboard \(scene.referencedStoryboard ?? "?")"
            if let r = scene.referencedIdentifier { line += " (\(r))" }
        }
        if let t = scene.navigationItem?.title ?? scene.controller.attributes["title"] { line += " title=\"\(t)\"" }
        return line
    }

    /// The whole report.
    public static func report(_ document: StoryboardDocument, warnings: [NibWarning]) -> String {
        let h = document.header
        var header = "\(document.file): Cocoa Touch storyboard, tools \(h.toolsVersion ?? "?")"
        if let d = h.device { header += ", " + XIBDocument.describe(d) }
        header += h.useAutolayout ? ", Auto Layout" : ", springs and struts"
        header += ", \(document.scenes.count) scene\(document.scenes.count == 1 ? "" : "s")"
        var out = [header]
        var connections: [String] = []
        for scene in document.scenes {
            out.append(sceneLine(scene, in: document))
            for s in scene.segues { out.append("    " + segueLine(s, in: document)) }
            if let view = scene.view { out += XIBDocument.outlineLines([view], depth: 1) }
            connections += NibInspection.connectionLines(scene.nibDocument(header: h))
        }
        out.append("")
        out.append("connections: \(connections.count)")
        out += connections.map { "  " + $0 }
        out.append("")
        out.append("warnings: \(warnings.count)")
        out += warnings.map { "  \($0)" }
        return out.joined(separator: "\n")
    }
}
