import Foundation

extension NibDevice {
    /// The scale of the device IB laid the file out for, as Apple ships it (`DeviceMetrics`:
    /// @2x for the iPhone 4s to 8 sizes, the XR/11, the SE and every iPad; @3x for the Plus
    /// sizes, X/XS and later iPhones). Unknown ids are @2x.
    public var scale: CGFloat { DeviceMetrics.named(id)?.scale ?? 2 }
}

extension NibObject {
    /// Whether IB shows this view at a freeform size (`<freeformSimulatedSizeMetrics>`) rather
    /// than the document's device.
    public var isFreeform: Bool {
        otherElements.contains { $0.name == "freeformSimulatedSizeMetrics" }
    }
}
