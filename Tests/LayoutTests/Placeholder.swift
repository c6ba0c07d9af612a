// Tests for Layout land here.
