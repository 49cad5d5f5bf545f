/// The layout audits run over every screen in every configuration.
///
/// ```swift
/// AuditException(.tapTarget, element: "toolbar.info", reason: "Decorative; the whole row is the target")
/// ```
public enum AuditCheck: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case truncatedText = "truncated-text"
    case overlappingControls = "overlapping-controls"
    case onFold = "on-fold"
    case tapTarget = "tap-target"
    case contrast = "contrast"
    case outsideSafeArea = "outside-safe-area"
    case notDynamicType = "not-dynamic-type"
    case offScreen = "off-screen"

    public var description: String { rawValue }
}

/// A finding a screen's registration accepts, with the reviewed reason. `element` names the
/// identifier (or text) it applies to; nil accepts the check for the whole screen.
public struct AuditException: Hashable, Sendable {
    public var check: AuditCheck
    public var element: String?
    public var reason: String
    public init(_ check: AuditCheck, element: String? = nil, reason: String) {
        self.check = check
        self.element = element
        self.reason = reason
    }
}
