// Tests for Gallery land here.
