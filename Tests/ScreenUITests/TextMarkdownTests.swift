import Testing

@testable import ScreenUI

/// A text's localized key is read as inline Markdown, as SwiftUI reads it; verbatim texts,
/// `String` values and interpolated values are not.
@MainActor
@Suite struct TextMarkdownTests {
    struct Styled: Equatable, CustomStringConvertible {
        var string: String
        var bold = false, italic = false, strike = false, code = false, link = false
        var description: String {
            "\(string)[\(bold ? "b" : "")\(italic ? "i" : "")\(strike ? "s" : "")\(code ? "c" : "")\(link ? "l" : "")]"
        }
    }
    func runs(_ text: Text) -> [Styled] {
        text.runs.map {
            Styled(
                string: $0.string, bold: $0.weight == .bold, italic: $0.italic, strike: $0.strikethrough, code: $0.design == .monospaced,
                link: $0.color != nil)
        }
    }

    @Test func strongEmphasisStrikethroughAndCodeBecomeRuns() {
        #expect(
            runs(Text("This is **bold**, *italic*, ~~gone~~ and `code`")) == [
                Styled(string: "This is "), Styled(string: "bold", bold: true), Styled(string: ", "), Styled(string: "italic", italic: true),
                Styled(string: ", "), Styled(string: "gone", strike: true), Styled(string: " and "), Styled(string: "code", code: true),
            ])
        #expect(runs(Text("__Strong__ _soft_ ***both***")).map(\.description) == ["Strong[b]", " []", "soft[i]", " []", "both[bi]"])
        #expect(runs(Text("*outer **inner** outer*")).map(\.description) == ["outer [i]", "inner[bi]", " outer[i]"])
    }

    @Test func aLinkShowsItsTitleInTheTint() {
        #expect(runs(Text("Read the [guide](https://example.com) first")).map(\.description) == ["Read the []", "guide[l]", " first[]"])
    }

    @Test func marksThatDoNotPairStayAsTheyAre() {
        #expect(Text("2 * 3 * 4").runs.map(\.string) == ["2 * 3 * 4"])
        #expect(Text("snake_case_name").runs.map(\.string) == ["snake_case_name"])
        #expect(Text("**unclosed").runs.map(\.string) == ["**unclosed"])
        #expect(Text("a ~ b").runs.map(\.string) == ["a ~ b"])
        #expect(Text(#"Not \*emphasis\*"#).runs.map(\.string) == ["Not *emphasis*"])
        #expect(runs(Text("`a*b*c`")).map(\.description) == ["a*b*c[c]"])
    }

    @Test func interpolatedValuesAreInsertedNotRead() {
        let name = "**Ana**"
        #expect(runs(Text("Hi \(name)")).map(\.string) == ["Hi **Ana**"])
        let count = 3
        #expect(runs(Text("You have **\(count)** pieces")).map(\.description) == ["You have []", "3[b]", " pieces[]"])
        // A bold interpolated text inside italics is both.
        #expect(runs(Text("*Next: \(Text("Friday").bold())*")).map(\.description) == ["Next: [i]", "Friday[bi]"])
    }

    @Test func verbatimTextsAndStringsAreNeverMarkdown() {
        let title = "**Draft**"
        #expect(Text(verbatim: "**Draft**").runs.map(\.string) == ["**Draft**"])
        #expect(Text(title).runs.map(\.string) == ["**Draft**"])
    }
}
