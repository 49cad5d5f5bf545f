import ScreenLayout
import Theme

/// What a snapshot shows besides the screen: device, appearance, Dynamic Type size.
///
/// ```swift
/// SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark)
/// ```
public struct SnapshotConfiguration: Hashable, Sendable, CustomStringConvertible {
    public var device: DeviceConfiguration
    public var colorScheme: ColorScheme
    public var contentSize: ContentSizeCategory
    /// Pixel scale of the image; nil uses the device's own.
    public var scale: Double?

    public init(device: DeviceConfiguration, colorScheme: ColorScheme = .light, contentSize: ContentSizeCategory = .large, scale: Double? = nil) {
        self.device = device
        self.colorScheme = colorScheme
        self.contentSize = contentSize
        self.scale = scale
    }

    /// The scale the reference suite is recorded at, to keep the repository lean; other scales
    /// are named in the file (`@3x`).
    public static let suiteScale: Double = 2

    /// `iphone17pro-portrait-light`, `iphone17pro-portrait-dark-AX3` or
    /// `iphone17pro-portrait-light@3x`: named after what it shows.
    public var fileStem: String {
        var s = "\(device.snapshotName)-\(colorScheme.rawValue)"
        if contentSize != .large { s += "-\(contentSize.tokenName)" }
        if effectiveScale != Self.suiteScale { s += "@\(fmtScale(effectiveScale))x" }
        return s
    }

    public var effectiveScale: Double { scale ?? device.scale }

    /// The environment a body sees in this configuration.
    public func environment(theme: Theme) -> LayoutEnvironment {
        LayoutEnvironment(device: device, colorScheme: colorScheme, contentSize: contentSize, theme: theme)
    }

    private func fmtScale(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
    public var description: String { fileStem }
}
