// The comparison the snapshot strategies use (`ImageComparison`, `DiffImage`, `DeltaE94`),
// the failure report and the manifest are part of this library's API; they live in
// ViewRasterSnapshotDiff, which the `viewraster` CLI shares without linking XCTest or Testing.
@_exported import ViewRasterSnapshotDiff
