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
        t.userInterfaceIdiom = deviceIsPad ? .pad : .phone
        return t.overlaid(by: presentedTraits)
    }

    /// The size classes UIKit gives a full-screen window: an iPad regular both ways; an iPhone
    /// compact wide and regular tall in portrait, compact tall in landscape, where models at
    /// least 414 pt wide in portrait (Plus, Max, XR/11) are regular wide. A screen of a given
    /// size takes the device of that size when one matches, else compact below 600 pt and
    /// regular from 600 pt on each axis.
    public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let size = bounds.size
        let isPad: Bool, portraitWidth: CGFloat
        if isDeviceScreen {
            (isPad, portraitWidth) = (deviceIsPad, device.portraitSize.width)
        } else if let d = Device.all.first(where: { $0.portraitSize == size || $0.portraitSize == CGSize(width: size.height, height: size.width) }) {
            (isPad, portraitWidth) = (d.isPad, d.portraitSize.width)
        } else {
            return (size.width < 600 ? .compact : .regular, size.height < 600 ? .compact : .regular)
        }
        if isPad { return (.regular, .regular) }
        let landscape = size.width > size.height
        if landscape { return (portraitWidth >= 414 ? .regular : .compact, .compact) }
        return (.compact, .regular)
    }
}

extension Device {
    /// Whether the device is an iPad (its names or IB id say so).
    public var isPad: Bool { names.contains(where: Device.namesAnIPad) }

    /// Whether `name` starts with "ipad" in any case (`lowercased().hasPrefix("ipad")`), read
    /// from its bytes when they are ASCII (no lowercased copy of the name).
    static func namesAnIPad(_ name: String) -> Bool {
        // A fifth byte outside ASCII may join the "d" in one character: the slow path decides.
        var matches = true, count = 0
        for b in name.utf8.prefix(5) {
            if b >= 0x80 { return name.lowercased().hasPrefix("ipad") }
            let expected: UInt8 = switch count { case 0: 0x69; case 1: 0x70; case 2: 0x61; default: 0x64 }  // i p a d
            if count < 4 { matches = matches && (b | 0x20) == expected }
            count += 1
        }
        return count >= 4 && matches
    }
}
