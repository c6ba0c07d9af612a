// The Gallery module: see README.md.
