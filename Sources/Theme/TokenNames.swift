/// The name of a colour token. Screens use the static members, so a typo fails to compile;
/// the loader checks that every member here exists in `DesignTokens/`.
///
/// ```swift
/// Text("Get started").foreground(.onAccent)
/// ```
public struct ColorName: Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public init(_ path: String) { self.path = path }
    public var description: String { path }

    public static let label = ColorName("color.system.label")
    public static let secondaryLabel = ColorName("color.system.secondaryLabel")
    public static let tertiaryLabel = ColorName("color.system.tertiaryLabel")
    public static let background = ColorName("color.system.background")
    public static let secondaryBackground = ColorName("color.system.secondaryBackground")
    public static let tertiaryBackground = ColorName("color.system.tertiaryBackground")
    public static let groupedBackground = ColorName("color.system.groupedBackground")
    public static let separator = ColorName("color.system.separator")
    public static let fill = ColorName("color.system.fill")
    public static let link = ColorName("color.system.link")
    public static let accent = ColorName("color.role.accent")
    public static let onAccent = ColorName("color.role.onAccent")
    public static let accentSoft = ColorName("color.role.accentSoft")
    public static let shadow = ColorName("color.role.shadow")
    public static let frostedTint = ColorName("color.material.frostedTint")
    public static let glassTint = ColorName("color.material.glassTint")
    public static let glassHighlight = ColorName("color.material.glassHighlight")

    /// Every name the kit's screens may use; all must be defined by the tokens.
    public static let required: [ColorName] = [
        .label, .secondaryLabel, .tertiaryLabel, .background, .secondaryBackground,
        .tertiaryBackground, .groupedBackground, .separator, .fill, .link, .accent, .onAccent,
        .accentSoft, .shadow, .frostedTint, .glassTint, .glassHighlight,
    ]
}

/// A step of the spacing scale (`space.*` tokens).
///
/// ```swift
/// node.padding(.l)
/// ```
public struct SpacingName: Hashable, Sendable {
    public let path: String
    public init(_ path: String) { self.path = path }
    public static let xxs = SpacingName("space.xxs")
    public static let xs = SpacingName("space.xs")
    public static let s = SpacingName("space.s")
    public static let m = SpacingName("space.m")
    public static let l = SpacingName("space.l")
    public static let xl = SpacingName("space.xl")
    public static let xxl = SpacingName("space.xxl")
    public static let xxxl = SpacingName("space.xxxl")
    public static let huge = SpacingName("space.huge")
    public static let required: [SpacingName] = [.xxs, .xs, .s, .m, .l, .xl, .xxl, .xxxl, .huge]
}

/// A corner radius (`radius.*`) or fixed size (`size.*`) token.
///
/// ```swift
/// .cornerRadius(.button)
/// ```
public struct DimensionName: Hashable, Sendable {
    public let path: String
    public init(_ path: String) { self.path = path }
    public static let radiusSmall = DimensionName("radius.small")
    public static let radiusButton = DimensionName("radius.button")
    public static let radiusCard = DimensionName("radius.card")
    public static let radiusSheet = DimensionName("radius.sheet")
    public static let minTapTarget = DimensionName("size.minTapTarget")
    public static let iconSmall = DimensionName("size.icon.small")
    public static let iconMedium = DimensionName("size.icon.medium")
    public static let iconLarge = DimensionName("size.icon.large")
    public static let buttonHeight = DimensionName("size.buttonHeight")
    public static let frostedBlur = DimensionName("material.frostedBlur")
    public static let glassBlur = DimensionName("material.glassBlur")
    public static let required: [DimensionName] = [
        .radiusSmall, .radiusButton, .radiusCard, .radiusSheet, .minTapTarget, .iconSmall,
        .iconMedium, .iconLarge, .buttonHeight, .frostedBlur, .glassBlur,
    ]
}
