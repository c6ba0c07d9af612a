import Foundation
import ViewRasterViews
import ViewRasterRaster

/// The trait combinations one `assertSnapshots(of:matrix:)` call records: every appearance ×
/// content size category × layout direction, one reference per cell named
/// `<test>.<name>.<light|dark>-<category>-<ltr|rtl>.png`.
public struct SnapshotTraitMatrix: Sendable, Equatable {
    /// The appearances (default light and dark).
    public var appearances: [UserInterfaceStyle]
    /// The content size categories (default large).
    public var contentSizes: [ContentSizeCategory]
    /// The layout directions (default left to right).
    public var layoutDirections: [UserInterfaceLayoutDirection]

    /// A matrix of these traits.
    public init(appearances: [UserInterfaceStyle] = [.light, .dark], contentSizes: [ContentSizeCategory] = [.large],
                layoutDirections: [UserInterfaceLayoutDirection] = [.leftToRight]) {
        self.appearances = appearances; self.contentSizes = contentSizes; self.layoutDirections = layoutDirections
    }

    /// Light and dark × large and accessibilityExtraExtraLarge × left to right and right to left: 8 cells.
    public static let standard = SnapshotTraitMatrix(contentSizes: [.large, .accessibilityExtraExtraLarge],
                                                     layoutDirections: [.leftToRight, .rightToLeft])

    /// One combination: its name (`dark-accessibilityExtraExtraLarge-rtl`) and traits.
    public struct Cell: Sendable, Equatable {
        /// `<light|dark>-<category>-<ltr|rtl>`.
        public var name: String
        /// The traits the cell renders with.
        public var traits: TraitCollection
    }

    /// Every cell, appearance outermost, then category, then direction.
    public var cells: [Cell] {
        var out: [Cell] = []
        for a in appearances {
            for c in contentSizes {
                for d in layoutDirections {
                    let t = TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: a == .dark ? .dark : .light),
                                                         TraitCollection(preferredContentSizeCategory: c == .unspecified ? .large : c),
                                                         TraitCollection(layoutDirection: d == .rightToLeft ? .rightToLeft : .leftToRight)])
                    out.append(Cell(name: "\(t.resolvedStyle.name ?? "light")-\(t.resolvedContentSizeCategory.name)-\(d.name)", traits: t))
                }
            }
        }
        return out
    }
}

/// Asserts a view in every cell of `matrix`, one reference per cell
/// (`<test>.<name>.dark-large-rtl.png`; without a name, `<test>.dark-large-rtl.png`). The value
/// is made afresh for each cell (the autoclosure runs once per cell), so a label sizes its
/// text-style font for that cell's category as a new screen would.
public func assertSnapshots(
    of value: @autoclosure () throws -> View,
    matrix: SnapshotTraitMatrix,
    layout: SnapshotLayout = .frame,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) {
    assertCells(of: value, matrix: matrix, strategy: { .image(layout: layout, traits: $0) }, named: name, record: record,
                fileID: fileID, file: filePath, testName: testName, line: line, column: column,
                mainActor: CallerIsolation.isMain(isolation))
}

/// Asserts a controller in every cell of `matrix` (see the view form), on an iPhone 8 unless
/// `layout` says otherwise.
public func assertSnapshots(
    of value: @autoclosure () throws -> ViewController,
    matrix: SnapshotTraitMatrix,
    layout: SnapshotLayout = .device(.iPhone8),
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) {
    assertCells(of: value, matrix: matrix, strategy: { .image(layout: layout, traits: $0) }, named: name, record: record,
                fileID: fileID, file: filePath, testName: testName, line: line, column: column,
                mainActor: CallerIsolation.isMain(isolation))
}

/// Verifies `value` against one reference per cell of `matrix`, drawn by `strategy(cell.traits)`,
/// and reports each cell that fails.
private func assertCells<Value>(
    of value: () throws -> Value, matrix: SnapshotTraitMatrix, strategy: (TraitCollection) -> Snapshotting<Value, Canvas>,
    named name: String?, record: SnapshotRecordMode?, fileID: StaticString, file filePath: StaticString,
    testName: String, line: UInt, column: UInt, mainActor: Bool
) {
    for cell in matrix.cells {
        let failure = verifySnapshotReport(of: value, as: strategy(cell.traits), named: name, cell: cell.name, record: record,
                                           file: filePath, testName: testName, mainActor: mainActor)
        if let failure { reportSnapshotFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
    }
}
