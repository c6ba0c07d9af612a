import Foundation

extension TextShaper {
    /// Adds `kern` (NSKern) after each character: to the advance of the last glyph of each
    /// character's cluster, and to the character's advance. A run's last character takes it
    /// too, as in UIKit (a kerned label is wider by the kern after its last letter). Returns
    /// the width added.
    static func applyKern(_ kern: CGFloat, to glyphs: inout [ShapedGlyph], glyphItems: [Int],
                          advances: inout [CGFloat]) -> CGFloat {
        guard kern != 0, kern.isFinite, !glyphs.isEmpty else { return 0 }
        var added: CGFloat = 0
        for j in glyphs.indices where j == glyphs.count - 1 || glyphItems[j + 1] != glyphItems[j] {
            glyphs[j].advance += kern
            advances[glyphItems[j]] += kern
            added += kern
        }
        return added
    }
}
