import Foundation

/// A view another framework renders into — SceneKit's SCNView, SpriteKit's SKView, MetalKit's
/// MTKView, ARKit's ARSCNView and ARSKView, GLKit's GLKView — for which ViewRaster has no
/// engine: drawn as a labelled placeholder box (`PlaceholderBoxView`) showing the class's name.
/// A xib's `<sceneKitView>`, `<skView>`, `<mtkView>`, `<arscnView>`, `<arskView>` and
/// `<glkView>` load as one (`docs/canvas-rules.md`, "Views").
@MainActor
open class GraphicsSurfaceView: PlaceholderBoxView {
    /// The class the box stands for, drawn as its title ("SCNView", "MTKView").
    public var surfaceClassName: String { didSet { setNeedsDisplay() } }

    /// A placeholder for a view of class `surfaceClassName`.
    public init(surfaceClassName: String, frame: CGRect = .zero) {
        self.surfaceClassName = surfaceClassName
        super.init(frame: frame)
    }
    /// A placeholder with no class name yet (a nib load names it from its element).
    public override init(frame: CGRect) { surfaceClassName = ""; super.init(frame: frame) }
    public required init?(coder: NSCoder) { surfaceClassName = ""; super.init(coder: coder) }

    open override var placeholderTitle: String { surfaceClassName }
}
