import ScreenLayout
import Theme

/// A colour, as SwiftUI's `Color`: iOS's system colours (light and dark), semantic colours
/// from the theme (`.primary`, `.secondary`, `.accentColor`), literal RGB, white, HSB, and a
/// view that fills the space it is offered.
///
/// ```swift
/// Color.blue.opacity(0.2)
/// Color(red: 0.9, green: 0.3, blue: 0.4)
/// Text("Done").foregroundStyle(.green)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case fixed(RGBA)
        case dynamic(light: RGBA, dark: RGBA)
        case token(ColorName)
        case missingAsset(String)
    }
    let storage: Storage
    var alpha: Double = 1

    init(storage: Storage) { self.storage = storage }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(RGBA(red: red, green: green, blue: blue, alpha: opacity))
    }
    /// Components in a colour space: linear ones are encoded as sRGB; Display P3 is drawn as sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if colorSpace == .sRGBLinear {
            self.init(red: Resolved.encoded(red), green: Resolved.encoded(green), blue: Resolved.encoded(blue), opacity: opacity)
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    /// A colour of the app's asset catalog. Asset catalogs are not read yet: it is reported as
    /// unsupported (and drawn magenta, so it is seen) until the app defines it as a token
    /// `color.<name>` in its DesignTokens.
    public init(_ name: String, bundle: Bundle? = nil) { storage = .missingAsset(name) }
    /// A theme token (the app's DesignTokens or the kit's contract).
    public init(token: ColorName) { storage = .token(token) }
    /// A light and a dark value.
    public init(light: Color, dark: Color) {
        storage = .dynamic(light: light.fixedValue(for: .light), dark: dark.fixedValue(for: .dark))
    }

    /// This colour at `opacity` (multiplied with its own).
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha *= opacity
        return copy
    }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// The colour in `scheme` with the theme's tokens.
    func resolve(_ scheme: ColorScheme, _ theme: Theme, _ report: (String) -> Void = { _ in }) -> RGBA {
        let base: RGBA
        switch storage {
        case .fixed(let c): base = c
        case .dynamic(let light, let dark): base = scheme == .light ? light : dark
        case .token(let name):
            if let c = try? theme.color(name, in: scheme) {
                base = c
            } else {
                report("the colour token \(name.path)")
                base = RGBA(red: 1, green: 0, blue: 1)
            }
        case .missingAsset(let name):
            if let c = try? theme.color(ColorName("color.\(name)"), in: scheme) {
                base = c
            } else {
                report("Color(\"\(name)\"): asset catalog colours are not read; define the token color.\(name) in DesignTokens")
                base = RGBA(red: 1, green: 0, blue: 1)
            }
        }
        return base.withOpacity(alpha)
    }

    func fixedValue(for scheme: ColorScheme) -> RGBA { resolve(scheme, .system) }

    public var description: String {
        switch storage {
        case .fixed(let c): return c.description
        case .dynamic(let l, let d): return "\(l)/\(d)"
        case .token(let n): return n.path
        case .missingAsset(let n): return "asset \(n)"
        }
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6
        let f = h - Double(Int(h))
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension Color {
    private static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        func c(_ v: UInt32) -> RGBA {
            RGBA(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
        }
        return Color(storage: .dynamic(light: c(light), dark: c(dark)))
    }
    // iOS 26 system colours, light / dark (HIG "Color", June 2025).
    public static let red = system(0xFF383C, 0xFF4245)
    public static let orange = system(0xFF8D28, 0xFF9230)
    public static let yellow = system(0xFFCC00, 0xFFD600)
    public static let green = system(0x34C759, 0x30D158)
    public static let mint = system(0x00C8B3, 0x00DAC3)
    public static let teal = system(0x00C3D0, 0x00D2E0)
    public static let cyan = system(0x00C0E8, 0x3CD3FE)
    public static let blue = system(0x0088FF, 0x0091FF)
    public static let indigo = system(0x6155F5, 0x6B5DFF)
    public static let purple = system(0xCB30E0, 0xDB34F2)
    public static let pink = system(0xFF2D55, 0xFF375F)
    public static let brown = system(0xAC7F5E, 0xB78A66)
    public static let gray = system(0x8E8E93, 0x8E8E93)
    public static let black = Color(storage: .fixed(.black))
    public static let white = Color(storage: .fixed(.white))
    public static let clear = Color(storage: .fixed(.clear))
    /// The label colour (black in light, white in dark).
    public static let primary = Color(storage: .token(.label))
    /// The secondary label colour.
    public static let secondary = Color(storage: .token(.secondaryLabel))
    /// The app's tint (systemBlue unless its tokens say otherwise).
    public static let accentColor = Color(storage: .token(.tint))
}
