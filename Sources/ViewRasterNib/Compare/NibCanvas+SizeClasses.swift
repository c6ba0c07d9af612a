import Foundation
import ViewRasterViews

extension NibCanvas {
    /// Applies the size-class variations that match `classes` (the device's, as IB's canvas
    /// shows the file); see `NibLoadResult.applySizeClassVariations(_:)`.
    func applySizeClassVariations(_ classes: NibSizeClasses) { result.applySizeClassVariations(classes) }
}

extension NibLoadResult {
    /// Applies the size-class variations that match `classes` (a canvas's device, or the
    /// screen a file is rendered on) and keeps them whatever the views' traits become:
    /// `<mask key="subviews">` installs or removes views, `<mask key="constraints">`
    /// constraints, and a constraint's `<variation constant="…">` and a stack view's `spacing`
    /// variation replace the base values. Without this call the views choose by their own
    /// traits at each layout (`NibSizeClassVariations`). The most specific matching variation
    /// wins; a class no variation names keeps the base (`default`) state.
    public func applySizeClassVariations(_ classes: NibSizeClasses) {
        for r in sizeClassVariations { r.pin(classes) }
    }

    /// Applies the base (`default`) state of every size-class variation and keeps it: IB's
    /// canvas for a file without a `<device>` (an Xcode 6–7 "Any/Any" file) does not install
    /// the views and constraints the base excludes.
    public func applyBaseSizeClassVariations() {
        for r in sizeClassVariations { r.pinBase() }
    }
}
