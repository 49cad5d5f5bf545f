import ScreenLayout

/// Second Skin's icons by what they mean, each mapped to a Material Icons glyph.
///
/// ```swift
/// Icon(.aftercare, size: .iconMedium)
/// ```
extension IconName {
    public static let photos = IconName(glyph: "photo_library")
    public static let collection = IconName(glyph: "collections")
    public static let ideas = IconName(glyph: "lightbulb")
    public static let calendar = IconName(glyph: "event")
    public static let stats = IconName(glyph: "insights")
    public static let aftercare = IconName(glyph: "healing")
    public static let heart = IconName(glyph: "favorite")
    public static let lock = IconName(glyph: "lock")
    public static let privacy = IconName(glyph: "visibility_off")
    public static let noTracking = IconName(glyph: "block")
    public static let add = IconName(glyph: "add")
    public static let chevronRight = IconName(glyph: "chevron_right")
    public static let check = IconName(glyph: "check_circle")
    public static let edit = IconName(glyph: "edit")
}
