import Foundation
import Testing

@testable import ScreenUI

/// Core Animation emitters and animations, and images drawn in code, as UIKit representables
/// use them: they compile and configure; a still draws none of them, and an image made in code
/// is reported where a view draws it.
@MainActor
@Suite struct CoreAnimationStandInsTests {
    @Test func emittersAndAnimationsConfigureAndDrawNothing() {
        let layer = CAEmitterLayer()
        layer.emitterShape = .line
        layer.emitterMode = .outline
        layer.renderMode = .additive
        let cell = CAEmitterCell()
        cell.birthRate = 40
        cell.color = UIColor.systemPink.cgColor
        layer.emitterCells = [cell]
        let animation = CABasicAnimation(keyPath: "emitterPosition")
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        layer.add(animation, forKey: "rise")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.commit()
        #expect(layer.emitterCells?.first?.birthRate == 40 && animation.keyPath == "emitterPosition")
        #expect(CACurrentMediaTime() > 0)
    }

    @Test func anImageDrawnInCodeIsReportedWhereItIsShown() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8))
        var drew = false
        let dot = renderer.image { context in
            context.cgContext.setFillColor(UIColor.white.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
            drew = true
        }
        #expect(drew, "the drawing code runs")
        #expect(renderer.pngData { _ in }.isEmpty, "no bitmap is kept")
        #expect(reportedFeatures(of: Image(uiImage: dot)) == ["Image(uiImage:): a UIImage made from data or a file is not decoded"])
    }
}
