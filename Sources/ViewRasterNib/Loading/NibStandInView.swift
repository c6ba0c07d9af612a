import Foundation
import ViewRasterViews

/// The plain view a nib makes for a UIKit element ViewRaster does not draw (slider, picker,
/// toolbar, table view, …). It draws only its background, but keeps the element's UIKit
/// intrinsic size so the layout around it holds.
@MainActor
open class NibStandInView: View {
    /// The xib element it stands in for (`slider`, `pickerView`, …).
    public internal(set) var elementName: String = ""
    /// UIKit's intrinsic size for the element; `noIntrinsicMetric` per axis for none.
    public internal(set) var standInIntrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    open override var intrinsicContentSize: CGSize { standInIntrinsicSize }

    /// UIKit's intrinsic sizes for the elements that have one.
    static let intrinsicSizes: [String: CGSize] = [
        // UISlider's intrinsic size is its 30 pt alignment rect (its frame is 31: IB's stored
        // frames put constraints 1 pt above the frame's bottom).
        "slider": CGSize(width: View.noIntrinsicMetric, height: 30),
        "pickerView": CGSize(width: 320, height: 216),
        "datePicker": CGSize(width: 320, height: 216),
        "toolbar": CGSize(width: View.noIntrinsicMetric, height: 44),
        "navigationBar": CGSize(width: View.noIntrinsicMetric, height: 44),
        "tabBar": CGSize(width: View.noIntrinsicMetric, height: 49),
        "searchBar": CGSize(width: View.noIntrinsicMetric, height: 56),
        "stepper": CGSize(width: 94, height: 32),
        "pageControl": CGSize(width: View.noIntrinsicMetric, height: 26),
    ]

    func standIn(for element: String) {
        elementName = element
        if let s = Self.intrinsicSizes[element] { standInIntrinsicSize = s; invalidateIntrinsicContentSize() }
    }
}
