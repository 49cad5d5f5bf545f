import ScreenLayout

/// Second Skin's icons by what they mean, each a Material Icons ligature (the font's glyph
/// names); the kit names none of its own.
///
/// ```swift
/// Icon(.back, size: .iconSmall)
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
    static let replay = IconName(glyph: "replay")
    static let wipe = IconName(glyph: "delete_forever")
    static let download = IconName(glyph: "file_download")
}
