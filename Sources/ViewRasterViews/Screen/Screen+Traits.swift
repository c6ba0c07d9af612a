import Foundation

extension Screen {
    /// The screen's traits (UIScreen.traitCollection): the device's idiom, size classes and
    /// scale, light, large text, left to right and normal contrast, under the stage's
    /// `presentedTraits`.
    public var traitCollection: TraitCollection {
        var t = TraitCollection.defaultResolution
        let (w, h) = sizeClasses
        t.horizontalSizeClass = w
        t.verticalSizeClass = h
        t.displayScale = scale
        t.userInterfaceIdiom = device.isPad ? .pad : .phone
        return t.overlaid(by: presentedTraits)
    }

    /// The size classes UIKit gives a full-screen window: an iPad regular both ways; an iPhone
    /// compact wide and regular tall in portrait, compact tall in landscape, where models at
    /// least 414 pt wide in portrait (Plus, Max, XR/11) are regular wide. A screen of a given
    /// size takes the device of that size when one matches, else compact below 600 pt and
    /// regular from 600 pt on each axis.
    public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        var dev: Device? = isDeviceScreen ? device : nil
        let size = bounds.size
        if dev == nil {
            dev = Device.all.first { $0.portraitSize == size || $0.portraitSize == CGSize(width: size.height, height: size.width) }
        }
        guard let d = dev else {
            return (size.width < 600 ? .compact : .regular, size.height < 600 ? .compact : .regular)
        }
        if d.isPad { return (.regular, .regular) }
        let landscape = size.width > size.height
        if landscape { return (d.portraitSize.width >= 414 ? .regular : .compact, .compact) }
        return (.compact, .regular)
    }
}

extension Device {
    /// Whether the device is an iPad (its names or IB id say so).
    public var isPad: Bool { names.contains { $0.lowercased().hasPrefix("ipad") } }
}
