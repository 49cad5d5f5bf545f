import ScreenUI

/// Drawing effects and gradients as sample code writes them: a sheet of small tiles.
struct EffectsSheet: View {
    struct Star: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            for k in 0..<5 {
                let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
                let point = CGPoint(x: rect.midX + rect.width / 2 * cos(a), y: rect.midY + rect.height / 2 * sin(a))
                if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
            return p
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Text("SALE").font(.headline).padding(8).background(.red, in: Capsule()).foregroundStyle(.white)
                    .rotationEffect(.degrees(-15))
                    .frame(width: 96, height: 72)
                RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 40, height: 40)
                    .scaleEffect(1.5)
                    .frame(width: 96, height: 72)
                Text("Blur").font(.title.bold()).foregroundStyle(.purple)
                    .blur(radius: 3)
                    .frame(width: 96, height: 72)
            }
            HStack(spacing: 16) {
                LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)
                    .mask(Text("Mask").font(.largeTitle.bold()))
                    .frame(width: 96, height: 72)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 64, height: 64)
                    .frame(width: 96, height: 72)
                Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange, .pink]))
                    .frame(width: 96, height: 56)
            }
            HStack(spacing: 16) {
                Star().fill(.indigo, style: FillStyle(eoFill: true)).frame(width: 64, height: 64)
                    .frame(width: 96, height: 72)
                RoundedRectangle(cornerRadius: 16).fill(Color.teal.gradient).frame(width: 72, height: 56)
                    .shadow(color: .black.opacity(0.3), radius: 6, y: 4)
                    .frame(width: 96, height: 72)
                ZStack {
                    Circle().fill(.red).frame(width: 40).offset(x: -10)
                    Circle().fill(.blue).frame(width: 40).offset(x: 10)
                }
                .compositingGroup().opacity(0.5)
                .frame(width: 96, height: 72)
            }
            Capsule().fill(.conicGradient(colors: [.mint, .cyan, .mint], center: .center, angle: .degrees(90)))
                .frame(width: 200, height: 24)
                .rotationEffect(.degrees(8), anchor: .leading)
        }
    }
}
