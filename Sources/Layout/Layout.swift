// The Layout module: see README.md.
