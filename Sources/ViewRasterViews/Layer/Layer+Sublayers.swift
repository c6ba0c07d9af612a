import Foundation

/// A child drawn by a layer: one of its sublayers or, for a view's layer, a subview.
@MainActor
enum LayerChild {
    case layer(Layer)
    case view(View)
}

extension Layer {
    /// Adds `layer` above every other sublayer (and, for a view's layer, above the subviews
    /// it has now; subviews added later draw above it, as their layers are appended after).
    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: UInt32(clamping: orderedChildren().count)) }

    /// Inserts `layer` at `index` among this layer's children, counting a view's subviews as
    /// the sublayers they are in UIKit (`insertSublayer(gradient, at: 0)` draws it under every
    /// subview).
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard layer !== self, layer.view == nil else {
            ViewDiagnostics.report("insertSublayer: a view's own layer or the layer itself cannot be a sublayer; ignored")
            return
        }
        layer.removeFromSuperlayer()
        var children = orderedChildren()
        children.insert(.layer(layer), at: min(Int(index), children.count))
        layer.superlayer = self
        reorder(children)
    }

    /// Inserts `layer` just above `sibling` (a sublayer of this layer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let children = orderedChildren()
        guard let sibling, let i = children.firstIndex(where: { if case .layer(let l) = $0 { return l === sibling }; return false }) else {
            addSublayer(layer); return
        }
        insertSublayer(layer, at: UInt32(i + 1 - (layer.superlayer === self && isBefore(layer, i, children) ? 1 : 0)))
    }

    /// Inserts `layer` just below `sibling` (a sublayer of this layer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let children = orderedChildren()
        guard let sibling, let i = children.firstIndex(where: { if case .layer(let l) = $0 { return l === sibling }; return false }) else {
            insertSublayer(layer, at: 0); return
        }
        insertSublayer(layer, at: UInt32(i - (layer.superlayer === self && isBefore(layer, i, children) ? 1 : 0)))
    }

    /// Replaces the sublayer `old` with `new` at its place.
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        let children = orderedChildren()
        guard let i = children.firstIndex(where: { if case .layer(let l) = $0 { return l === old }; return false }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    /// Takes this layer out of its superlayer's sublayers.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.ownSublayers.removeAll { $0 === self }
        superlayer = nil
        aboveSubview = nil
    }

    private func isBefore(_ layer: Layer, _ index: Int, _ children: [LayerChild]) -> Bool {
        children[..<index].contains { if case .layer(let l) = $0 { return l === layer }; return false }
    }

    /// The children in drawing order, back to front: sublayers and (for a view's layer) the
    /// subviews, each sublayer after the subview it was added above.
    func orderedChildren() -> [LayerChild] {
        guard let view else { return ownSublayers.map { .layer($0) } }
        let subviews = view.subviews
        var result: [LayerChild] = []
        for l in ownSublayers where l.aboveSubview == nil || !subviews.contains(where: { $0 === l.aboveSubview }) {
            result.append(.layer(l))
        }
        for sub in subviews {
            result.append(.view(sub))
            for l in ownSublayers where l.aboveSubview === sub { result.append(.layer(l)) }
        }
        return result
    }

    /// Stores a new drawing order: the sublayers in order, each anchored above the subview
    /// before it.
    private func reorder(_ children: [LayerChild]) {
        var layers: [Layer] = []
        var lastView: View?
        for child in children {
            switch child {
            case .view(let v): lastView = v
            case .layer(let l): l.aboveSubview = lastView; layers.append(l)
            }
        }
        ownSublayers = layers
    }
}
