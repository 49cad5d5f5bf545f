import Testing

import enum ScreenLayout.ShapeKind

@testable import ScreenUI

/// `toggleStyle(.button)` draws a toggle as a button (it drew the switch): its label in the
/// tint, on a tinted capsule while on.
@MainActor
@Suite struct ToggleButtonStyleTests {
    func shapes<V: View>(of view: V) -> [ShapeKind] {
        collect(resolvedNodes(of: view)) { if case .shape(let s) = $0.kind { s.shape } else { nil } }
    }

    @Test func aButtonToggleIsAButtonFilledWhileOn() {
        let on = Toggle("Favourite", isOn: .constant(true)).toggleStyle(.button)
        let off = Toggle("Favourite", isOn: .constant(false)).toggleStyle(.button)
        #expect(shapes(of: on) == [.capsule])
        #expect(shapes(of: off).isEmpty)
        #expect(shapes(of: Toggle("Favourite", isOn: .constant(true))).count == 2, "the switch: its track and knob")
        #expect(renderedStrings(of: on) == ["Favourite"])
        #expect(
            reportedFeatures(of: Toggle("A", isOn: .constant(true)).toggleStyle(.checkbox)) == [
                "toggleStyle(.checkbox): macOS only; drawn as the iOS switch"
            ])
    }
}
