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

    /// `iphone17pro-portrait-light` or `iphone17pro-portrait-dark-AX3`: named after what it shows.
    public var fileStem: String {
        var s = "\(device.snapshotName)-\(colorScheme.rawValue)"
        if contentSize != .large { s += "-\(contentSize.tokenName)" }
        return s
    }

    public var effectiveScale: Double { scale ?? device.scale }
    public var description: String { fileStem }
}
