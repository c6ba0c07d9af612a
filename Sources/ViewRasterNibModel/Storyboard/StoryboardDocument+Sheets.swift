import Foundation

extension StoryboardDocument {
    /// Whether IB shows `scene` as a page or form sheet: simulated so
    /// (`modalPageSheetSimulatedSizeMetrics`, `modalFormSheetSimulatedSizeMetrics`) on the scene or
    /// on the navigation controller whose stack holds it (a navigation controller shown as a
    /// sheet carries the sheet to its scenes, as a presented one does), or presented modally
    /// as one from Xcode 11 on (`isPresentedAsSheet(_:)`). digitalhealthpass' storyboards
    /// (set X, 18122 … 20037, 21 navigation controllers "Size: Page Sheet"): the controllers'
    /// bars stored 56 pt tall at y = 0 (108 with a large title), their roots' views pinned to
    /// the safe area's top at y = 56, no status bar above.
    public func isShownAsSheet(_ scene: StoryboardScene) -> Bool {
        isSimulatedAsSheet(scene) || isPresentedAsSheet(scene)
    }

    /// Whether `scene` is simulated as a page or form sheet (`modalPageSheetSimulatedSizeMetrics`,
    /// `modalFormSheetSimulatedSizeMetrics`): on its own controller or on the navigation
    /// controller whose stack holds it. A sheet IB infers from a presentation alone is not
    /// (`isPresentedAsSheet(_:)`).
    public func isSimulatedAsSheet(_ scene: StoryboardScene) -> Bool {
        Self.declaresSheet(scene) || navigationContainer(of: scene).map(Self.declaresSheet) == true
    }

    /// Whether `scene`'s controller is simulated as a page or form sheet.
    static func declaresSheet(_ scene: StoryboardScene) -> Bool {
        scene.controller.otherElements.contains { $0.name == "modalPageSheetSimulatedSizeMetrics" || $0.name == "modalFormSheetSimulatedSizeMetrics" }
    }
}
