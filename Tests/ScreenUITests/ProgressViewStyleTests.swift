import Testing

import enum ScreenLayout.ShapeKind

@testable import ScreenUI

/// `progressViewStyle(.circular)` draws the spinner, as iOS does even for a value (it was
/// ignored, and a value drew a bar); `.linear` keeps the bar.
@MainActor
@Suite struct ProgressViewStyleTests {
    func shapes<V: View>(of view: V) -> [ShapeKind] {
        collect(resolvedNodes(of: view)) { if case .shape(let s) = $0.kind { s.shape } else { nil } }
    }

    @Test func theCircularStyleIsASpinner() {
        let bar = shapes(of: ProgressView(value: 0.4))
        #expect(bar.count == 2 && bar.first == .capsule && !bar.contains(.circle), "a track and its bar")
        #expect(shapes(of: ProgressView(value: 0.4).progressViewStyle(.circular)) == [.circle])
        #expect(shapes(of: ProgressView(value: 0.4).progressViewStyle(CircularProgressViewStyle(tint: .pink))) == [.circle])
        let linear = shapes(of: ProgressView(value: 0.4).progressViewStyle(.linear))
        #expect(linear.count == 2 && linear.first == .capsule && !linear.contains(.circle))
        #expect(shapes(of: ProgressView().progressViewStyle(.circular)) == [.circle])
    }
}
