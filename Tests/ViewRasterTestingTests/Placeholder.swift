// Tests for ViewRasterTesting land here.
