// The ViewRasterTesting module: see README.md.
