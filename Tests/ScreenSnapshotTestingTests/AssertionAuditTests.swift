import Foundation
import Testing

@testable import ScreenSnapshotTesting

/// A close button of 24 pt: below the 44 pt minimum tap target.
func tinyClose(_ env: LayoutEnvironment) -> Node {
    ZStack {
        Color(.background).ignoresSafeArea()
        Button("Close", id: "badge.close") { Text("×", style: .body).frame(width: 24, height: 24) }
    }
}

extension LayoutAudit {
    /// A team's own audit: every control carries an identifier for UI tests.
    static let identifiedControls = LayoutAudit(name: "identified-controls") { screen in
        screen.controls.filter { $0.identifier == nil }.map {
            AuditProblem(element: $0.auditName, frame: $0.frame, problem: "has no identifier", fix: "give it an id")
        }
    }
}

/// A 60×60 pt button without an identifier.
func unnamedButton(_ env: LayoutEnvironment) -> Node {
    ZStack {
        Color(.background).ignoresSafeArea()
        Button("Go") { Text("Go", style: .body).frame(width: 60, height: 60) }
    }
}

/// The assertion audits by default, takes the accepted exceptions, and can opt out per call.
@Suite struct AssertionAuditTests {
    @Test func findingsFailTheAssertionEvenWhenThePixelsMatch() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = [SnapshotConfiguration(device: small)]
        withKnownIssue("recording fails once") {
            assertScreenSnapshot(of: tinyClose, screen: "Close", on: config, theme: .system, audits: [], snapshotsDirectory: dir, record: .missing)
        }
        // The reference matches; the audit still fails the assertion and says what to change.
        withKnownIssue {
            assertScreenSnapshot(of: tinyClose, screen: "Close", on: config, theme: .system, snapshotsDirectory: dir, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("[tap-target]") && text.contains("badge.close") && text.contains("AuditException")
        }
        // Accepted with a reason: passes.
        assertScreenSnapshot(
            of: tinyClose, screen: "Close", on: config, theme: .system,
            accepting: [AuditException(.tapTarget, element: "badge.close", reason: "The whole card is the target")], snapshotsDirectory: dir,
            record: .never)
        // Opted out for this call: passes.
        assertScreenSnapshot(of: tinyClose, screen: "Close", on: config, theme: .system, audits: [], snapshotsDirectory: dir, record: .never)
        // Only other checks: passes.
        assertScreenSnapshot(
            of: tinyClose, screen: "Close", on: config, theme: .system, audits: [.contrast, .truncatedText], snapshotsDirectory: dir, record: .never)
    }

    /// With no theme, the test's package tokens are used: this package's DesignTokens/
    /// (the badge names app tokens the kit's defaults do not have), and a package without
    /// token files gets the kit's iOS defaults.
    @Test func withoutAThemeThePackagesTokensAreUsed() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = [SnapshotConfiguration(device: small)]
        withKnownIssue("recording fails once") {
            assertScreenSnapshot(of: badge("Healed"), screen: "Badge", on: config, theme: try theme.get(), snapshotsDirectory: dir, record: .missing)
        }
        assertScreenSnapshot(of: badge("Healed"), screen: "Badge", on: config, snapshotsDirectory: dir, record: .never)
        #expect(try PackageTheme.load(root: dir).colors == Theme.system.colors)
        #expect(try PackageTheme.load(root: designTokens.deletingLastPathComponent()).colors == theme.get().colors)
    }

    /// A custom audit is one more value in `audits:`; exceptions accept it like the kit's.
    @Test func aCustomAuditFailsTheAssertionUntilAccepted() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = [SnapshotConfiguration(device: small)]
        let audits = LayoutAudit.all + [.identifiedControls]
        withKnownIssue("recording fails once") {
            assertScreenSnapshot(of: unnamedButton, screen: "Go", on: config, theme: .system, audits: [], snapshotsDirectory: dir, record: .missing)
        }
        // The kit's eight pass; the team's audit fails it.
        assertScreenSnapshot(of: unnamedButton, screen: "Go", on: config, theme: .system, snapshotsDirectory: dir, record: .never)
        withKnownIssue {
            assertScreenSnapshot(of: unnamedButton, screen: "Go", on: config, theme: .system, audits: audits, snapshotsDirectory: dir, record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("[identified-controls] Go/default.badge-portrait-light: 'Go' at ")
        }
        assertScreenSnapshot(
            of: unnamedButton, screen: "Go", on: config, theme: .system, audits: audits,
            accepting: [AuditException(.identifiedControls, element: "Go", reason: "A demo")], snapshotsDirectory: dir, record: .never)
    }
}
