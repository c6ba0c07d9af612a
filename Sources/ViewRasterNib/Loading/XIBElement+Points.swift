import Foundation
import ViewRasterNibModel

extension XIBElement {
    /// The attribute read as a length in points: 0 when the file leaves it out or it is not a
    /// number (Interface Builder writes no attribute for a zero edge of `<edgeInsets>`, a
    /// `<size>` or a flow layout's `<inset>`).
    func points(_ attribute: String) -> CGFloat { CGFloat(self[attribute].flatMap { Double($0) } ?? 0) }
}
