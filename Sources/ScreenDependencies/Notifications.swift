import Foundation

/// A local notification to deliver at a time: what a model schedules through
/// ``DependencyValues/notifications``.
///
/// ```swift
/// NotificationRequest(id: "water-2026-01-02", title: "Water the plants", body: "The ferns first", fireDate: date)
/// ```
public struct NotificationRequest: Hashable, Sendable, Codable, CustomStringConvertible {
    public var id: String
    public var title: String
    public var body: String
    public var fireDate: Date

    public init(id: String, title: String, body: String, fireDate: Date) {
        self.id = id
        self.title = title
        self.body = body
        self.fireDate = fireDate
    }

    public var description: String {
        "\(id) at \(fireDate.formatted(.iso8601)): \(title)" + (body.isEmpty ? "" : " — \(body)")
    }
}

/// A request the scheduler refuses: an empty id or title.
public struct InvalidNotificationRequest: Error, Equatable, CustomStringConvertible {
    public var request: NotificationRequest
    public init(request: NotificationRequest) { self.request = request }
    public var description: String {
        "notification '\(request.id)' cannot be scheduled: give it a non-empty id and title"
    }
}

/// Schedules, cancels and lists pending local notifications. A request with the id of a
/// pending one replaces it (as the system's notification centers do).
///
/// ```swift
/// @ObservationIgnored @Dependency(\.notifications) var notifications
/// try notifications.schedule(request)
/// notifications.cancel(ids: ["water-2026-01-02"])
/// ```
public protocol NotificationScheduling: Sendable {
    func schedule(_ request: NotificationRequest) throws
    func cancel(ids: [String])
    /// The pending requests, by fire date then id.
    func pending() -> [NotificationRequest]
}

/// Pending notifications kept in memory and delivered by nobody: the notifications of a process
/// without a system notification center (Linux previews, the command line), and the base of
/// the test double. An app on a device installs its platform's center as the live value.
///
/// ```swift
/// let center = LocalNotifications()
/// try center.schedule(request); center.pending()   // [request]
/// ```
public class LocalNotifications: NotificationScheduling, @unchecked Sendable {
    let requests = LockedValue<[String: NotificationRequest]>([:])

    public init() {}

    public func schedule(_ request: NotificationRequest) throws {
        guard !request.id.isEmpty, !request.title.isEmpty else { throw InvalidNotificationRequest(request: request) }
        requests.withLock { $0[request.id] = request }
    }

    public func cancel(ids: [String]) {
        requests.withLock { requests in for id in ids { requests.removeValue(forKey: id) } }
    }

    public func pending() -> [NotificationRequest] {
        requests.withLock { $0.values.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) } }
    }
}

/// What a test double saw, in order.
public enum NotificationEvent: Hashable, Sendable, CustomStringConvertible {
    case scheduled(NotificationRequest)
    case cancelled([String])

    public var description: String {
        switch self {
        case .scheduled(let request): "scheduled \(request)"
        case .cancelled(let ids): "cancelled \(ids.joined(separator: ", "))"
        }
    }
}

/// The test value of ``DependencyValues/notifications``: a ``LocalNotifications`` that also
/// records every call, so a test (or the model test store) can check what was scheduled and
/// cancelled.
///
/// ```swift
/// let notifications = TestNotifications()
/// try withDependencies { $0.notifications = notifications } operation: { try model.start() }
/// notifications.events   // [.scheduled(…), …]
/// ```
public final class TestNotifications: LocalNotifications, @unchecked Sendable {
    private let log = LockedValue<[NotificationEvent]>([])

    public override init() {}

    /// Every schedule and cancel, oldest first.
    public var events: [NotificationEvent] { log.withLock { $0 } }

    public override func schedule(_ request: NotificationRequest) throws {
        try super.schedule(request)
        log.withLock { $0.append(.scheduled(request)) }
    }

    public override func cancel(ids: [String]) {
        super.cancel(ids: ids)
        log.withLock { $0.append(.cancelled(ids)) }
    }
}

enum NotificationsKey: DependencyKey {
    static var liveValue: any NotificationScheduling { LocalNotifications() }
    static var testValue: any NotificationScheduling { TestNotifications() }
    static var previewValue: any NotificationScheduling { LocalNotifications() }
}

extension DependencyValues {
    public var notifications: any NotificationScheduling {
        get { self[NotificationsKey.self] }
        set { self[NotificationsKey.self] = newValue }
    }
}
