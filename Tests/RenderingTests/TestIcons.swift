import ScreenLayout

/// The icons the gallery test screens draw (the kit names none of its own).
extension IconName {
    static let heart = IconName(glyph: "favorite")
    static let collection = IconName(glyph: "collections")
    static let ideas = IconName(glyph: "lightbulb")
    static let calendar = IconName(glyph: "event")
    static let stats = IconName(glyph: "insights")
}
