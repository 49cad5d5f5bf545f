import Foundation
import Testing

@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Hostile text cannot freeze a render: long unbroken runs wrap in linear time, and strings
/// beyond the budget are cut.
@Suite struct TextBudgetTests {
    let font = FontSpec(family: "Inter", size: 17, lineHeight: 22, weight: .regular)

    @Test func longUnbrokenRunsWrapQuickly() throws {
        let renderer = try Renderer()
        let run = String(repeating: "a", count: 10_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = renderer.textSystem.measure(run, font: font, maxWidth: 300, maxLines: nil) }
        // Pango's own character fallback took 2.3 s for this run (debug build); linear is ~50 ms.
        #expect(elapsed < .milliseconds(800), "\(elapsed)")
        let m = renderer.textSystem.measure(run, font: font, maxWidth: 300, maxLines: nil)
        #expect(m.lineCount > 100 && m.size.width <= 300)
    }

    @Test func onlyLongRunsGetBreaksAndTheyStillWrap() throws {
        let renderer = try Renderer()
        let run = String(repeating: "ab", count: 40)
        let m = renderer.textSystem.measure(run, font: font, maxWidth: 200, maxLines: nil)
        #expect(m.lineCount >= 3)
        #expect(LineBreakOpportunities.insert("short words stay as they are") == "short words stay as they are")
        #expect(LineBreakOpportunities.insert(run).count == 159)
    }

    @Test func textBeyondTheBudgetIsCutAndMarked() {
        let huge = String(repeating: "x", count: 1_000_000)
        let content = TextContent(string: huge)
        #expect(content.string.count == TextBudget.maxCharacters + 1 && content.string.hasSuffix("…"))
        #expect(content.originalLength == 1_000_000)
        #expect(TextContent(string: "Rose").originalLength == nil)
        // Multi-byte characters: the budget counts characters, not bytes.
        let emoji = String(repeating: "🌹", count: 9_000)
        #expect(TextContent(string: emoji).string == emoji)
    }

    @Test func aMegabyteTitleRendersInSeconds() throws {
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: .iPhone17Pro, colorScheme: .light, contentSize: .large, theme: .system)
        let body = VStack { Text(String(repeating: "W", count: 1_000_000), style: .title1) }.padding(.all, 16)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
            _ = try renderer.render(layout, scale: 1)
        }
        #expect(elapsed < .seconds(10), "\(elapsed)")
        // The cut is not silent: the text is marked truncated, which the truncated-text audit reports.
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
        #expect(layout.semantics.first { $0.role == .text }?.isTruncated == true)
    }
}
