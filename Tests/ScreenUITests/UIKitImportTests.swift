import Testing
import UIKit

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// A view as iOS files write it with `import UIKit` beside `import SwiftUI`: it branches on the
/// device's idiom and plays a haptic when tapped.
struct IdiomBadge: View {
    var body: some View {
        VStack {
            Text(UIDevice.current.userInterfaceIdiom == .pad ? "Two columns" : "One column")
            Text("\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)")
            Button("Save") { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
        }
        .background(Color(uiColor: .systemBackground))
    }
}

@MainActor
@Suite struct UIKitImportTests {
    @Test func theDeviceIsTheSnapshotsDevice() {
        #expect(renderedStrings(of: IdiomBadge(), on: .iPhone17Pro) == ["One column", "iOS 26.0", "Save"])
        #expect(renderedStrings(of: IdiomBadge(), on: .iPadPro11) == ["Two columns", "iOS 26.0", "Save"])
    }
}

/// A UIKit view wrapped for SwiftUI, as sample code wraps web and map views, with a
/// coordinator and a font handed over from UIKit.
struct ActivityIndicator: UIViewRepresentable {
    var isAnimating: Bool

    final class Coordinator {
        var updates = 0
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: .zero)
        view.backgroundColor = .systemBackground
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        context.coordinator.updates += 1
        uiView.isHidden = !isAnimating
    }
}

struct LoadingCard: View {
    var body: some View {
        VStack {
            Text("Loading").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            ActivityIndicator(isAnimating: true).frame(height: 40)
        }
    }
}

@MainActor
@Suite struct UIViewRepresentableTests {
    /// The representable compiles and stands as a marked grey box that fills its frame,
    /// with a finding naming it, never an empty space.
    @Test func aUIKitViewIsAMarkedBoxWithAFinding() throws {
        let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        func resolved<V: View>(_ view: V) -> [Node] { view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment))) }
        let card = resolved(LoadingCard())
        func findings(_ node: Node) -> [String] {
            var found: [String] = []
            if case .unsupported(let feature) = node.kind { found.append(feature.feature) }
            return found + node.children.flatMap(findings)
        }
        #expect(card.flatMap(findings) == ["UIViewRepresentable ActivityIndicator: a UIKit view, which the kit cannot draw"])
        #expect(renderedStrings(of: LoadingCard()) == ["Loading"])
        #expect(resolved(Text("A").font(Font(UIFont.preferredFont(forTextStyle: .headline)))) == resolved(Text("A").font(.headline)))
        #expect(
            resolved(Text("A").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold))))
                == resolved(Text("A").font(.system(size: 15, weight: .semibold))))
    }
}
