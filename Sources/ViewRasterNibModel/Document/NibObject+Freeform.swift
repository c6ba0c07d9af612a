import Foundation

extension NibObject {
    /// Whether IB shows this view at a freeform size (`<freeformSimulatedSizeMetrics>`) rather
    /// than the document's device.
    public var isFreeform: Bool {
        otherElements.contains { $0.name == "freeformSimulatedSizeMetrics" }
    }
}
