import Theme

/// Reading a `UIColor`'s components back, as view models and drawing code do with
/// `getRed(_:green:blue:alpha:)`. A dynamic colour resolves as UIKit's default trait collection
/// resolves it outside a view: light, with the app's tokens as the system theme gives them.
///
/// ```swift
/// var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
/// UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
/// ```
extension UIColor {
    var lightComponents: RGBA { color.resolve(.light, .system) }

    /// Red, green, blue and alpha in 0…1; always succeeds (every colour here is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = lightComponents
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Hue, saturation and brightness (HSB, each 0…1) and alpha.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = lightComponents
        let high = max(c.red, c.green, c.blue)
        let low = min(c.red, c.green, c.blue)
        let delta = high - low
        var h = 0.0
        if delta > 0 {
            if high == c.red {
                h = (c.green - c.blue) / delta
            } else if high == c.green {
                h = (c.blue - c.red) / delta + 2
            } else {
                h = (c.red - c.green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(high > 0 ? delta / high : 0)
        brightness?.pointee = CGFloat(high)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour's alpha (0…1), as `UIColor.cgColor.alpha` and `CIColor` readers use it.
    public var alphaComponent: CGFloat { CGFloat(lightComponents.alpha) }
}
