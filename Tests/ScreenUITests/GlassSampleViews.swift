import ScreenUI

/// An iOS 26 style screen: Liquid Glass capsules and buttons over a photo-like gradient, a
/// custom gauge style, a phase animator and a keyframe animator at rest.
struct GlassSample: View {
    struct Meter: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 6) {
                configuration.label.font(.headline)
                GeometryReader { proxy in
                    Capsule().fill(.secondary.opacity(0.3))
                        .overlay(alignment: .leading) {
                            Capsule().fill(.tint).frame(width: proxy.size.width * configuration.value)
                        }
                }
                .frame(height: 10)
                configuration.currentValueLabel.font(.caption)
            }
        }
    }

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing).ignoresSafeArea()
            VStack(spacing: 24) {
                Text("Glass").font(.largeTitle.bold()).foregroundStyle(.white)
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        Label("Camera", systemImage: "camera.fill").padding(.horizontal, 16).padding(.vertical, 10).glassEffect()
                        Image(systemName: "heart.fill").font(.title2).padding(14).glassEffect(.regular.tint(.pink), in: .circle)
                    }
                }
                Gauge(value: 0.7) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("70 %")
                }
                .gaugeStyle(Meter())
                .padding()
                .glassEffect(.clear, in: RoundedRectangle(cornerRadius: 20))
                .padding(.horizontal)
                HStack {
                    Button("Skip") {}.buttonStyle(.glass)
                    Button("Continue") {}.buttonStyle(.glassProminent)
                }
                .controlSize(.large)
                Text("♥").font(.largeTitle).phaseAnimator([0.8, 1.2]) { content, scale in content.scaleEffect(scale) }
                Text("Hop").foregroundStyle(.white).keyframeAnimator(initialValue: 0.0) { content, lift in
                    content.offset(y: lift)
                } keyframes: { _ in
                    CubicKeyframe(-20, duration: 0.2)
                    SpringKeyframe(0, spring: .bouncy)
                }
            }
        }
    }
}
