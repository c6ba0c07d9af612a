import Foundation
import ViewRasterLayout

extension StoryboardDocument {
    /// The iPhone whose canvas the scenes' stored frames were laid out on, when it is not the
    /// `<device>` the file names (docs/canvas-rules.md, "Scenes"): Xcode writes the "View as"
    /// device of the moment into a storyboard it saves, but lays a scene out again only when
    /// something moves it, so a file whose device changed keeps every untouched scene's root at
    /// the old screen's size, its views at that screen's safe area. When every scene root stored
    /// at an iPhone's full portrait screen size (not freeform, not a container's child) has one
    /// size, and that is not the named device's, the scenes are read on the iPhone of that size
    /// (of the named device's scale where two share it, else the first in `DeviceMetrics.all`).
    /// Nil when the file names no iPhone in portrait or its roots agree with it.
    func canvasDeviceOfStoredRoots() -> NibDevice? {
        guard let named = header.device, named.isKnown, named.orientation == .portrait,
              named.metrics.family == .phone else { return nil }
        let screens = DeviceMetrics.all.filter { $0.family == .phone }.map(\.portraitSize)
        var sizes: [CGSize] = []
        for scene in scenes where scene.freeformSize == nil && !isEmbedded(scene) {
            guard let frame = scene.view?.frame, screens.contains(frame.size), !sizes.contains(frame.size) else { continue }
            sizes.append(frame.size)
        }
        guard sizes.count == 1, let size = sizes.first, size != named.metrics.portraitSize else { return nil }
        let phones = DeviceMetrics.all.filter { $0.family == .phone && $0.portraitSize == size }
        guard let metrics = phones.first(where: { $0.scale == named.metrics.scale }) ?? phones.first else { return nil }
        return NibDevice(id: metrics.id, orientation: .portrait, appearance: named.appearance)
    }
}
