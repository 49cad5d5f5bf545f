extension LayoutPass {
    /// Where a two-pane arrangement puts its panes (index 0 primary, 1 secondary):
    /// - compact width: one pane, the whole rect;
    /// - an active fold across the rect (iPhone Duo half folded): split exactly at the fold —
    ///   side by side for a vertical fold, stacked for a horizontal one — so nothing sits on it;
    /// - otherwise Apple's split arrangement: side by side when the rect is wider than tall (or
    ///   at least 700 pt wide, a tablet in portrait), stacked otherwise.
    func twoPaneRects(_ spec: TwoPaneSpec, _ rect: Rect, _ env: LayoutEnvironment) -> (arrangement: String, panes: [(Int, Rect)]) {
        if env.horizontalSizeClass == .compact {
            return ("single", [(spec.compactShowsSecondary ? 1 : 0, rect)])
        }
        if let fold = env.device.activeFold {
            if fold.isVertical, fold.rect.minX > rect.minX, fold.rect.maxX < rect.maxX {
                return (
                    "fold",
                    [
                        (0, Rect(x: rect.minX, y: rect.minY, width: fold.rect.minX - rect.minX, height: rect.height)),
                        (1, Rect(x: fold.rect.maxX, y: rect.minY, width: rect.maxX - fold.rect.maxX, height: rect.height)),
                    ]
                )
            }
            if !fold.isVertical, fold.rect.minY > rect.minY, fold.rect.maxY < rect.maxY {
                return (
                    "fold",
                    [
                        (0, Rect(x: rect.minX, y: rect.minY, width: rect.width, height: fold.rect.minY - rect.minY)),
                        (1, Rect(x: rect.minX, y: fold.rect.maxY, width: rect.width, height: rect.maxY - fold.rect.maxY)),
                    ]
                )
            }
        }
        if rect.width > rect.height || rect.width >= 700 {
            let primary = min(max(rect.width * spec.primaryFraction, spec.primaryMinimum), rect.width / 2)
            return (
                "sideBySide",
                [
                    (0, Rect(x: rect.minX, y: rect.minY, width: primary, height: rect.height)),
                    (1, Rect(x: rect.minX + primary, y: rect.minY, width: rect.width - primary, height: rect.height)),
                ]
            )
        }
        let top = rect.height * spec.primaryFraction
        return (
            "stacked",
            [
                (0, Rect(x: rect.minX, y: rect.minY, width: rect.width, height: top)),
                (1, Rect(x: rect.minX, y: rect.minY + top, width: rect.width, height: rect.height - top)),
            ]
        )
    }
}
