import Foundation
import ScreenLayout
import Theme

extension Color {
    /// A colour as it is in an environment (light or dark, the theme's tokens applied), as
    /// SwiftUI's `Color.Resolved`: its components in linear sRGB, as iOS gives them.
    ///
    /// ```swift
    /// let resolved = Color.accentColor.resolve(in: environment)
    /// let darker = Color(Color.Resolved(red: resolved.red * 0.8, green: resolved.green * 0.8, blue: resolved.blue * 0.8))
    /// ```
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The components as drawn (sRGB-encoded).
        let rgba: RGBA
        init(rgba: RGBA) { self.rgba = rgba }

        /// A colour from components in `colorSpace` (encoded sRGB unless it says linear).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                rgba = RGBA(
                    red: Self.encoded(Double(red)), green: Self.encoded(Double(green)), blue: Self.encoded(Double(blue)), alpha: Double(opacity))
            } else {
                rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
            }
        }

        public var red: Float { Float(Self.linear(rgba.red)) }
        public var green: Float { Float(Self.linear(rgba.green)) }
        public var blue: Float { Float(Self.linear(rgba.blue)) }
        public var opacity: Float { Float(rgba.alpha) }
        public var linearRed: Float { red }
        public var linearGreen: Float { green }
        public var linearBlue: Float { blue }
        public var cgColor: CGColor { CGColor(color: Color(self)) }
        /// `#RRGGBBAA`, as iOS prints a resolved colour.
        public var description: String {
            func hex(_ v: Double) -> String { String(format: "%02X", Int((min(1, max(0, v)) * 255).rounded())) }
            return "#" + hex(rgba.red) + hex(rgba.green) + hex(rgba.blue) + hex(rgba.alpha)
        }
        public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint { .color(rgba) }

        /// sRGB's transfer function, each way.
        static func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        static func encoded(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
    }

    /// The colour in `environment`: its colour scheme and the theme's tokens decide it.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(rgba: environment.themeReference.resolve(self, environment.colorScheme))
    }

    /// A colour of fixed components.
    public init(_ resolved: Resolved) {
        self.init(red: resolved.rgba.red, green: resolved.rgba.green, blue: resolved.rgba.blue, opacity: resolved.rgba.alpha)
    }
}

extension CGColor {
    /// The colour's components (red, green, blue, alpha; in light appearance for a dynamic colour).
    public var components: [CGFloat]? {
        let rgba = color.fixedValue(for: .light)
        return [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)]
    }
    public var alpha: CGFloat { components?[3] ?? 1 }
    public var numberOfComponents: Int { 4 }
}

extension Color {
    /// The colour for Core Graphics (nil for none on iOS only for dynamic system colours; here
    /// every colour has one, in light appearance).
    public var cgColor: CGColor? { CGColor(color: self) }
}
