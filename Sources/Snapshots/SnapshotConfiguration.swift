import ScreenLayout
import Theme

/// What a snapshot shows besides the screen: device, appearance, Dynamic Type size, and the
/// settings axes — layout direction, pseudo-language, accessibility display settings. The
/// settings add to the file name only when they differ from the default, so names made before
/// an axis existed stay as they were.
///
/// ```swift
/// SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark)
/// var rtl = SnapshotConfiguration(device: .iPhone17Pro)
/// rtl.layoutDirection = .rightToLeft      // iphone17pro-portrait-light-rtl
/// ```
public struct SnapshotConfiguration: Hashable, Sendable, CustomStringConvertible {
    public var device: DeviceConfiguration
    public var colorScheme: ColorScheme
    public var contentSize: ContentSizeCategory
    /// Pixel scale of the image; nil uses the device's own.
    public var scale: Double?
    public var layoutDirection: LayoutDirection = .leftToRight
    public var pseudoLocale: PseudoLocale?
    /// The app's real translation to show (nil: the strings as written).
    public var translation: Translation?
    public var display = DisplaySettings.standard

    public init(device: DeviceConfiguration, colorScheme: ColorScheme = .light, contentSize: ContentSizeCategory = .large, scale: Double? = nil) {
        self.device = device
        self.colorScheme = colorScheme
        self.contentSize = contentSize
        self.scale = scale
    }

    /// The scale the reference suite is recorded at, to keep the repository lean; other scales
    /// are named in the file (`@3x`).
    public static let suiteScale: Double = 2

    /// `iphone17pro-portrait-light`, `iphone17pro-portrait-dark-AX3`,
    /// `iphone17pro-portrait-light-rtl-expanded-bold` or `iphone17pro-portrait-light@3x`: named
    /// after what it shows; settings at their default add nothing.
    public var fileStem: String {
        var s = "\(device.snapshotName)-\(colorScheme.rawValue)"
        if contentSize != .large { s += "-\(contentSize.tokenName)" }
        for part in settingsNameParts { s += "-\(part)" }
        if effectiveScale != Self.suiteScale { s += "@\(fmtScale(effectiveScale))x" }
        return s
    }

    public var effectiveScale: Double { scale ?? device.scale }

    /// The translation's language (`de`, `ar`), `rtl`, the pseudo-language (`accented`,
    /// `expanded`, `pseudortl`), then the display settings (`bold`, `contrast`, `opaque`,
    /// `buttonshapes`, `invert`).
    public var settingsNameParts: [String] {
        var parts: [String] = translation.map { [$0.language] } ?? []
        if layoutDirection == .rightToLeft && pseudoLocale != .rightToLeft { parts.append("rtl") }
        switch pseudoLocale {
        case .accented?: parts.append("accented")
        case .expanded?: parts.append("expanded")
        case .rightToLeft?: parts.append("pseudortl")
        case nil: break
        }
        return parts + display.nameParts
    }

    /// The environment a body sees in this configuration.
    public func environment(theme: Theme) -> LayoutEnvironment {
        var env = LayoutEnvironment(device: device, colorScheme: colorScheme, contentSize: contentSize, theme: theme)
        env.layoutDirection = layoutDirection
        env.pseudoLocale = pseudoLocale
        env.translation = translation
        env.display = display
        return env
    }

    private func fmtScale(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
    public var description: String { fileStem }
}
