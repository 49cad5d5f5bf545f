/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable { case portrait, landscape }

/// A horizontal or vertical size class.
public enum SizeClass: String, Hashable, Sendable { case compact, regular }

/// One display configuration a screen is laid out for: size in points, scale, safe area,
/// size classes and a stable short name used in snapshot file names.
///
/// ```swift
/// let device = DeviceConfiguration.iPhone17Pro
/// device.pixelSize // 1206×2622
/// ```
public struct DeviceConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// Stable short name, e.g. `iphone17pro`; part of snapshot file names.
    public var name: String
    public var displayName: String
    public var size: Size
    public var scale: Double
    public var orientation: Orientation
    public var safeArea: EdgeInsets
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var layoutMargin: Double
    public var displayCornerRadius: Double

    public init(
        name: String, displayName: String, size: Size, scale: Double, orientation: Orientation, safeArea: EdgeInsets, horizontalSizeClass: SizeClass,
        verticalSizeClass: SizeClass, layoutMargin: Double, displayCornerRadius: Double
    ) {
        self.name = name
        self.displayName = displayName
        self.size = size
        self.scale = scale
        self.orientation = orientation
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutMargin = layoutMargin
        self.displayCornerRadius = displayCornerRadius
    }

    /// Size in device pixels at `scale` (or the device's own).
    public func pixelSize(scale: Double? = nil) -> (width: Int, height: Int) {
        let s = scale ?? self.scale
        return (Int((size.width * s).rounded()), Int((size.height * s).rounded()))
    }

    /// `iphone17pro-portrait`: the device part of a snapshot name.
    public var snapshotName: String { "\(name)-\(orientation.rawValue)" }
    public var description: String { "\(displayName) \(orientation.rawValue) \(size)@\(Int(scale))x" }
}

extension DeviceConfiguration {
    /// iPhone 17 Pro, 402×874 pt @3x (community dimension set; see shared/reference/devices.md).
    public static let iPhone17Pro = DeviceConfiguration(
        name: "iphone17pro", displayName: "iPhone 17 Pro", size: Size(width: 402, height: 874), scale: 3,
        orientation: .portrait, safeArea: EdgeInsets(top: 62, bottom: 34), horizontalSizeClass: .compact,
        verticalSizeClass: .regular, layoutMargin: 16, displayCornerRadius: 55)

    /// iPhone SE (3rd generation), 375×667 pt @2x (simulator-measured).
    public static let iPhoneSE = DeviceConfiguration(
        name: "iphonese", displayName: "iPhone SE", size: Size(width: 375, height: 667), scale: 2,
        orientation: .portrait, safeArea: EdgeInsets(top: 20), horizontalSizeClass: .compact,
        verticalSizeClass: .regular, layoutMargin: 16, displayCornerRadius: 0)

    /// iPad Pro 11" (M4), 834×1210 pt @2x portrait.
    public static let iPadPro11 = DeviceConfiguration(
        name: "ipadpro11", displayName: "iPad Pro 11\"", size: Size(width: 834, height: 1210), scale: 2,
        orientation: .portrait, safeArea: EdgeInsets(top: 24, bottom: 20), horizontalSizeClass: .regular,
        verticalSizeClass: .regular, layoutMargin: 20, displayCornerRadius: 18)

    /// The configurations the kit knows by name.
    public static let catalog: [DeviceConfiguration] = [.iPhone17Pro, .iPhoneSE, .iPadPro11]
}
