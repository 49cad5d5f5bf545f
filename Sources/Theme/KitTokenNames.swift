// The names of the kit's token contract (``KitContract``), declared here once for every app.
// They follow the same rules as generated names (`TokenNaming`); a test keeps the two in step,
// and the token-names plugin never generates them again in an app.

extension ColorName {
    /// `color.system.label`: primary text.
    public static let label = ColorName("color.system.label")
    /// `color.system.secondaryLabel`
    public static let secondaryLabel = ColorName("color.system.secondaryLabel")
    /// `color.system.tertiaryLabel`
    public static let tertiaryLabel = ColorName("color.system.tertiaryLabel")
    /// `color.system.background`: systemBackground.
    public static let background = ColorName("color.system.background")
    /// `color.system.secondaryBackground`
    public static let secondaryBackground = ColorName("color.system.secondaryBackground")
    /// `color.system.tertiaryBackground`
    public static let tertiaryBackground = ColorName("color.system.tertiaryBackground")
    /// `color.system.groupedBackground`: systemGroupedBackground.
    public static let groupedBackground = ColorName("color.system.groupedBackground")
    /// `color.system.separator`
    public static let separator = ColorName("color.system.separator")
    /// `color.system.fill`: systemFill.
    public static let fill = ColorName("color.system.fill")
    /// `color.system.link`
    public static let link = ColorName("color.system.link")
    /// `color.system.tint`: the accent colour of controls (systemBlue unless the app says).
    public static let tint = ColorName("color.system.tint")
    /// `color.material.frostedTint`: the tint over a frosted material's blur.
    public static let frostedTint = ColorName("color.material.frostedTint")
    /// `color.material.glassTint`: the tint of Liquid Glass.
    public static let glassTint = ColorName("color.material.glassTint")
    /// `color.material.glassHighlight`: the sheen and rim of Liquid Glass.
    public static let glassHighlight = ColorName("color.material.glassHighlight")

    /// Every colour of the contract.
    public static let kitContract: [ColorName] = [
        .label, .secondaryLabel, .tertiaryLabel, .background, .secondaryBackground, .tertiaryBackground, .groupedBackground,
        .separator, .fill, .link, .tint, .frostedTint, .glassTint, .glassHighlight,
    ]
}

extension DimensionName {
    /// `size.minTapTarget`: the smallest tap target the audits accept (44 pt).
    public static let minTapTarget = DimensionName("size.minTapTarget")
    /// `size.icon.small`
    public static let iconSmall = DimensionName("size.icon.small")
    /// `size.icon.medium`: the default icon size.
    public static let iconMedium = DimensionName("size.icon.medium")
    /// `size.icon.large`
    public static let iconLarge = DimensionName("size.icon.large")
    /// `material.frostedBlur`: blur radius of frosted material, in points.
    public static let frostedBlur = DimensionName("material.frostedBlur")
    /// `material.glassBlur`: blur radius of Liquid Glass, in points.
    public static let glassBlur = DimensionName("material.glassBlur")

    /// Every dimension of the contract.
    public static let kitContract: [DimensionName] = [.minTapTarget, .iconSmall, .iconMedium, .iconLarge, .frostedBlur, .glassBlur]
}
