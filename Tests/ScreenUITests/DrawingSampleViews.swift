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

/// Styled text as sample code writes it: joined runs, truncation modes, shrinking, designs.
struct TextSheet: View {
    let long = "The quick brown fox jumps over the lazy dog"
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Total: ") + Text("$42").bold().foregroundColor(.green) + Text(" due ").italic() + Text("today").underline()
                + Text(" (late)").strikethrough().foregroundColor(.red)
            (Text("Big ").font(.title.bold()) + Text("and small").font(.caption).foregroundColor(.secondary))
            Text(long).lineLimit(1).truncationMode(.head)
            Text(long).lineLimit(1).truncationMode(.middle)
            Text(long).lineLimit(1).truncationMode(.tail)
            Text(long).lineLimit(1).minimumScaleFactor(0.5)
            Text("Serif: New York's stand-in").font(.system(.title3, design: .serif))
            Text("Serif italic, bold").font(.system(size: 17, weight: .bold, design: .serif)).italic()
            Text("Mono: 0123456789 iiii MMMM").font(.system(.body, design: .monospaced))
            Text("let x = 42 // .monospaced()").monospaced()
            Text("Rounded is drawn in Inter").fontDesign(.rounded)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A Canvas as sample code draws one: shapes, gradients, transforms, clips, text.
struct CanvasSheet: View {
    var body: some View {
        Canvas { context, size in
            let w = size.width
            context.fill(Path(roundedRect: CGRect(x: 16, y: 16, width: w - 32, height: 120), cornerRadius: 16), with: .color(.blue.opacity(0.15)))
            context.fill(
                Path(ellipseIn: CGRect(x: 32, y: 32, width: 88, height: 88)),
                with: .linearGradient(Gradient(colors: [.orange, .pink]), startPoint: CGPoint(x: 32, y: 32), endPoint: CGPoint(x: 120, y: 120)))
            context.stroke(Path(ellipseIn: CGRect(x: 32, y: 32, width: 88, height: 88)), with: .color(.black), lineWidth: 2)
            var bars = context
            bars.translateBy(x: 150, y: 120)
            for k in 0..<6 {
                let h = CGFloat(20 + 14 * k)
                bars.fill(Path(CGRect(x: CGFloat(k) * 26, y: -h, width: 18, height: h)), with: .color(.green))
            }
            context.draw(Text("Canvas").font(.headline), at: CGPoint(x: w / 2, y: 160), anchor: .top)
            var spin = context
            spin.translateBy(x: 90, y: 260)
            for k in 0..<12 {
                spin.rotate(by: .degrees(30))
                spin.opacity = 0.3 + Double(k) * 0.06
                spin.fill(Path(CGRect(x: 20, y: -4, width: 40, height: 8)), with: .color(.purple))
            }
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 200, y: 200, width: 120, height: 120)))
            for k in 0..<6 {
                clipped.fill(Path(CGRect(x: 200, y: 200 + CGFloat(k) * 20, width: 120, height: 10)), with: .color(.red))
            }
            context.fill(
                Path(ellipseIn: CGRect(x: 150, y: 300, width: 40, height: 40)),
                with: .conicGradient(Gradient(colors: [.red, .yellow, .green, .blue, .red]), center: CGPoint(x: 170, y: 320)))
        }
    }
}

/// Letter spacing, raised runs, tabular digits, line spacing and shapes transformed, as
/// headers, prices and scoreboards write them.
struct TypographySheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("SECTION HEADER").font(.caption.bold()).tracking(2).foregroundStyle(.secondary)
            Text("Tight title").font(.title2.bold()).kerning(-0.8)
            Text("E = mc") + Text("2").font(.caption).baselineOffset(8)
            HStack(spacing: 0) {
                VStack(alignment: .trailing) {
                    Text("1,111.11")
                    Text("8,888.88")
                }
                .monospacedDigit()
                Spacer()
                VStack(alignment: .trailing) {
                    Text("1,111.11")
                    Text("8,888.88")
                }
            }
            .frame(width: 220)
            Text("Line spacing opens the gaps between the lines of this paragraph, not above or below it.")
                .lineSpacing(8)
                .frame(width: 260, alignment: .leading)
                .border(.pink)
            HStack(spacing: 16) {
                Rectangle().scale(0.5).rotation(.degrees(45)).fill(.orange).frame(width: 44, height: 44).border(.gray)
                TangentCorner().stroke(.blue, lineWidth: 3).frame(width: 44, height: 44)
                // swift-format-ignore: NoPlaygroundLiterals
                Circle().fill(Color(#colorLiteral(red: 0.24, green: 0.67, blue: 0.97, alpha: 1))).frame(width: 44, height: 44)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Two sides joined by a tangent arc, as a custom outline rounds its corners.
struct TangentCorner: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: 16)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return path
    }
}
