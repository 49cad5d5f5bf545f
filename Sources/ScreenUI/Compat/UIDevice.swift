import ScreenLayout

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay, mac, vision
}

/// The device, as UIKit's `UIDevice`: `UIDevice.current` is the snapshot's device, so a view
/// that branches on `userInterfaceIdiom == .pad` draws its iPad layout in an iPad snapshot.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { TwoColumns() } else { OneColumn() }
/// ```
@MainActor @preconcurrency
public final class UIDevice {
    public static let current = UIDevice()

    private var device: DeviceConfiguration { (ResolveContext.current?.environment ?? EnvironmentValues()).layoutEnvironment.device }

    /// `.pad` for iPads, `.phone` for phones and the dual-screen phone.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.family == .pad ? .pad : .phone }
    /// The device's marketing name, as shown in the snapshot's configuration (`iPhone 17 Pro`).
    public var name: String { device.displayName }
    public var model: String { device.family == .pad ? "iPad" : "iPhone" }
    public var systemName: String { "iOS" }
    /// The iOS version the kit draws: 26.0.
    public var systemVersion: String { "26.0" }
    /// How the device is held: the snapshot configuration's orientation.
    public var orientation: UIDeviceOrientation { device.orientation == .landscape ? .landscapeLeft : .portrait }
    public var isGeneratingDeviceOrientationNotifications: Bool { true }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// The battery, as far as a view shows it: full and unplugged.
    public var batteryLevel: Float { 1 }
    public var isBatteryMonitoringEnabled = false
}

/// How a device is held, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// Haptics, as UIKit's feedback generators: a still feels nothing, so these do nothing.
@MainActor @preconcurrency
public final class UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for a task's outcome; a still feels nothing.
@MainActor @preconcurrency
public final class UINotificationFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for a changed selection; a still feels nothing.
@MainActor @preconcurrency
public final class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}
