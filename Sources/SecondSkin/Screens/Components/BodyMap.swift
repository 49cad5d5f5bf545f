import Foundation
import ScreenLayout
import Theme

/// The body map: the front or back silhouette with a dot for each piece placed on it. Dots
/// are neutral (label colour ringed with the background); a piece that is still healing gets
/// the accent and a soft halo, the selected piece a ring. The figure is a picture, not a set
/// of controls: the list beside or below it is what you tap.
///
/// ```swift
/// BodyMap.figure(.front, dots: model.dots(on: .front), width: 160, label: "Front")
/// ```
enum BodyMap {
    static let dotSize = 14.0

    static func figure(_ side: BodySide, dots: [BodyMapDot], width: Double, selected: UUID? = nil) -> Node {
        let height = width / BodySilhouette.aspectRatio
        let healing = dots.filter { $0.status == .healing }.count
        let label =
            "\(side.title): \(dots.count == 1 ? "1 piece" : "\(dots.count) pieces")" + (healing > 0 ? ", \(healing) healing" : "")
        return VStack(spacing: .s) {
            ZStack(alignment: .topLeading) {
                Node(.shape(ShapeContent(shape: .path(BodySilhouette.path), fill: .fill, stroke: .separator, lineWidth: 1)))
                    .frame(width: width, height: height)
                for dot in dots { marker(dot, selected: dot.id == selected).offset(x: dot.x * width - 14, y: dot.y * height - 14) }
            }
            .frame(width: width, height: height, alignment: .topLeading)
            .accessibility(role: .image, label: label)
            .identifier("bodyMap.\(side.rawValue)")
            Text(side.title, style: .subheadline, weight: .semibold).foreground(.secondaryLabel)
        }
    }

    /// One dot in a 28 pt square (room for the halo and the selection ring).
    static func marker(_ dot: BodyMapDot, selected: Bool) -> Node {
        let isHealing = dot.status == .healing
        return ZStack {
            if isHealing { Circle().fill(.accentSoft).frame(width: 28, height: 28) }
            if selected { Circle().stroke(.accent, lineWidth: 2).frame(width: 26, height: 26) }
            Circle().fill(.background).frame(width: dotSize + 4, height: dotSize + 4)
            Circle().fill(isHealing ? .accent : .label).frame(width: dotSize, height: dotSize)
        }
        .frame(width: 28, height: 28)
    }

    /// Front and back side by side, as wide as `width` allows (and no taller than `maxHeight`).
    static func pair(front: [BodyMapDot], back: [BodyMapDot], width: Double, maxHeight: Double, selected: UUID? = nil) -> Node {
        let gap = 16.0
        let figureWidth = max(32, min((width - gap) / 2, maxHeight * BodySilhouette.aspectRatio))
        return HStack(alignment: .top, spacing: .l) {
            figure(.front, dots: front, width: figureWidth, selected: selected)
            figure(.back, dots: back, width: figureWidth, selected: selected)
        }
        .frame(maxWidth: .infinity)
    }
}
