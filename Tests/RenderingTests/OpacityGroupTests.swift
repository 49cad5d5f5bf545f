import Foundation
import Testing

@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Content inside an opacity group is drawn (the generated photos draw their ink in one).
@Suite struct OpacityGroupTests {
    @Test func opacityGroupDrawsItsContent() throws {
        let p = try render(
            ZStack {
                Color(.background)
                ZStack { Circle().fill(.label) }.opacity(0.9)
            }
        ).rgba(x: 100, y: 100)
        #expect(p.r < 40, "the circle inside the opacity group is missing: \(p)")
    }

    @Test func pathInsideOpacityGroupDrawsItsContent() throws {
        var d = PathData()
        d.move(0.2, 0.2)
        d.line(0.8, 0.2)
        d.line(0.8, 0.8)
        d.line(0.2, 0.8)
        d.close()
        let node = ZStack {
            Color(.background)
            ZStack { Node(.shape(ShapeContent(shape: .path(d), fill: .label))) }.opacity(0.9)
        }
        let p = try render(node).rgba(x: 100, y: 100)
        #expect(p.r < 40, "the path inside the opacity group is missing: \(p)")
    }
}
