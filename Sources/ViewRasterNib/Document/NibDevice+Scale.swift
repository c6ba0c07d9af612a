import Foundation

extension NibDevice {
    /// The scale of the device IB laid the file out for, as Apple ships it: @2x for the
    /// iPhone 4s to 8 sizes (`retina3_5`, `retina4_0`, `retina4_7`), the XR/11 (`retina6_1`),
    /// the SE 3rd generation and every iPad; @3x for the Plus sizes, X/XS and every later
    /// iPhone. Unknown ids are @2x.
    public var scale: CGFloat {
        if id.hasPrefix("ipad") || id.hasPrefix("iPad") { return 2 }
        switch id {
        case "retina3_5", "retina4_0", "retina4_7", "retina6_1", "iPhone_SE_3rd_generation": return 2
        default: return isKnown ? 3 : 2
        }
    }
}

extension NibObject {
    /// Whether IB shows this view at a freeform size (`<freeformSimulatedSizeMetrics>`) rather
    /// than the document's device.
    public var isFreeform: Bool {
        otherElements.contains { $0.name == "freeformSimulatedSizeMetrics" }
    }
}
