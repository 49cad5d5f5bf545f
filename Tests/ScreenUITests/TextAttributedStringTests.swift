import Foundation
import ScreenUITesting
import Snapshots
import Testing

import struct ScreenLayout.TextContent

@testable import ScreenUI

/// `Text(AttributedString)` draws the string's attributes (it drew its characters only), and
/// `AttributedString(markdown:)` reads Markdown's inline styles on Linux, whose Foundation
/// cannot.
@MainActor
@Suite struct TextAttributedStringTests {
    func runs(_ text: Text) -> [Text.Run] { text.runs }

    @Test func attributesBecomeTheTextsRuns() {
        var greeting = AttributedString("Hello, Maya. Read the guide")
        if let range = greeting.range(of: "Maya") {
            greeting[range].foregroundColor = .purple
            greeting[range].font = .headline
        }
        if let range = greeting.range(of: "Read") { greeting[range].underlineStyle = .single }
        if let range = greeting.range(of: "guide") {
            greeting[range].link = URL(string: "https://example.com/guide")
            greeting[range].kern = 2
        }
        let runs = runs(Text(greeting))
        #expect(runs.map(\.string) == ["Hello, ", "Maya", ". ", "Read", " the ", "guide"])
        #expect(runs[1].font == .headline && runs[1].color != nil)
        #expect(runs[3].underline && runs[3].lineStyleProblem == nil)
        #expect(runs[5].tracking == 2 && runs[5].color != nil, "a link is drawn in the tint")
        #expect(runs[0].color == nil && runs[0].font == nil)
    }

    @Test func markdownReadsInlineStylesAndLinks() throws {
        let parsed = try AttributedString(markdown: "Book **Saturday**, *bring* `ID` and ~~cash~~ — [map](https://example.com/map)")
        let intents = parsed.runs.map { parsed[$0.range].inlinePresentationIntent }
        #expect(String(parsed.characters) == "Book Saturday, bring ID and cash — map")
        #expect(intents.contains(.stronglyEmphasized) && intents.contains(.emphasized) && intents.contains(.code) && intents.contains(.strikethrough))
        #expect(parsed.runs.compactMap(\.link) == [URL(string: "https://example.com/map")!])
        let drawn = runs(Text(parsed))
        #expect(drawn.first { $0.string == "Saturday" }?.weight == .bold)
        #expect(drawn.first { $0.string == "bring" }?.italic == true)
        #expect(drawn.first { $0.string == "ID" }?.design == .monospaced)
        #expect(drawn.first { $0.string == "cash" }?.strikethrough == true)
        let lines = try AttributedString(markdown: "one\ntwo")
        #expect(String(lines.characters) == "one two")
        let kept = try AttributedString(markdown: "one\ntwo", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == "one\ntwo")
    }

    @Test func aBackgroundColourIsReported() {
        var note = AttributedString("Due today")
        note.backgroundColor = .yellow
        #expect(reportedFeatures(of: Text(note)).contains { $0.contains("AttributedString backgroundColor") })
        #expect(renderedStrings(of: Text(note)) == ["Due today"])
    }
}

extension TextAttributedStringTests {
    struct Appointment: View {
        var summary: AttributedString {
            var text =
                (try? AttributedString(markdown: "Session with **Maya** on *Saturday*: bring `ID`, ~~cash~~ card. [Directions](https://example.com)"))
                ?? AttributedString()
            if let range = text.range(of: "Maya") { text[range].foregroundColor = .purple }
            return text
        }
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text(summary)
                Text(summary).font(.title3)
            }
            .padding()
        }
    }

    @Test func attributedTextDrawsAsOnIOS() {
        assertViewSnapshot(
            of: Appointment(), named: "ScreenUIAttributedText",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ], snapshotsDirectory: ViewSnapshotTests.references)
    }
}
