import ViewRasterDisplayList

/// The red, green and blue bytes of the pixel at (`x`, `y`) of a decoded PNG (rows top down,
/// four bytes a pixel): what the CLI suites compare against values derived by hand.
func rgb(_ png: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * png.width + x) * 4
    return Array(png.pixels[i..<i + 3])
}
