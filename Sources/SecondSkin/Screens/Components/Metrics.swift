import ScreenLayout

/// Widths a screen needs before layout, to size photo cards by their column: the content
/// width of one column (compact) and of each pane of a ``Scaffold/split`` (regular), computed
/// the way `TwoPane` arranges them (split at an active fold, side by side when wide).
///
/// ```swift
/// let width = Metrics.panes(env, primaryFraction: 0.5).primary - 2 * Metrics.margin(env)
/// ```
enum Metrics {
    /// The safe area's width.
    static func safeWidth(_ env: LayoutEnvironment) -> Double {
        env.device.size.width - env.device.safeArea.leading - env.device.safeArea.trailing
    }

    /// The safe area's height.
    static func safeHeight(_ env: LayoutEnvironment) -> Double {
        env.device.size.height - env.device.safeArea.top - env.device.safeArea.bottom
    }

    /// The horizontal margin of content (``Scaffold/margin(_:)``) in points.
    static func margin(_ env: LayoutEnvironment) -> Double { env.device.layoutMargin + 4 }

    /// The width inside the margins of one compact column.
    static func compactContentWidth(_ env: LayoutEnvironment) -> Double { safeWidth(env) - 2 * margin(env) }

    /// The two panes' widths, or the whole width twice when they are stacked or compact.
    static func panes(_ env: LayoutEnvironment, primaryFraction: Double, primaryMinimum: Double = 320) -> (primary: Double, secondary: Double) {
        let width = safeWidth(env)
        let height = safeHeight(env)
        if env.horizontalSizeClass == .compact { return (width, width) }
        let minX = env.device.safeArea.leading
        if let fold = env.device.activeFold, fold.isVertical, fold.rect.minX > minX, fold.rect.maxX < minX + width {
            return (fold.rect.minX - minX, minX + width - fold.rect.maxX)
        }
        if width > height || width >= 700 {
            let primary = min(max(width * primaryFraction, primaryMinimum), width / 2)
            return (primary, width - primary)
        }
        return (width, width)
    }

    /// Columns of at least `minimum` points in `width`, and the width of each.
    static func columns(in width: Double, minimum: Double, spacing: Double, maximumCount: Int = 4) -> (count: Int, width: Double) {
        let count = max(1, min(maximumCount, Int(((width + spacing) / (minimum + spacing)).rounded(.down))))
        return (count, (width - spacing * Double(count - 1)) / Double(count))
    }
}
