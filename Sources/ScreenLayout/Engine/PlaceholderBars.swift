import Theme

/// The bars a redacted text is drawn as (SwiftUI's `redacted(reason: .placeholder)`): one
/// rounded bar a line, 70% of the line's height, the last line two thirds as wide when there
/// are several, in the text's colour at a fifth of its opacity.
func placeholderBars(_ rect: Rect, lines: Int, color: RGBA) -> [DisplayItem] {
    let lineHeight = rect.height / Double(lines)
    let barHeight = (lineHeight * 0.7).rounded()
    let fill = color.withOpacity(0.2)
    return (0..<lines).map { line in
        let width = lines > 1 && line == lines - 1 ? (rect.width * 2 / 3).rounded() : rect.width
        let bar = Rect(x: rect.minX, y: rect.minY + Double(line) * lineHeight + (lineHeight - barHeight) / 2, width: width, height: barHeight)
        return .fill(ShapePath(kind: .roundedRectangle(radius: min(4, barHeight / 2)), rect: bar), fill)
    }
}
