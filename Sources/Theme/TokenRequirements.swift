/// The token names a module was compiled with, which the tokens loaded at run time must
/// define. The token-names plugin generates one list per module that applies it
/// (`<Module>TokenNames.required`); hand one to ``Theme/load(from:requiring:)``.
///
/// ```swift
/// let theme = try Theme.load(from: tokens, requiring: MyAppTokenNames.required)
/// ```
public struct TokenRequirements: Sendable {
    public var colors: [ColorName]
    public var spacing: [SpacingName]
    public var dimensions: [DimensionName]
    public var shadows: [ShadowName]

    public init(colors: [ColorName] = [], spacing: [SpacingName] = [], dimensions: [DimensionName] = [], shadows: [ShadowName] = []) {
        self.colors = colors
        self.spacing = spacing
        self.dimensions = dimensions
        self.shadows = shadows
    }
}
