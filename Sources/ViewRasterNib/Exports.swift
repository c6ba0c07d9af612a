// The nib loader's API is written in the model's types (`XIBDocument`, `NibObject`,
// `NibError`, …): importing `ViewRasterNib` gives them too.
@_exported import ViewRasterNibModel
