import Foundation
import ViewRasterViews
import ViewRasterNib

/// A File's Owner class with outlets, a collection, an action and a runtime attribute.
final class OwnerController: Responder {
    var root: View?
    var picture: ImageView?
    var parts: [View] = []
    var taps = 0
    var lastSender: AnyObject?
    override class var connections: ConnectionTable {
        super.connections
            .outlet("root", \OwnerController.root)
            .outlet("picture", \OwnerController.picture)
            .outletCollection("parts", \OwnerController.parts)
            .action("tapped:") { (me: OwnerController, sender) in me.taps += 1; me.lastSender = sender }
    }
}

/// A custom view recording what it saw when awakeFromNib ran.
final class CardView: View {
    var icon: ImageView?
    var radius: CGFloat = 0
    var title: String = ""
    var count: Int = 0
    var awakeSawIcon = false
    var awakeCount = 0
    var initCornerRadiusFromCoder: Any?
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        initCornerRadiusFromCoder = coder.decodeObject(forKey: "customRadius")
    }
    override init(frame: CGRect) { super.init(frame: frame) }
    override func awakeFromNib() { awakeCount += 1; awakeSawIcon = icon != nil && radius == 12 }
    override class var connections: ConnectionTable {
        super.connections
            .outlet("icon", \CardView.icon)
            .attribute("customRadius", \CardView.radius)
            .attribute("title", \CardView.title)
            .attribute("count", \CardView.count)
    }
}

/// Loads InnerView.xib into itself in init(coder:), as the seeds' custom timer does.
final class InnerView: View {
    var contentView: View?
    var badge: ImageView?
    var loadError: Error?
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        do {
            _ = try Nib(contentsOf: fixturesURL.appendingPathComponent("InnerView.xib")).instantiate(withOwner: self)
        } catch { loadError = error }
        if let c = contentView { c.frame = bounds; addSubview(c) }
    }
    override init(frame: CGRect) { super.init(frame: frame) }
    override class var connections: ConnectionTable {
        super.connections.outlet("contentView", \InnerView.contentView).outlet("badge", \InnerView.badge)
    }
}

/// A view whose nib's root is itself: loading it loops (the seeds' warning).
final class LoopView: View {
    nonisolated(unsafe) static var errors: [Error] = []
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        do {
            _ = try Nib(contentsOf: fixturesURL.appendingPathComponent("LoopView.xib")).instantiate(withOwner: self)
        } catch { LoopView.errors.append(error) }
    }
    override init(frame: CGRect) { super.init(frame: frame) }
}

@MainActor
func registerTestClasses() {
    NibClassRegistry.shared.register(InnerView.self, module: "NibTests")
    NibClassRegistry.shared.register(LoopView.self, module: "NibTests")
}
