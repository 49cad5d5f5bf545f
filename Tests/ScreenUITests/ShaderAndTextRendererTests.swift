import Foundation
import ScreenUITesting
import Testing

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// Metal shaders and custom text renderers compile as written; what Linux cannot draw with them
/// is reported with the call site, and the view is drawn without the effect.
@MainActor
@Suite struct ShaderAndTextRendererTests {
    struct Wave: TextRenderer {
        var strength: Double
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                for run in line { ctx.draw(run) }
            }
        }
    }

    @Test func aShaderEffectIsReportedWithItsCallSiteAndTheViewStays() {
        let time = 1.5
        let line = #line + 1
        let view = Text("Ripple").colorEffect(ShaderLibrary.default.ripple(.float(time), .color(.blue), .boundingRect))
        let found = unsupportedFeatures(of: view)
        #expect(found.map(\.feature) == ["the Metal shader ripple (colorEffect)"])
        #expect(found.first?.line == line && found.first?.file.hasSuffix("ShaderAndTextRendererTests.swift") == true)
        #expect(renderedStrings(of: view) == ["Ripple"])
        #expect(unsupportedFeatures(of: Text("Off").layerEffect(ShaderLibrary.blur(.float(2)), maxSampleOffset: .zero, isEnabled: false)).isEmpty)
        #expect(
            unsupportedFeatures(of: Text("Bent").distortionEffect(ShaderLibrary.bend(.float2(1, 2)), maxSampleOffset: CGSize(width: 4, height: 4)))
                .count == 1)
    }

    @Test func aCustomTextRendererDrawsThePlainTextAndSaysSo() {
        let view = Text("Koi").customAttribute(EmphasisAttribute()).textRenderer(Wave(strength: 2))
        #expect(renderedStrings(of: view) == ["Koi"])
        #expect(unsupportedFeatures(of: view).map(\.feature) == ["a custom TextRenderer (Wave): the text is drawn as plain text"])
    }

    struct EmphasisAttribute: TextAttribute {}
}
