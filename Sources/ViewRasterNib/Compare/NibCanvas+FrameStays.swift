import Foundation
import ViewRasterViews

extension NibCanvas {
    /// The priority at which IB's canvas keeps a view at its frame: above the fitting
    /// constraints UIKit adds on its own (a stack view's hug across its axis at 49, the
    /// ambiguity suppression of views without an intrinsic size), below `fittingSizeLevel` (50)
    /// and so below every constraint a file can state that IB honours.
    public static let frameStayPriority = LayoutPriority(49.5)

    /// IB's canvas does not move a view that nothing above the fitting level places: where the
    /// constraints leave a view's position or size open (an ambiguous layout, or a stack view
    /// whose cross-axis size only its own hug decides), the view keeps the frame the designer
    /// left it at. Each constraint-laid-out view with a stored frame (not `misplaced`) gets
    /// four constraints at `frameStayPriority`: its stored width and height, and its stored
    /// left and top in its superview. They never compete with a constraint of the file.
    func addFrameStays() { result.keepStoredFrames(except: roots) }
}

extension NibLoadResult {
    /// The identifier of the frame stays (a view holds its own width stay, so it is kept once).
    public static let frameStayIdentifier = "IB-frame-stay"

    /// The canvas's frame stays (`NibCanvas.frameStayPriority`) for every view but `roots`:
    /// `layout` and `render` keep views that nothing above the fitting level places at the
    /// frames IB stored.
    public func keepStoredFrames(except roots: [View]) {
        let rootIDs = Set(roots.map(ObjectIdentifier.init))
        for v in views where !rootIDs.contains(ObjectIdentifier(v)) {
            guard let o = nibObject(for: v), let f = o.frame, o.bool("misplaced") != true,
                  !v.translatesAutoresizingMaskIntoConstraints, let superview = v.superview,
                  !v.constraints.contains(where: { $0.identifier == Self.frameStayIdentifier }) else { continue }
            let stays = [
                LayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: f.width),
                LayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: f.height),
                LayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: superview, attribute: .left, constant: f.minX),
                LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: superview, attribute: .top, constant: f.minY),
            ]
            for c in stays {
                c.priority = NibCanvas.frameStayPriority
                c.identifier = Self.frameStayIdentifier
                c.isActive = true
            }
        }
    }
}
