import Foundation
import ScreenUITesting
import Testing

/// Older-style sample code rendered: style types by name, Section values, the Alert value,
/// LabeledContent, GroupBox, AsyncImage's placeholder, value labels.
@MainActor
@Suite struct ClassicSnapshotTests {
    static let references = ViewSnapshotTests.references
    static let iOSColours =
        ViewSnapshotTests.iOSOwnColours + [
            AuditException(.contrast, element: "Reset", reason: "iOS 26's system red, as foregroundColor(.red) asks"),
            AuditException(
                .tapTarget, element: "Reset", reason: "in a Form the whole row is the button on iOS; the kit's semantics box is its label"),
        ]

    @Test func aTipScreenWrittenTheOlderWay() {
        assertViewSnapshot(of: ClassicTipView(), named: "ScreenUIClassicTip", accepting: Self.iOSColours, snapshotsDirectory: Self.references)
    }

    @Test func itsResetAlertPresented() {
        assertViewSnapshot(
            of: ClassicTipView(showsReset: true), named: "ScreenUIClassicTip", state: "resetAlert",
            accepting: Self.iOSColours + [AuditException(.contrast, reason: "the screen behind the alert is dimmed, as iOS dims it")],
            snapshotsDirectory: Self.references)
    }

    @Test func aDashboardOfGroupBoxes() {
        assertViewSnapshot(of: ClassicDashboard(), named: "ScreenUIClassicDashboard", accepting: Self.iOSColours, snapshotsDirectory: Self.references)
    }
}
