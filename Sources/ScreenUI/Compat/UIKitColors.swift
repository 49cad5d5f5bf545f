import Foundation
import ScreenLayout
import Theme

/// The UIKit colours SwiftUI code names through `Color(uiColor:)` and `Color(.systemGray6)`
/// (on iOS `import SwiftUI` brings UIKit along): iOS's semantic and system colours, light and
/// dark, and RGB/white values.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground))
/// ```
///
/// A class, as UIKit's, so that an app's `extension UIColor { convenience init(hex:) }` compiles.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    let color: Color
    public init(_ color: Color) {
        self.color = color
        super.init()
    }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        super.init()
    }
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        super.init()
    }
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
        super.init()
    }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
        super.init()
    }
    public init(cgColor: CGColor) {
        color = cgColor.color
        super.init()
    }
    /// A colour that differs in light and dark: the provider is asked once for each.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.fixedValue(for: .light)
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.fixedValue(for: .dark)
        color = Color(storage: .dynamic(light: light, dark: dark))
        super.init()
    }
    /// A colour of the app's asset catalog (read as the token `color.<name>`).
    public init?(named name: String) {
        color = Color(name)
        super.init()
    }
    /// `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(named: name) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    open override var hash: Int { color.hashValue }
    /// The colour in a trait collection's appearance.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(Color(storage: .fixed(color.fixedValue(for: traitCollection.userInterfaceStyle == .dark ? .dark : .light))))
    }
    /// Drawing into a UIKit graphics context: there is none in a snapshot; nothing to set.
    open func setFill() {}
    open func setStroke() {}
    open func set() {}
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    private static func pair(_ light: UInt32, _ lightAlpha: Double = 1, _ dark: UInt32, _ darkAlpha: Double = 1) -> UIColor {
        func c(_ v: UInt32, _ a: Double) -> RGBA {
            RGBA(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255, alpha: a)
        }
        return UIColor(Color(storage: .dynamic(light: c(light, lightAlpha), dark: c(dark, darkAlpha))))
    }

    public static let label = UIColor(Color(token: .label))
    public static let secondaryLabel = UIColor(Color(token: .secondaryLabel))
    public static let tertiaryLabel = UIColor(Color(token: .tertiaryLabel))
    public static let quaternaryLabel = pair(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    public static let placeholderText = pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let systemBackground = UIColor(Color(token: .background))
    public static let secondarySystemBackground = UIColor(Color(token: .secondaryBackground))
    public static let tertiarySystemBackground = UIColor(Color(token: .tertiaryBackground))
    public static let systemGroupedBackground = UIColor(Color(token: .groupedBackground))
    public static let secondarySystemGroupedBackground = pair(0xFFFFFF, 1, 0x1C1C1E, 1)
    public static let tertiarySystemGroupedBackground = pair(0xF2F2F7, 1, 0x2C2C2E, 1)
    public static let separator = UIColor(Color(token: .separator))
    public static let opaqueSeparator = pair(0xC6C6C8, 1, 0x38383A, 1)
    public static let systemFill = UIColor(Color(token: .fill))
    public static let secondarySystemFill = pair(0x787880, 0.16, 0x787880, 0.32)
    public static let tertiarySystemFill = pair(0x767680, 0.12, 0x767680, 0.24)
    public static let quaternarySystemFill = pair(0x747480, 0.08, 0x767680, 0.18)
    public static let link = UIColor(Color(token: .link))
    public static let tintColor = UIColor(Color.accentColor)
    public static let systemGray = pair(0x8E8E93, 1, 0x8E8E93, 1)
    public static let systemGray2 = pair(0xAEAEB2, 1, 0x636366, 1)
    public static let systemGray3 = pair(0xC7C7CC, 1, 0x48484A, 1)
    public static let systemGray4 = pair(0xD1D1D6, 1, 0x3A3A3C, 1)
    public static let systemGray5 = pair(0xE5E5EA, 1, 0x2C2C2E, 1)
    public static let systemGray6 = pair(0xF2F2F7, 1, 0x1C1C1E, 1)
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let black = UIColor(Color.black)
    public static let white = UIColor(Color.white)
    public static let clear = UIColor(Color.clear)
    public static let gray = UIColor(Color(white: 0.5))
    public static let lightGray = UIColor(Color(white: 2.0 / 3.0))
    public static let darkGray = UIColor(Color(white: 1.0 / 3.0))
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))

    /// The colour for Core Animation layers.
    public var cgColor: CGColor { CGColor(color: color) }
}

/// A colour as Core Graphics hands it to layers, as `CGColor`.
public struct CGColor: Hashable, Sendable {
    let color: Color
    init(color: Color) { self.color = color }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(gray: CGFloat, alpha: CGFloat) { color = Color(white: Double(gray), opacity: Double(alpha)) }
}

extension Color {
    public init(cgColor: CGColor) { self = cgColor.color }
}

extension Color {
    public init(uiColor: UIColor) { self = uiColor.color }
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// The screen, as UIKit's `UIScreen`: `UIScreen.main.bounds` is the snapshot device's screen.
@MainActor @preconcurrency
public final class UIScreen {
    public static let main = UIScreen()
    /// The screen of the snapshot being rendered (an iPhone 17 Pro outside a rendering).
    public var bounds: CGRect {
        let device = (ResolveContext.current?.environment ?? EnvironmentValues()).layoutEnvironment.device
        return CGRect(x: 0, y: 0, width: device.size.width, height: device.size.height)
    }
    public var scale: CGFloat { CGFloat((ResolveContext.current?.environment ?? EnvironmentValues()).displayScale) }
}

/// The traits a dynamic colour is resolved for, as UIKit's `UITraitCollection`: light or dark.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }
    public override convenience init() { self.init(userInterfaceStyle: .light) }
    /// The traits of the snapshot being rendered (light outside a rendering).
    @MainActor public static var current: UITraitCollection {
        let scheme = (ResolveContext.current?.environment ?? EnvironmentValues()).colorScheme
        return UITraitCollection(userInterfaceStyle: scheme == .dark ? .dark : .light)
    }
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
