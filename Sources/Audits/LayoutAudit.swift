/// One layout audit, as a value: a name and the check that looks at a laid-out screen and says
/// what is wrong with it. The kit's own are static members (``truncatedText``,
/// ``overlappingControls``, ``onFold``, ``tapTarget``, ``contrast``, ``outsideSafeArea``,
/// ``notDynamicType``, ``offScreen``, ``unsupportedView``, ``missingGlyphs``,
/// ``unmirroredIcon``; all of them in ``all``); a team writes its own in its own
/// module and passes it wherever audits are chosen — `assertScreenSnapshot(audits:)`, a
/// catalog's `audits`, a `SnapshotPipeline`.
///
/// The name is the audit's identity: findings print it (`[tap-target] …`), an
/// ``AuditException`` matches by it, and the HTML report turns it back into the static member
/// it suggests (`tap-target` → `AuditException(.tapTarget, …)`), so spell it as the member's
/// name in lowercase words joined by hyphens.
///
/// ```swift
/// extension LayoutAudit {
///     /// No text below 12 pt, at any type size.
///     static let minimumTextSize = LayoutAudit(name: "minimum-text-size") { screen in
///         screen.texts.compactMap { text in
///             guard let size = text.font?.size, size < 12 else { return nil }
///             return AuditProblem(element: text.auditName, frame: text.frame, problem: "is \(size) pt", fix: "use a text style of 12 pt or more")
///         }
///     }
/// }
/// assertScreenSnapshot(of: body, screen: "Settings", audits: LayoutAudit.all + [.minimumTextSize])
/// ```
public struct LayoutAudit: Hashable, Sendable, CustomStringConvertible {
    /// Looks at one laid-out screen and returns its problems, in a deterministic order.
    public typealias Check = @Sendable (_ screen: AuditedScreen) throws -> [AuditProblem]

    /// The identifier: `tap-target`, `contrast`, or a custom audit's own (`minimum-text-size`).
    public let name: String
    private let check: Check

    public init(name: String, check: @escaping Check) {
        self.name = name
        self.check = check
    }

    /// The findings of this audit on `screen`, described as in `context`
    /// (`Welcome/default.iphonese-portrait-light`).
    public func findings(on screen: AuditedScreen, context: String) throws -> [AuditFinding] {
        try check(screen).map { p in AuditFinding(check: self, context: context, element: p.element, frame: p.frame, problem: p.problem, fix: p.fix) }
    }

    /// The kit's audits, in the order their findings are listed (`.unsupportedView` only
    /// finds anything in views of the SwiftUI vocabulary).
    public static let all: [LayoutAudit] = [
        .truncatedText, .overlappingControls, .onFold, .tapTarget, .contrast, .outsideSafeArea, .notDynamicType, .offScreen, .unsupportedView,
        .missingGlyphs, .unmirroredIcon,
    ]

    public var description: String { name }

    /// Two audits are the same audit when they have the same name.
    public static func == (a: LayoutAudit, b: LayoutAudit) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
