// A confetti emitter as apps wrap Core Animation in a representable: it must compile here with
// only `import SwiftUI` read as the kit.
import SwiftUI
import UIKit

struct ConfettiView: UIViewRepresentable {
    var colors: [UIColor] = [.systemPink, .systemYellow, .systemTeal]

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        let emitter = CAEmitterLayer()
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 200, y: -10)
        emitter.emitterSize = CGSize(width: 400, height: 1)
        emitter.renderMode = .additive
        emitter.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 12
            cell.lifetime = 6
            cell.velocity = 180
            cell.velocityRange = 60
            cell.emissionLongitude = .pi
            cell.emissionRange = .pi / 4
            cell.spin = 3
            cell.scale = 0.4
            cell.scaleRange = 0.2
            cell.color = color.cgColor
            cell.contents = Self.piece.cgImage
            return cell
        }
        let fall = CABasicAnimation(keyPath: "birthRate")
        fall.fromValue = 1
        fall.toValue = 0
        fall.duration = 2
        fall.timingFunction = CAMediaTimingFunction(name: .easeIn)
        emitter.add(fall, forKey: "stop")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view.layer.addSublayer(emitter)
        CATransaction.commit()
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}

    static let piece: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { context in
        context.cgContext.setFillColor(UIColor.white.cgColor)
        context.cgContext.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
    }
}
