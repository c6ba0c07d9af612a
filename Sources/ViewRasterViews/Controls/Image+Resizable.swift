import Foundation

extension Image {
    /// How the middle of a resizable image fills its space (UIImage.ResizingMode).
    public enum ResizingMode: Int, Sendable, Hashable {
        /// Repeat the middle pieces at their own size (UIKit's default for `resizableImage(withCapInsets:)`).
        case tile
        /// Stretch the middle pieces.
        case stretch
    }

    /// A nine-part image (UIImage.resizableImage(withCapInsets:resizingMode:)): the corners
    /// inside `capInsets` keep their size, the edges stretch or tile along one axis and the
    /// middle along both.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode = .tile) -> Image {
        let img = placeholderSize == nil ? Image(bitmap: bitmap, renderingMode: renderingMode, name: name)
                                         : Image(placeholderOfSize: size, renderingMode: renderingMode, name: name)
        img.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        img.tintColor = tintColor
        return img
    }

    /// The cap insets of a resizable image (zero for others).
    public var capInsets: EdgeInsets { resizing?.capInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
    /// The resizing mode (`.tile` for images that are not resizable, as UIKit reports).
    public var resizingMode: ResizingMode { resizing?.mode ?? .tile }

    /// The operations drawing a resizable image into `rect`: up to nine pieces, each a crop of
    /// the bitmap (made once) drawn stretched or tiled under a clip. Caps larger than `rect`
    /// shrink in proportion.
    func ninePartOps(in rect: CGRect, tint: Color?) -> [DisplayOp] {
        guard let resizing, placeholderSize == nil else { return [.image(bitmap, rect, tint: tint)] }
        let s = bitmap.scale
        let size = bitmap.size
        var l = max(0, resizing.capInsets.left), r = max(0, resizing.capInsets.right)
        var t = max(0, resizing.capInsets.top), b = max(0, resizing.capInsets.bottom)
        l = min(l, size.width); r = min(r, size.width - l); t = min(t, size.height); b = min(b, size.height - t)
        // Source columns and rows in pixels.
        let xs = [0, Int((l * s).rounded()), Int(((size.width - r) * s).rounded()), bitmap.width]
        let ys = [0, Int((t * s).rounded()), Int(((size.height - b) * s).rounded()), bitmap.height]
        // Destination columns and rows in points.
        let kx = l + r > rect.width ? rect.width / (l + r) : 1, ky = t + b > rect.height ? rect.height / (t + b) : 1
        let dx = [rect.minX, rect.minX + l * kx, rect.maxX - r * kx, rect.maxX]
        let dy = [rect.minY, rect.minY + t * ky, rect.maxY - b * ky, rect.maxY]
        var ops: [DisplayOp] = []
        for row in 0..<3 {
            for col in 0..<3 {
                let pw = xs[col + 1] - xs[col], ph = ys[row + 1] - ys[row]
                let dest = CGRect(x: dx[col], y: dy[row], width: dx[col + 1] - dx[col], height: dy[row + 1] - dy[row])
                guard pw > 0, ph > 0, dest.width > 0, dest.height > 0 else { continue }
                let piece = self.piece(x: xs[col], y: ys[row], width: pw, height: ph)
                let tileX = resizing.mode == .tile && col == 1, tileY = resizing.mode == .tile && row == 1
                if !tileX && !tileY { ops.append(.image(piece, dest, tint: tint)); continue }
                let w = tileX ? CGFloat(pw) / s : dest.width, h = tileY ? CGFloat(ph) / s : dest.height
                let count = Int((dest.width / w).rounded(.up)) * Int((dest.height / h).rounded(.up))
                guard count <= 4096 else { ops.append(.image(piece, dest, tint: tint)); continue }
                ops.append(.save); ops.append(.clip(Path(rect: dest)))
                var y = dest.minY
                while y < dest.maxY {
                    var x = dest.minX
                    while x < dest.maxX { ops.append(.image(piece, CGRect(x: x, y: y, width: w, height: h), tint: tint)); x += w }
                    y += h
                }
                ops.append(.restore)
            }
        }
        return ops
    }

    /// The crop of the bitmap at pixel (x, y) of `width` × `height` (cached).
    private func piece(x: Int, y: Int, width: Int, height: Int) -> Bitmap {
        let key = [x, y, width, height]
        if let cached = resizing?.pieces[key] { return cached }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let src = ((y + row) * bitmap.width + x) * 4
            pixels.replaceSubrange(row * width * 4 ..< (row + 1) * width * 4, with: bitmap.pixels[src ..< src + width * 4])
        }
        let b = Bitmap(width: width, height: height, scale: bitmap.scale, premultipliedPixels: pixels)
        resizing?.pieces[key] = b
        return b
    }
}

/// A resizable image's cap insets, mode and the crops made so far.
@MainActor
final class Resizing {
    let capInsets: EdgeInsets
    let mode: Image.ResizingMode
    var pieces: [[Int]: Bitmap] = [:]
    init(capInsets: EdgeInsets, mode: Image.ResizingMode) { self.capInsets = capInsets; self.mode = mode }
}
