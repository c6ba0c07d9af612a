import Foundation

/// The frames a `render --frames-json` file lists, by view id (`views[].id` → `views[].frame`,
/// `[x, y, width, height]`); views without an id are left out.
func drawnFrames(_ json: URL) throws -> [String: [Double]] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    var frames: [String: [Double]] = [:]
    for v in object?["views"] as? [[String: Any]] ?? [] {
        if let id = v["id"] as? String, let frame = v["frame"] as? [Double] { frames[id] = frame }
    }
    return frames
}
