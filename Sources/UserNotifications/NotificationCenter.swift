import Foundation
import Synchronization

/// The app's notifications, as `UNUserNotificationCenter`: in a test they are recorded, never
/// shown, so a view model's scheduling can be checked (`pendingNotificationRequests()`).
/// Authorization is granted when asked, unless the test sets `authorizationStatus` (a kit
/// addition) to `.denied` first. One per process, as on a device.
///
/// ```swift
/// try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "reminder", content: content, trigger: trigger))
/// ```
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    struct State {
        var status: UNAuthorizationStatus = .notDetermined
        var pending: [UNNotificationRequest] = []
        var delivered: [UNNotification] = []
        var categories: Set<UNNotificationCategory> = []
        var badge = 0
    }
    private let state = Mutex(State())
    private static let shared = UNUserNotificationCenter()

    public static func current() -> UNUserNotificationCenter { shared }

    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// What the user answered, or will answer when asked (a kit addition for tests: set
    /// `.denied` to see the app without permission).
    public var authorizationStatus: UNAuthorizationStatus {
        get { state.withLock { $0.status } }
        set { state.withLock { $0.status = newValue } }
    }

    /// Asks for permission: granted unless the test set `.denied`.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { grant(options) }
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(grant(options), nil)
    }
    /// The user's answer: permission (provisional if asked so) unless the test set another.
    private func grant(_ options: UNAuthorizationOptions) -> Bool {
        state.withLock { state in
            if state.status == .notDetermined { state.status = options.contains(.provisional) ? .provisional : .authorized }
            return state.status == .authorized || state.status == .provisional
        }
    }

    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings(authorizationStatus: authorizationStatus) }
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: authorizationStatus))
    }

    /// Schedules a request; one with the same identifier replaces it.
    public func add(_ request: UNNotificationRequest) async throws { record(request) }
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        record(request)
        completionHandler?(nil)
    }
    private func record(_ request: UNNotificationRequest) {
        state.withLock { state in
            state.pending.removeAll { $0.identifier == request.identifier }
            state.pending.append(request)
        }
    }

    public func pendingNotificationRequests() async -> [UNNotificationRequest] { state.withLock { $0.pending } }
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(state.withLock { $0.pending })
    }
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        state.withLock { $0.pending.removeAll { identifiers.contains($0.identifier) } }
    }
    public func removeAllPendingNotificationRequests() { state.withLock { $0.pending.removeAll() } }

    public func deliveredNotifications() async -> [UNNotification] { state.withLock { $0.delivered } }
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(state.withLock { $0.delivered })
    }
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        state.withLock { $0.delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }
    public func removeAllDeliveredNotifications() { state.withLock { $0.delivered.removeAll() } }

    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { state.withLock { $0.categories = categories } }
    public func notificationCategories() async -> Set<UNNotificationCategory> { state.withLock { $0.categories } }

    /// The app icon's badge.
    public func setBadgeCount(_ newBadgeCount: Int) async throws { state.withLock { $0.badge = newBadgeCount } }
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        state.withLock { $0.badge = newBadgeCount }
        completionHandler?(nil)
    }
    /// The badge last set (a kit addition for tests).
    public var badgeCount: Int { state.withLock { $0.badge } }

    /// Back to a fresh install: nothing scheduled or delivered, permission not asked (a kit
    /// addition, for a test to start from).
    public func reset() { state.withLock { $0 = State() } }
}

/// What the user allowed, as `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

/// What to ask permission for, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether a kind of alert is on, as `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable { case notSupported, disabled, enabled }

/// The app's notification settings, as `UNNotificationSettings`.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let alertSetting: UNNotificationSetting
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let lockScreenSetting: UNNotificationSetting
    public let notificationCenterSetting: UNNotificationSetting
    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        let on: UNNotificationSetting = authorizationStatus == .authorized || authorizationStatus == .provisional ? .enabled : .disabled
        alertSetting = on
        soundSetting = on
        badgeSetting = on
        lockScreenSetting = on
        notificationCenterSetting = on
    }
}

/// How a notification shows while the app is in front, as `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's answers to notifications, as `UNUserNotificationCenterDelegate` (its methods are
/// optional, as in Objective-C).
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    )
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([.banner, .sound]) }
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    ) { completionHandler() }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    { [.banner, .sound] }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}
