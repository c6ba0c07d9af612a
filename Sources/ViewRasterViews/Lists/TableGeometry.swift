import Foundation

/// Where a table's header view, sections (header, rows, footer) and footer view lie in its
/// content coordinates, as its last layout placed them.
struct TableGeometry {
    /// One section's rectangles.
    struct Section {
        var header: CGRect = .zero
        var rows: [CGRect] = []
        var footer: CGRect = .zero
        /// Header, rows and footer together.
        var whole: CGRect { header.union(footer).union(rows.reduce(CGRect.null) { $0.union($1) }) }
        /// The rows together (null when the section has none).
        var rowsRect: CGRect { rows.reduce(CGRect.null) { $0.union($1) } }
    }

    var sections: [Section] = []
    /// Where the sections end (the table footer view starts here).
    var sectionsEnd: CGFloat = 0
    /// The content's height.
    var contentHeight: CGFloat = 0

    /// The row's rectangle, nil when the table has no such row.
    func rowRect(_ ip: IndexPath) -> CGRect? {
        guard sections.indices.contains(ip.section), sections[ip.section].rows.indices.contains(ip.row) else { return nil }
        return sections[ip.section].rows[ip.row]
    }
}
