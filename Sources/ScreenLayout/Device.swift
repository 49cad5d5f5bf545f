/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable { case portrait, landscape }

/// What kind of device a configuration belongs to.
public enum DeviceFamily: String, Hashable, Sendable { case phone, foldable, pad }

/// A region of the display content must respect. A fold is a "division": inactive and zero
/// wide when the device lies flat, active when it is half folded, when content should split
/// there and nothing interactive may sit on it. A camera bar is covered hardware.
///
/// ```swift
/// device.activeFold?.rect  // (475.5, 0, 0, 669) on the half-folded iPhone Duo
/// ```
public struct ReservedRegion: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case fold, cameraBar }
    public var kind: Kind
    public var rect: Rect
    public var isActive: Bool
    public init(kind: Kind, rect: Rect, isActive: Bool) {
        self.kind = kind
        self.rect = rect
        self.isActive = isActive
    }
    /// A fold runs top to bottom when it is taller than wide.
    public var isVertical: Bool { rect.height >= rect.width }
}

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
    public var family: DeviceFamily
    /// Regions content must respect: the Duo's fold, its camera bar.
    public var reservedRegions: [ReservedRegion]
    /// Fixed status-bar height for preview chrome (0: none drawn).
    public var statusBarHeight: Double

    public init(
        name: String, displayName: String, size: Size, scale: Double, orientation: Orientation, safeArea: EdgeInsets, horizontalSizeClass: SizeClass,
        verticalSizeClass: SizeClass, layoutMargin: Double, displayCornerRadius: Double, family: DeviceFamily = .phone,
        reservedRegions: [ReservedRegion] = [], statusBarHeight: Double = 0
    ) {
        self.family = family
        self.reservedRegions = reservedRegions
        self.statusBarHeight = statusBarHeight
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

    /// The fold when it is active (half folded), else nil.
    /// The device as a mirror shows it: leading and trailing safe-area insets swapped, reserved
    /// regions (the fold, a camera bar) at their mirrored place. Right-to-left layout is done
    /// on this device, then mirrored back.
    public var mirrored: DeviceConfiguration {
        var d = self
        d.safeArea = EdgeInsets(top: safeArea.top, leading: safeArea.trailing, bottom: safeArea.bottom, trailing: safeArea.leading)
        d.reservedRegions = reservedRegions.map { r in
            var r = r
            r.rect = Rect(x: size.width - r.rect.maxX, y: r.rect.minY, width: r.rect.width, height: r.rect.height)
            return r
        }
        return d
    }

    public var activeFold: ReservedRegion? { reservedRegions.first { $0.kind == .fold && $0.isActive } }

    /// `iphone17pro-portrait`: the device part of a snapshot name.
    public var snapshotName: String { "\(name)-\(orientation.rawValue)" }
    public var description: String { "\(displayName) \(orientation.rawValue) \(size)@\(Int(scale))x" }
}
