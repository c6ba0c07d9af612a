import Foundation
import Testing
@testable import ViewRasterViews

/// A wrapping label free to narrow ends as wide as its widest wrapped line, as UILabel's
/// intrinsic size is its text rect at the width layout gave it: IB stores iNaturalist's
/// three-line onboarding texts (system 17 pt, at most 315 pt wide) 291–309.5 pt wide.
@MainActor
@Suite struct WrappingLabelWidthTests {
    let text = "Get outside and observe an individual organism, then share your observation with the community"

    /// A label pinned to a 400 pt root's leading edge and top, at most `limit` pt wide, and a
    /// badge pinned after its trailing edge.
    func layOut(limit: CGFloat) -> (label: Label, badge: View) {
        Stage(.size(CGSize(width: 400, height: 300)), scale: 2).within {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let label = Label(frame: .zero)
            label.text = text
            label.font = .systemFont(ofSize: 17)
            label.numberOfLines = 0
            let badge = View(frame: .zero)
            for v in [label, badge] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                label.widthAnchor.constraint(lessThanOrEqualToConstant: limit),
                badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4),
                badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                badge.widthAnchor.constraint(equalToConstant: 8),
                badge.heightAnchor.constraint(equalToConstant: 8),
            ])
            root.layoutIfNeeded()
            return (label, badge)
        }
    }

    @Test func wrappedLabelTakesItsWidestLine() {
        let limit: CGFloat = 200
        let (label, badge) = layOut(limit: limit)
        let frame = label.textLayout.frame(width: limit)
        let widest = frame.usedSize(scale: 2)
        #expect(frame.lines.count > 1)
        #expect(widest.width < limit)
        #expect(label.frame.size == widest)
        #expect(badge.frame.minX == label.frame.maxX + 4)
        // Wrapped again at the width it took, the text keeps its lines.
        #expect(label.textLayout.frame(width: label.frame.width).lines.count == frame.lines.count)
    }

    @Test func unwrappedLabelKeepsItsOneLine() {
        let (label, _) = layOut(limit: 2000)
        #expect(label.frame.size == label.textLayout.intrinsicSize(preferredMaxWidth: nil, scale: 2))
        #expect(label.textLayout.frame(width: label.frame.width).lines.count == 1)
    }
}
