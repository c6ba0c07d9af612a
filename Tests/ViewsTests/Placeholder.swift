// Tests for Views land here.
