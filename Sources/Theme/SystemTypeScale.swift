/// Apple's Dynamic Type table (HIG typography specifications), the kit's default type scale:
/// size and leading in points for every text style at every content size category, Regular
/// except Headline (Semibold). Inter stands in for SF Pro: "Inter" below 20 pt, "Inter
/// Display" from 20 pt up, as SF Pro switches from Text to Display optics. An app's
/// `typography.<style>.<category>` tokens replace entries of it.
///
/// ```swift
/// SystemTypeScale.font(.body, at: .large)   // Inter 17 pt on 22 pt, regular
/// ```
public enum SystemTypeScale {
    /// Size/leading pairs per style, in ``ContentSizeCategory`` order (xS … AX5).
    static let table: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// The default font of `style` at `category`.
    public static func font(_ style: TextStyle, at category: ContentSizeCategory) -> FontSpec {
        let (size, leading) = table[style]![category.rawValue]
        return FontSpec(
            family: size >= 20 ? "Inter Display" : "Inter", size: size, lineHeight: leading,
            weight: style == .headline ? .semibold : .regular)
    }
}
