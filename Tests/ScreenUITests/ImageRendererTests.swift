import Foundation
import ScreenUITesting
import Testing

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// `ImageRenderer`: the picture of a view, shown with `Image(uiImage:)`, is the view itself at
/// its own size, in the default environment.
@MainActor
@Suite struct ImageRendererTests {
    struct Badge: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text("3 new · \(scheme == .dark ? "dark" : "light")").padding(6).background(.red, in: Capsule()) }
    }

    struct Share: View {
        var body: some View {
            let renderer = ImageRenderer(content: Badge())
            renderer.scale = 3
            return VStack {
                Text("Preview")
                if let image = renderer.uiImage { Image(uiImage: image) }
            }
        }
    }

    func nodes<V: View>(_ view: V, dark: Bool = false) -> [Node] {
        var env = EnvironmentValues(layout: LayoutEnvironment(device: .iPhone17Pro, theme: .system))
        if dark { env.colorScheme = .dark }
        return view.nodes(in: ResolveContext(environment: env))
    }

    @Test func aRenderedViewIsDrawnAsTheViewInTheDefaultEnvironment() {
        let texts = collect(nodes(Share(), dark: true)) { if case .text(let t) = $0.kind { t.string } else { nil } }
        #expect(texts == ["Preview", "3 new · light"], "ImageRenderer renders outside the host's dark environment")
        #expect(reportedFeatures(of: Share()).isEmpty)
    }

    @Test func aResizableRenderedImageIsReported() {
        let image = ImageRenderer(content: Text("Koi")).uiImage!
        #expect(
            reportedFeatures(of: Image(uiImage: image).resizable()) == [
                "a resizable image from ImageRenderer: drawn at the content's own size, not scaled"
            ])
        #expect(ImageRenderer(content: Text("Koi")).cgImage == nil)
    }
}
