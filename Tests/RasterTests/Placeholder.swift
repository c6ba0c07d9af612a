// Tests for Raster land here.
