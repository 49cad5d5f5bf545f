// The name types screens use. The kit declares the names of its contract (KitTokenNames.swift);
// an app that applies the `TokenNames` plugin to its target gets static members for its own
// tokens (`ColorName.accent`, `SpacingName.l`, `DimensionName.radiusCard`, `ShadowName.card`),
// generated at build time from its DesignTokens/ (rules in TokenParser's `TokenNaming`), so a
// screen that names a token that does not exist does not compile, and a broken token file
// fails the build with the loader's precise error. Any token is reachable by path too:
// `ColorName("color.role.accent")`.

/// The name of a colour token.
///
/// ```swift
/// Text("Get started").foreground(.label)
/// ```
public struct ColorName: Hashable, Sendable, CustomStringConvertible {
    public let path: String
    /// The path's slot in the theme's lookup table (see ``TokenIndex``).
    let index: Int
    public init(_ path: String) {
        self.path = path
        index = TokenIndex.of(path)
    }
    public var description: String { path }
    public static func == (a: Self, b: Self) -> Bool { a.index == b.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// A step of the spacing scale (`space.*` tokens).
///
/// ```swift
/// node.padding(.all, .spacing(SpacingName("space.l")))
/// ```
public struct SpacingName: Hashable, Sendable {
    public let path: String
    /// The path's slot in the theme's lookup table (see ``TokenIndex``).
    let index: Int
    public init(_ path: String) {
        self.path = path
        index = TokenIndex.of(path)
    }
    public static func == (a: Self, b: Self) -> Bool { a.index == b.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// A corner radius (`radius.*`), fixed size (`size.*`) or material (`material.*`) dimension.
///
/// ```swift
/// Icon(.chevronRight, size: .iconSmall)
/// ```
public struct DimensionName: Hashable, Sendable {
    public let path: String
    /// The path's slot in the theme's lookup table (see ``TokenIndex``).
    let index: Int
    public init(_ path: String) {
        self.path = path
        index = TokenIndex.of(path)
    }
    public static func == (a: Self, b: Self) -> Bool { a.index == b.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// A shadow token (`shadow.*`).
///
/// ```swift
/// card.shadow(ShadowName("shadow.card"))
/// ```
public struct ShadowName: Hashable, Sendable {
    public let path: String
    public init(_ path: String) { self.path = path }
}
