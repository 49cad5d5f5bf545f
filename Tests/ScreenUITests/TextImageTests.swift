import Foundation
import ScreenUITesting
import Testing

import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.TextContent
import let ScreenLayout.iconFontFamily

@testable import ScreenUI

/// Images and styled texts inside a text (`Text(Image(systemName:))`, `Text("\(Image(…)) …")`,
/// `Text("… \(Text(…).bold())")`) are drawn on the text's line with their own glyph and style,
/// never as the image's or the text's description.
@MainActor
@Suite struct TextImageTests {
    func texts<V: View>(_ view: V) -> [TextContent] {
        var found: [TextContent] = []
        func walk(_ node: Node) {
            if case .text(let t) = node.kind { found.append(t) }
            node.children.forEach(walk)
        }
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: LayoutEnvironment(device: .iPhone17Pro, theme: .system))))
            .forEach(walk)
        return found
    }
    func findings<V: View>(_ view: V) -> [String] {
        var found: [String] = []
        func walk(_ node: Node) {
            if case .unsupported(let f) = node.kind { found.append(f.feature) }
            node.children.forEach(walk)
        }
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: LayoutEnvironment(device: .iPhone17Pro, theme: .system))))
            .forEach(walk)
        return found
    }

    @Test func aSymbolInsideATextIsItsGlyphInTheIconFontAtTheTextsSize() throws {
        let text = try #require(texts(Text("\(Image(systemName: "star.fill")) Favourites").font(.title)).first)
        let runs = try #require(text.font?.runs)
        #expect(runs.map(\.string) == ["star", " Favourites"])
        #expect(runs.map(\.family) == [iconFontFamily, text.font?.family])
        // The size a standalone Image of the same font has (its line height), lowered onto the
        // text's capitals.
        #expect(runs[0].size == text.font?.lineHeight && runs[0].baselineOffset < 0 && runs[1].baselineOffset == 0)
        #expect(text.string == "star Favourites")
        #expect(findings(Text("\(Image(systemName: "star.fill")) Favourites")).isEmpty)
    }

    @Test func aTextOfAnImageJoinsOtherTextsAndTakesTheirModifiers() throws {
        let text = try #require(texts((Text(Image(systemName: "heart")) + Text(" 12").bold()).foregroundColor(.red)).first)
        let runs = try #require(text.font?.runs)
        #expect(runs.map(\.string) == ["favorite_border", " 12"])
        #expect(runs[0].family == iconFontFamily && runs[1].weight == .bold)
        #expect(runs[0].color == runs[1].color && runs[0].color != nil)
        // Alone, the text is the glyph in the icon font.
        let alone = try #require(texts(Text(Image(systemName: "heart.fill"))).first)
        #expect(alone.font?.family == iconFontFamily && alone.string == "favorite")
    }

    @Test func anInterpolatedTextKeepsItsOwnStyle() throws {
        let text = try #require(texts(Text("Hello, \(Text("world").bold())!")).first)
        let runs = try #require(text.font?.runs)
        #expect(runs.map(\.string) == ["Hello, ", "world", "!"])
        #expect(runs.map(\.weight) == [.regular, .bold, .regular])
    }

    @Test func aTextCaseLeavesTheGlyphsNameAlone() throws {
        let text = try #require(texts(Text("\(Image(systemName: "bell")) alerts").textCase(.uppercase)).first)
        #expect(text.font?.runs.map(\.string) == ["notifications_none", " ALERTS"])
    }

    @Test func aSymbolVariantReachesTheSymbolInsideAText() throws {
        let text = try #require(texts(Text(Image(systemName: "heart")).symbolVariant(.fill)).first)
        #expect(text.string == "favorite")
    }

    @Test func anUnknownSymbolOrAPictureInsideATextIsReportedNotDescribed() throws {
        let unknown = findings(Text("\(Image(systemName: "no.such.symbol")) Later"))
        #expect(unknown.count == 1 && unknown[0].contains("no.such.symbol"))
        #expect(texts(Text("\(Image(systemName: "no.such.symbol")) Later")).first?.string == "help_outline Later")
        let picture = findings(Text(Image("cover")))
        #expect(picture.count == 1 && picture[0].contains("a picture inside a text"))
    }

    @Test func positionalSpecifiersOfATranslationPickTheirArgument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: folder)
            LocalizedStrings.removeAll()
        }
        try #""%@ liked %@" = "%2$@ a été aimé par %1$@";"#.write(
            to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try LocalizedStrings.register(folder: folder)
        let name = "Ana"
        let piece = "Koi"
        #expect(Text("\(name) liked \(piece)").runs[0].string == "Koi a été aimé par Ana")
        // An interpolated text keeps its style where the translation puts it.
        let text = try #require(texts(Text("\(Text(name).bold()) liked \(piece)")).first)
        #expect(text.font?.runs.map(\.string) == ["Koi a été aimé par ", "Ana"])
        #expect(text.font?.runs.map(\.weight) == [.regular, .bold])
    }
}

/// Symbols on a text's line, as real screens write them: a rating, a place, a count beside an
/// icon, a label with a bold part; and a key's Markdown.
struct InlineSymbolsView: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Piece") {
                    Text(
                        "\(Image(systemName: "star.fill"))\(Image(systemName: "star.fill"))\(Image(systemName: "star.fill"))\(Image(systemName: "star"))"
                    )
                    .foregroundColor(.orange) + Text(" Healed well")
                    Text("\(Image(systemName: "mappin.and.ellipse")) Studio Nord, Berlin")
                    Text(Image(systemName: "heart.fill")).foregroundStyle(.pink) + Text(" 12 people liked this")
                    Text("Next session \(Text("Friday").bold()), \(Image(systemName: "clock")) 14:00")
                        .font(.footnote).foregroundStyle(.secondary)
                }
                Section {
                    Text("\(Image(systemName: "exclamationmark.triangle.fill")) Avoid sun for two weeks")
                        .font(.headline).foregroundStyle(.red)
                    Text("Wash **gently**, twice a day: *no* ~~scrubbing~~, `pH 5.5` soap. Read the [guide](https://example.com).")
                }
            }
            .navigationTitle("Aftercare")
        }
    }
}

extension TextImageTests {
    @Test func symbolsOnATextsLineDrawAsIOSShowsThem() {
        assertViewSnapshot(of: InlineSymbolsView(), named: "ScreenUIInlineSymbols", snapshotsDirectory: ViewSnapshotTests.references)
    }
}
