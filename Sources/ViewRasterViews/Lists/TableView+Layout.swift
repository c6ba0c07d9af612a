import Foundation

extension TableView {
    /// Places the header and footer views, a cell for every row inside the bounds (asking the
    /// data source for the rows not shown yet; cells scrolled out are kept for reuse), the
    /// visible sections' headers and footers, and the empty rows' separators.
    func layoutTableSubviews() {
        // UIKit's automatic content inset adjustment: a table reaching under the status and
        // navigation bars rests scrolled by its safe area's top, so its first row shows below
        // them. An offset the app set is kept.
        let top = safeAreaInsets.top + contentInset.top
        if contentOffset.y == -restingTop {
            contentOffset = CGPoint(x: contentOffset.x, y: -top)
        }
        restingTop = top
        layoutTable()
    }

    /// The side margin of cells and inset-grouped sections: UIKit's for a table this wide on the
    /// screen it is shown on (`TableViewMetrics.sideMargin(tableWidth:screenWidth:)`), whose
    /// width is its window's screen's, else the main screen's (the stage's: the device `render`
    /// draws on, or IB's canvas screen while a file is laid out), in the current orientation.
    var sideMargin: CGFloat { TableViewMetrics.sideMargin(tableWidth: bounds.width, screenWidth: screenWidth) }

    /// The width of the screen the table is shown on, in points, in the current orientation.
    var screenWidth: CGFloat { (window?.screen ?? Screen.main).bounds.width }

    var hairline: CGFloat { 1 / max(layoutScale, 1) }

    /// Lays the content out and places the visible views (see `layoutSubviews`).
    func layoutTable() {
        let c = counts()
        let width = bounds.width
        let visible = bounds
        let rowX: CGFloat = style == .insetGrouped ? sideMargin : 0
        let rowWidth = max(0, width - 2 * rowX)
        var g = TableGeometry()
        var y: CGFloat = 0
        if let header = tableHeaderView {
            place(header, CGRect(x: 0, y: 0, width: width, height: header.frame.height))
            y = header.frame.height
        }
        var wanted: [IndexPath: CGRect] = [:]
        for (section, rows) in c.enumerated() {
            var s = TableGeometry.Section()
            let headerHeight = supplementaryHeight(section: section, isHeader: true, width: width)
            if headerHeight > 0, style == .plain {
                y += sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : TableViewMetrics.plainHeaderTopPadding
            }
            s.header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            for row in 0..<rows {
                let ip = IndexPath(row: row, section: section)
                let h = rowHeight(at: ip, y: y, width: rowWidth, visible: visible)
                let r = CGRect(x: rowX, y: y, width: rowWidth, height: h)
                s.rows.append(r)
                if r.maxY > visible.minY && r.minY < visible.maxY { wanted[ip] = r }
                y += h
            }
            let footerHeight = supplementaryHeight(section: section, isHeader: false, width: width)
            s.footer = CGRect(x: 0, y: y, width: width, height: footerHeight)
            y += footerHeight
            g.sections.append(s)
        }
        g.sectionsEnd = y
        if let footer = tableFooterView {
            place(footer, CGRect(x: 0, y: y, width: width, height: footer.frame.height))
            y += footer.frame.height
        }
        g.contentHeight = y
        geometry = g
        contentSize = CGSize(width: width, height: y)
        placeCells(wanted)
        placeSectionBackgrounds()
        placeSupplementaries(visible: visible)
        placeFillerSeparators(visible: visible)
    }

    /// Gives the header or footer view its frame; a new size asks the layout pass for another
    /// solve, so that the view's own subviews are laid out in it (as UIKit's pass lays out the
    /// subviews of a view its superview's `layoutSubviews` resized).
    private func place(_ view: View, _ frame: CGRect) {
        guard view.frame != frame else { return }
        let resized = view.frame.size != frame.size
        view.frame = frame
        if resized { LayoutPass.subviewsAddedDuringLayout = true }
    }

    private func placeCells(_ wanted: [IndexPath: CGRect]) {
        for (ip, cell) in shown where wanted[ip] == nil {
            shown[ip] = nil
            recycle(cell)
        }
        let separated = separatorStyle == .singleLine && separatorColor != nil
        for ip in wanted.keys.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
            guard let cell = cell(at: ip) else { break }
            let r = wanted[ip]!
            cell.frame = r
            adoptStyleBackground(cell)
            let lastInSection = ip.row == numberOfRows(inSection: ip.section) - 1
            let drawsLine = separated && (style == .plain || !lastInSection)
            let left = style == .insetGrouped ? max(0, separatorInset.left) : separatorInset.left
            cell.placeSeparator(drawsLine ? separatorColor : nil, hairline: hairline, left: left, right: separatorInset.right)
            cell.sideMargin = sideMargin
            cell.setNeedsLayout()
        }
    }

    /// The cell shown for `ip`, asking the data source (or the static sections) for it when
    /// it is not shown yet.
    func cell(at ip: IndexPath) -> TableViewCell? {
        if let existing = shown[ip] { return existing }
        let made: TableViewCell
        if let staticSections {
            made = staticSections[ip.section].cells[ip.row]
        } else {
            guard let dataSource else { return nil }
            made = dataSource.tableView(self, cellForRowAt: ip)
        }
        shown[ip] = made
        if made.superview !== self { addSubview(made) }
        LayoutPass.subviewsAddedDuringLayout = true
        return made
    }

    /// A grouped table's cells take the grouped cell background (`secondarySystemGroupedBackground`);
    /// an inset-grouped section draws it behind its cells, which are then clear. A color the
    /// app set is kept.
    private func adoptStyleBackground(_ cell: TableViewCell) {
        guard style != .plain else { return }
        let defaults: [Color?] = [.systemBackground, .secondarySystemGroupedBackground]
        guard defaults.contains(cell.backgroundColor) else { return }
        cell.backgroundColor = style == .insetGrouped ? nil : .secondarySystemGroupedBackground
    }

    /// The height of the row: the delegate's or `rowHeight`; `automaticDimension` measures the
    /// cell when the row (at its estimated height) reaches into the bounds, else takes the
    /// height measured before or the estimate.
    private func rowHeight(at ip: IndexPath, y: CGFloat, width: CGFloat, visible: CGRect) -> CGFloat {
        let asked = delegate?.tableView(self, heightForRowAt: ip) ?? rowHeight
        if asked >= 0 { return asked }
        if let h = measuredHeights[ip] { return h }
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : TableViewMetrics.rowHeight
        guard y + estimate > visible.minY && y < visible.maxY, let cell = cell(at: ip) else { return estimate }
        cell.sideMargin = sideMargin
        let h = cell.fittingHeight(width: width, hairline: hairline)
        measuredHeights[ip] = h
        return h
    }

    // MARK: Headers and footers

    private func title(section: Int, isHeader: Bool) -> String? {
        if let staticSections {
            guard staticSections.indices.contains(section) else { return nil }
            return isHeader ? staticSections[section].headerTitle : staticSections[section].footerTitle
        }
        guard let dataSource else { return nil }
        return isHeader ? dataSource.tableView(self, titleForHeaderInSection: section)
                        : dataSource.tableView(self, titleForFooterInSection: section)
    }

    /// The header or footer view of the section: the delegate's, else a titled one for the
    /// data source's title; nil when there is neither. Made once per reload.
    func supplementaryView(section: Int, isHeader: Bool) -> View? {
        let key = SupplementaryKey(section: section, isHeader: isHeader)
        if let v = supplementaries[key] { return v }
        var made: View?
        if let d = delegate {
            made = isHeader ? d.tableView(self, viewForHeaderInSection: section) : d.tableView(self, viewForFooterInSection: section)
        }
        if made == nil, let t = title(section: section, isHeader: isHeader), !t.isEmpty {
            let v = TableViewHeaderFooterView(reuseIdentifier: nil)
            v.titleLeading = (style == .insetGrouped ? sideMargin : 0) + sideMargin
            v.style(style == .plain ? .plainHeader : (isHeader ? .groupedHeader : .groupedFooter), title: t)
            if style == .plain { v.backgroundColor = .systemBackground }
            made = v
        }
        supplementaries[key] = made
        return made
    }

    private func supplementaryHeight(section: Int, isHeader: Bool, width: CGFloat) -> CGFloat {
        let asked: CGFloat
        if let d = delegate {
            asked = isHeader ? d.tableView(self, heightForHeaderInSection: section) : d.tableView(self, heightForFooterInSection: section)
        } else {
            asked = isHeader ? sectionHeaderHeight : sectionFooterHeight
        }
        let view = supplementaryView(section: section, isHeader: isHeader)
        // A plain table shows no header or footer where there is neither a view nor a title,
        // whatever `sectionHeaderHeight` says (IB writes 28 into every plain table).
        if style == .plain, view == nil, asked == (isHeader ? sectionHeaderHeight : sectionFooterHeight) { return 0 }
        if asked >= 0 { return asked }
        if let titled = view as? TableViewHeaderFooterView, titled.reuseIdentifier == nil, titled.textLabel?.text != nil,
           titled.contentView.subviews.count == 1 {
            return titled.titleHeight(width: width)
        }
        if let view {
            let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            return fitted > 0 && !view.constraints.isEmpty ? fitted : view.frame.height
        }
        if style == .plain { return 0 }
        if isHeader { return section == 0 ? TableViewMetrics.groupedFirstHeaderHeight : TableViewMetrics.groupedHeaderHeight }
        return TableViewMetrics.groupedFooterHeight
    }

    private func placeSupplementaries(visible: CGRect) {
        let pinTop = visible.minY + restingTop
        for (section, s) in geometry.sections.enumerated() {
            for isHeader in [true, false] {
                let key = SupplementaryKey(section: section, isHeader: isHeader)
                guard let view = supplementaries[key] else { continue }
                var r = isHeader ? s.header : s.footer
                if isHeader, style == .plain, r.height > 0 {
                    // Plain headers float: the top section's header stays at the top of the
                    // bounds until its section's end pushes it up.
                    r.origin.y = min(max(r.minY, pinTop), max(r.minY, s.whole.maxY - r.height))
                }
                guard r.height > 0, r.maxY > visible.minY, r.minY < visible.maxY else {
                    view.removeFromSuperview()
                    continue
                }
                view.frame = r
                if view.superview !== self { addSubview(view); LayoutPass.subviewsAddedDuringLayout = true }
                bringSubviewToFront(view)
            }
        }
    }

    // MARK: Inset-grouped sections and empty rows

    private func placeSectionBackgrounds() {
        let wanted = style == .insetGrouped ? geometry.sections.map(\.rowsRect).filter { !$0.isNull && $0.height > 0 } : []
        while sectionBackgrounds.count > wanted.count { sectionBackgrounds.removeLast().removeFromSuperview() }
        while sectionBackgrounds.count < wanted.count {
            let v = View()
            v.backgroundColor = .secondarySystemGroupedBackground
            v.layer.cornerRadius = TableViewMetrics.insetGroupedCornerRadius
            sectionBackgrounds.append(v)
        }
        for (v, r) in zip(sectionBackgrounds, wanted) {
            v.frame = r
            if v.superview !== self { insertSubview(v, at: 0) }
        }
    }

    /// A plain table without a footer view draws separators for the empty rows that fill the
    /// bounds below its last section, at the row pitch (`rowHeight`, or the estimate).
    private func placeFillerSeparators(visible: CGRect) {
        var lines: [CGRect] = []
        if style == .plain, separatorStyle == .singleLine, separatorColor != nil, tableFooterView == nil {
            let pitch = rowHeight > 0 ? rowHeight : (estimatedRowHeight > 0 ? estimatedRowHeight : TableViewMetrics.rowHeight)
            var lineY = geometry.sectionsEnd + pitch - hairline
            let width = max(0, bounds.width - separatorInset.left - separatorInset.right)
            while lineY < visible.maxY, lines.count < 500 {
                if lineY + hairline > visible.minY {
                    // Right to left the inset's left side is measured from the right.
                    let x = laysOutRightToLeft ? separatorInset.right : separatorInset.left
                    lines.append(CGRect(x: x, y: lineY, width: width, height: hairline))
                }
                lineY += pitch
            }
        }
        while fillerSeparators.count > lines.count { fillerSeparators.removeLast().removeFromSuperview() }
        while fillerSeparators.count < lines.count { fillerSeparators.append(View()) }
        for (v, r) in zip(fillerSeparators, lines) {
            v.backgroundColor = separatorColor
            v.frame = r
            if v.superview !== self { addSubview(v) }
        }
    }
}

extension TableView {
    /// The side margin for a list `width` points wide by its width alone: 16 pt up to 375 pt,
    /// 20 pt wider. IB's canvas gives it to a top-level cell of Xcode 9 and 10 and to a top-level
    /// collection cell; a table's own cells follow UIKit's screen-aware rule,
    /// `cellSideMargin(tableWidth:screenWidth:)`.
    public nonisolated static func cellSideMargin(forWidth width: CGFloat) -> CGFloat {
        TableViewMetrics.sideMargin(forWidth: width)
    }

    /// The side margin UIKit gives a table's cells when the table is `tableWidth` points wide on
    /// a screen `screenWidth` points wide: 20 pt on a screen wider than 375 pt once the table is
    /// wider than 320 pt, 16 pt otherwise (`TableViewMetrics.sideMargin(tableWidth:screenWidth:)`;
    /// IB's canvas gives a top-level cell these from Xcode 12).
    public nonisolated static func cellSideMargin(tableWidth: CGFloat, screenWidth: CGFloat) -> CGFloat {
        TableViewMetrics.sideMargin(tableWidth: tableWidth, screenWidth: screenWidth)
    }
}
