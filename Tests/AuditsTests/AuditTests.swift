import Foundation
import Testing

@testable import Audits
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

let designTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DesignTokens")
let theme = Result { try Theme.load(from: designTokens) }

/// Lays out `body` on `device` and runs the audits.
func audit(_ body: Node, on device: DeviceConfiguration = .iPhone17Pro, scheme: ColorScheme = .light, size: ContentSizeCategory = .large) throws
    -> [AuditFinding]
{
    let renderer = try Renderer()
    let env = LayoutEnvironment(device: device, colorScheme: scheme, contentSize: size, theme: try theme.get())
    let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
    return try LayoutAuditor(renderer: renderer).audit(layout, environment: env, context: "Test/state on \(device.snapshotName)-\(scheme)")
}

func checks(_ findings: [AuditFinding]) -> Set<LayoutAudit> { Set(findings.map(\.check)) }

/// A screen that passes every check: labels on the page background, a full-width button.
func goodScreen() -> Node {
    VStack(alignment: .leading, spacing: .m) {
        Text("Healing", style: .title1, weight: .bold)
        Text("Day 4 of 14", style: .body).foreground(.secondaryLabel)
        Spacer()
        Button("Check in", id: "care.checkIn") {
            Text("Check in", style: .headline).foreground(.onAccent).frame(maxWidth: .infinity, minHeight: 50)
                .background { Capsule().fill(.accent) }
        }
    }
    .padding(.all, .l)
    .background { Color(.background).ignoresSafeArea() }
}

@Suite struct AuditTests {
    @Test func aCorrectScreenPassesEveryCheck() throws {
        #expect(try audit(goodScreen()).isEmpty)
        #expect(try audit(goodScreen(), scheme: .dark).isEmpty)
        // One column on a half-folded Duo puts the full-width button across the fold.
        #expect(checks(try audit(goodScreen(), on: .iPhoneDuoInnerFolded)) == [.onFold])
    }

    /// A string beyond the text budget is cut, and the cut is a finding, not silence.
    @Test func textCutToTheBudgetIsReported() throws {
        let blob = ZStack {
            Color(.background)
            ScrollView { Text(String(repeating: "ab ", count: 5_000), style: .body) }
        }
        #expect(try audit(blob).contains { $0.check == .truncatedText && $0.problem == "is truncated" })
    }

    @Test func truncatedTextMustBeDeclared() throws {
        let broken = ZStack {
            Color(.background)
            Text("A very long title that cannot fit", style: .title1, lineLimit: 1).frame(width: 120)
        }
        let findings = try audit(broken)
        #expect(findings.map(\.check) == [.truncatedText])
        #expect(findings[0].description.contains("'A very long title that cannot fit'") && findings[0].description.contains("truncationAllowed()"))
        let declared = ZStack {
            Color(.background)
            Text("A very long title that cannot fit", style: .title1, lineLimit: 1).truncationAllowed().frame(width: 120)
        }
        #expect(try audit(declared).isEmpty)
    }

    @Test func clippedTextIsCaught() throws {
        let broken = ZStack {
            Color(.background)
            Text("Clipped", style: .title1).frame(width: 200, height: 10).clipShape(.rectangle)
        }
        #expect(checks(try audit(broken)) == [.truncatedText])
    }

    @Test func overlappingControls() throws {
        func two(_ offset: Double) -> Node {
            ZStack {
                Color(.background)
                Button("A", id: "a") { Color(.accent).frame(width: 60, height: 60) }
                Button("B", id: "b") { Color(.accent).frame(width: 60, height: 60) }.offset(x: offset)
            }
        }
        let findings = try audit(two(30))
        #expect(findings.map(\.check) == [.overlappingControls])
        #expect(findings[0].element == "a" && findings[0].problem.contains("'b'"))
        #expect(try audit(two(70)).isEmpty)
    }

    @Test func controlsAndTextOffTheFold() throws {
        let crossing = ZStack {
            Color(.background)
            Button("Wide", id: "wide") { Color(.accent).frame(width: 300, height: 50) }
        }
        let findings = try audit(crossing, on: .iPhoneDuoInnerFolded)
        #expect(findings.map(\.check) == [.onFold])
        #expect(findings[0].element == "wide")
        #expect(try audit(crossing, on: .iPhoneDuoInner).isEmpty)  // flat: the fold is inactive
        let panes = TwoPane {
            ZStack {
                Color(.background)
                Button("L", id: "l") { Color(.accent).frame(width: 200, height: 50) }
            }
        } secondary: {
            ZStack {
                Color(.background)
                Text("Detail", style: .title1)
            }
        }
        #expect(try audit(panes, on: .iPhoneDuoInnerFolded).isEmpty)
    }

    @Test func tapTargets() throws {
        let small = ZStack {
            Color(.background)
            Button("Close", id: "close") { Color(.accent).frame(width: 30, height: 30) }
        }
        let findings = try audit(small)
        #expect(findings.map(\.check) == [.tapTarget])
        #expect(findings[0].problem == "is 30×30 pt")
        #expect(
            try audit(
                ZStack {
                    Color(.background)
                    Button("Close", id: "close") { Color(.accent).frame(width: 44, height: 44) }
                }
            ).isEmpty)
    }

    /// Contrast is measured against what is drawn: grey text on the accent fails, white passes;
    /// a frosted material behind text on a dark fill fixes it.
    @Test func contrastAgainstWhatIsDrawn() throws {
        let broken = ZStack {
            Color(.accent)
            Text("Next session", style: .body).foreground(.secondaryLabel)
        }
        let findings = try audit(broken)
        #expect(findings.map(\.check) == [.contrast])
        #expect(findings[0].problem.contains("needs 4.5:1"))
        #expect(
            try audit(
                ZStack {
                    Color(.accent)
                    Text("Next session", style: .title2, weight: .bold).foreground(.onAccent)
                }
            ).isEmpty)
        let onDark = ZStack {
            Color(.label)
            Text("Caption", style: .body).padding(.all, .s).background { Material(.frosted, in: .capsule) }
        }
        #expect(try audit(onDark).isEmpty)
        #expect(
            try audit(
                ZStack {
                    Color(.label)
                    Text("Caption", style: .body)
                }
            ).map(\.check) == [.contrast])
    }

    @Test func contentOutsideTheSafeArea() throws {
        let findings = try audit(
            VStack {
                Text("Top", style: .body)
                Spacer()
            }.ignoresSafeArea().background { Color(.background).ignoresSafeArea() })
        #expect(findings.map(\.check) == [.outsideSafeArea])
        #expect(findings[0].element == "Top")
        #expect(
            try audit(
                VStack {
                    Text("Top", style: .body)
                    Spacer()
                }.background { Color(.background).ignoresSafeArea() }
            ).isEmpty)
    }

    @Test func textMustUseDynamicType() throws {
        let broken = ZStack {
            Color(.background)
            Text("Fixed", style: .body).font(size: 15.5)
        }
        let findings = try audit(broken)
        #expect(findings.map(\.check) == [.notDynamicType])
        #expect(findings[0].problem.contains("15.5 pt"))
        #expect(
            try audit(
                ZStack {
                    Color(.background)
                    Text("Styled", style: .callout)
                }, size: .accessibility3
            ).isEmpty)
    }

    @Test func drawnOffScreen() throws {
        let broken = ZStack {
            Color(.background)
            Color(.accent).frame(width: 100, height: 40).offset(x: 400)
        }
        let findings = try audit(broken)
        #expect(findings.map(\.check) == [.offScreen])
        let scrolled = ZStack {
            Color(.background)
            ScrollView(.horizontal) { HStack { for _ in 0..<8 { Color(.accent).frame(width: 100, height: 40) } } }
        }
        #expect(try audit(scrolled).isEmpty)
    }

    @Test func exceptionsAcceptFindingsWithAReason() throws {
        let small = ZStack {
            Color(.background)
            Button("Close", id: "close") { Color(.accent).frame(width: 30, height: 30) }
        }
        let finding = try #require(try audit(small).first)
        #expect(finding.isAccepted(by: [AuditException(.tapTarget, element: "close", reason: "The whole row is tappable")]))
        #expect(!finding.isAccepted(by: [AuditException(.tapTarget, element: "other", reason: "x")]))
        #expect(!finding.isAccepted(by: [AuditException(.contrast, reason: "x")]))
    }
}

@Suite struct FloatingControlTests {
    /// A tab bar floating over scrolled content is above it: no overlap finding; two controls
    /// of the same layer still are.
    @Test func floatingBarOverScrolledContentIsNotAnOverlap() throws {
        let screen = ZStack(alignment: .bottom) {
            Color(.background)
            ScrollView { VStack { for i in 0..<12 { Button("Row \(i)", id: "row\(i)") { Color(.fill).frame(height: 60) } } } }
            Button("Tab", id: "tab") { Color(.accent).frame(width: 200, height: 48) }
        }
        #expect(try audit(screen).filter { $0.check == .overlappingControls }.isEmpty)
    }
}
