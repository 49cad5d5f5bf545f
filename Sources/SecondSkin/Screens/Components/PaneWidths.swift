import ScreenLayout

/// The widths a two-pane layout gives its panes on a device, as `TwoPane` places them inside the
/// safe area: split at an active vertical fold, else the primary takes `primaryFraction`
/// (at least 320 pt, at most half). Screens use it to choose how many columns a pane's grid gets.
///
/// ```swift
/// let widths = PaneWidths(env, primaryFraction: 0.4)  // iPad Pro 11" landscape: 484 and 726
/// ```
struct PaneWidths {
    var primary: Double
    var secondary: Double

    init(_ env: LayoutEnvironment, primaryFraction: Double, primaryMinimum: Double = 320) {
        let device = env.device
        let width = device.size.width - device.safeArea.leading - device.safeArea.trailing
        let minX = device.safeArea.leading
        if let fold = device.activeFold, fold.isVertical, fold.rect.minX > minX, fold.rect.maxX < minX + width {
            primary = fold.rect.minX - minX
            secondary = minX + width - fold.rect.maxX
        } else {
            primary = min(max(width * primaryFraction, primaryMinimum), width / 2)
            secondary = width - primary
        }
    }

    /// How many columns of at least `minimum` pt (with `spacing` between) fit in `width` less
    /// the margins on both sides; at least one.
    static func columns(in width: Double, margin: Double, minimum: Double, spacing: Double = 12) -> Int {
        max(1, Int((width - 2 * margin + spacing) / (minimum + spacing)))
    }
}
