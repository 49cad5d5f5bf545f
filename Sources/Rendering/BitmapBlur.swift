import ImageCodec

extension Bitmap {
    /// Blurs the pixels in place with the renderer's material and shadow blur (``BoxBlur``):
    /// `radius` in pixels, a Gaussian of σ = radius / 2. Deterministic integer arithmetic.
    ///
    /// ```swift
    /// var band = Bitmap(width: 1206, height: 300, fill: 0xFF20_4060)
    /// band.blur(radius: 60)   // frosted material's 20 pt at @3x
    /// ```
    public mutating func blur(radius: Double) {
        let (w, h) = (width, height)
        pixels.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            BoxBlur.blur(base, width: w, height: h, stride: w, sigma: radius / 2)
        }
    }
}
