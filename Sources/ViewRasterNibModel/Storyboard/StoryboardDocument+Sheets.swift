import Foundation

extension StoryboardDocument {
    /// Whether IB shows `scene` as a page or form sheet: simulated so
    /// (`modalPageSheetSimulatedSizeMetrics`, `modalFormSheetSimulatedSizeMetrics`), or presented
    /// modally as one from Xcode 11 on (`isPresentedAsSheet(_:)`).
    public func isShownAsSheet(_ scene: StoryboardScene) -> Bool {
        scene.controller.otherElements.contains { $0.name == "modalPageSheetSimulatedSizeMetrics" || $0.name == "modalFormSheetSimulatedSizeMetrics" }
            || isPresentedAsSheet(scene)
    }
}
