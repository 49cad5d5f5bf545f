import ScreenLayout

/// Icons the Ideas, Bookings, Stats and Aftercare screens use beyond the kit's table, each a
/// Material Icons ligature (the font's glyph names).
///
/// ```swift
/// Icon(.back, size: .iconSmall)
/// ```
extension IconName {
    /// The navigation back chevron.
    static let back = IconName(glyph: "arrow_back_ios_new")
    static let link = IconName(glyph: "link")
    static let clock = IconName(glyph: "schedule")
    static let money = IconName(glyph: "payments")
    static let pain = IconName(glyph: "bolt")
    static let person = IconName(glyph: "person")
    static let coverage = IconName(glyph: "accessibility_new")
    static let notes = IconName(glyph: "notes")
    static let info = IconName(glyph: "info")
    static let location = IconName(glyph: "location_on")
    static let minus = IconName(glyph: "remove")
    static let unchecked = IconName(glyph: "radio_button_unchecked")
    static let instagram = IconName(glyph: "photo_camera")
    static let pinterest = IconName(glyph: "push_pin")
    static let safari = IconName(glyph: "explore")
    static let photo = IconName(glyph: "photo")
}
