// Tests for Nib land here.
