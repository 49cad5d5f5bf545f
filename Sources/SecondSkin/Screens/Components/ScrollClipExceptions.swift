import ScreenLayout

/// The audit findings a phone screen accepts because its content scrolls in a view that ends
/// above the tab bar: a control cut by the scroll view's bottom edge "overlaps" the tab bar in
/// the overlapping-controls audit, which compares unclipped frames (the safe-area audit clips
/// them), though its hidden part can be neither seen nor tapped. Listed per control, so any other
/// overlap still fails.
///
/// ```swift
/// ScreenState(name: "default", auditExceptions: ScrollClipExceptions.controls("ideas.board.1", "ideas.board.2")) { … }
/// ```
enum ScrollClipExceptions {
    static let reason =
        "Cut by the bottom edge of the scroll view, which ends above the tab bar: only its clipped, hidden part lies under the tab bar "
        + "(the overlap audit compares unclipped frames)"

    static func controls(_ identifiers: String...) -> [AuditException] {
        identifiers.map { AuditException(.overlappingControls, element: $0, reason: reason) }
    }
}
