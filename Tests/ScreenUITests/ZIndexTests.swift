import Testing

import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import class ScreenLayout.MonospacedTextMeasurer
import struct TokenParser.RGBA

@testable import ScreenUI

/// `zIndex` draws a view above its siblings in any stack without moving it (it was ignored).
@MainActor
@Suite struct ZIndexTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    /// The colours filled, in drawing order, and where.
    func fills<V: View>(_ view: V) throws -> [(RGBA, Double)] {
        let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment)
        return result.displayList.compactMap { item in
            if case .fill(let path, let color) = item, path.rect.width == 50 { (color, path.rect.minX) } else { nil }
        }
    }

    @Test func aHigherZIndexIsDrawnLaterInPlace() throws {
        let red = RGBA(red: 1, green: 0, blue: 0)
        let blue = RGBA(red: 0, green: 0, blue: 1)
        let plain = try fills(
            ZStack {
                Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50)
                Color(red: 0, green: 0, blue: 1).frame(width: 50, height: 50)
            })
        #expect(plain.map(\.0) == [red, blue])
        let raised = try fills(
            ZStack {
                Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50).zIndex(1)
                Color(red: 0, green: 0, blue: 1).frame(width: 50, height: 50)
            })
        #expect(raised.map(\.0) == [blue, red])
        let row = try fills(
            HStack(spacing: -20) {
                Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50).zIndex(2).padding(0)
                Color(red: 0, green: 0, blue: 1).frame(width: 50, height: 50)
            })
        #expect(row.map(\.0) == [blue, red], "read through the modifiers after it")
        #expect(row.first { $0.0 == red }!.1 < row.first { $0.0 == blue }!.1, "and left where the stack puts it")
    }
}
