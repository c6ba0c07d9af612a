// The Nib module: see README.md.
