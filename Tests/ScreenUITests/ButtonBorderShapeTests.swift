import Testing

import struct ScreenLayout.Node
import enum ScreenLayout.ShapeKind

@testable import ScreenUI

/// `buttonBorderShape` sets the shape bordered buttons are drawn on (it used to be ignored).
@MainActor
@Suite struct ButtonBorderShapeTests {
    func shapes<V: View>(of view: V) -> [ShapeKind] {
        collect(resolvedNodes(of: view)) { if case .shape(let s) = $0.kind { s.shape } else { nil } }
    }

    @Test func borderedButtonsAreCapsulesUnlessTheShapeIsSet() {
        #expect(shapes(of: Button("Buy") {}.buttonStyle(.bordered)) == [.capsule])
        #expect(
            shapes(of: Button("Buy") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle)) == [
                .roundedRectangle(cornerRadius: .points(8))
            ])
        #expect(
            shapes(of: Button("Buy") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle).controlSize(.large)) == [
                .roundedRectangle(cornerRadius: .points(12))
            ])
        #expect(
            shapes(of: Button("Buy") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3))) == [
                .roundedRectangle(cornerRadius: .points(3))
            ])
        #expect(shapes(of: Button("Buy") {}.buttonStyle(.bordered).buttonBorderShape(.circle)) == [.circle])
        #expect(shapes(of: Button("Buy") {}.buttonBorderShape(.circle)).isEmpty, "a borderless button has no shape to draw")
    }
}
