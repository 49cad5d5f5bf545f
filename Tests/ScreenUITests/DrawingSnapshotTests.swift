import Audits
import ScreenLayout
import ScreenUITesting
import Snapshots
import Testing

/// Effects, gradients, styled text and canvases, rendered on a small card at 2× and compared
/// with references that were looked at.
@MainActor
@Suite struct DrawingSnapshotTests {
    static let card = DeviceConfiguration(
        name: "card", displayName: "Card", size: Size(width: 360, height: 360), scale: 2, orientation: .portrait, safeArea: .zero,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 16, displayCornerRadius: 0)
    static let light = [SnapshotConfiguration(device: card, colorScheme: .light)]

    @Test func effectsAndGradients() {
        assertViewSnapshot(
            of: EffectsSheet(), named: "ScreenUIDrawing", state: "effects", on: Self.light, snapshotsDirectory: ViewSnapshotTests.references)
    }

    @Test func styledText() {
        // Truncation is what the sheet shows; a shrunk text is below its style's size on purpose.
        let long = "The quick brown fox jumps over the lazy dog"
        assertViewSnapshot(
            of: TextSheet(), named: "ScreenUIDrawing", state: "text", on: Self.light,
            accepting: [
                AuditException(.truncatedText, element: long, reason: "the sheet shows where each truncation mode cuts"),
                AuditException(.notDynamicType, element: long, reason: "minimumScaleFactor shrinks the body style to fit, as iOS does"),
            ], snapshotsDirectory: ViewSnapshotTests.references)
    }

    @Test func typography() {
        assertViewSnapshot(
            of: TypographySheet(), named: "ScreenUIDrawing", state: "typography",
            on: Self.light + [SnapshotConfiguration(device: Self.card, colorScheme: .dark)],
            snapshotsDirectory: ViewSnapshotTests.references)
    }

    @Test func canvas() {
        assertViewSnapshot(
            of: CanvasSheet(), named: "ScreenUIDrawing", state: "canvas", on: Self.light, snapshotsDirectory: ViewSnapshotTests.references)
    }
}
