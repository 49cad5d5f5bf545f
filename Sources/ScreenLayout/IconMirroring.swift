/// Icons that point somewhere, as iOS flips them in right-to-left layouts (chevrons, arrows,
/// back and forward, undo and redo): the icon font draws each one's mirror image as another
/// glyph, so mirroring swaps the two.
///
/// ```swift
/// IconName(glyph: "chevron_right").mirroredForRightToLeft   // chevron_left
/// IconName(glyph: "event").mirroredForRightToLeft           // nil: it points nowhere
/// IconName(glyph: "send").pointsWithoutMirror               // true: no mirrored glyph exists
/// ```
extension IconName {
    private static let pairs: [(String, String)] = [
        ("chevron_left", "chevron_right"), ("arrow_back", "arrow_forward"), ("arrow_back_ios", "arrow_forward_ios"),
        ("navigate_before", "navigate_next"), ("keyboard_arrow_left", "keyboard_arrow_right"), ("arrow_left", "arrow_right"),
        ("first_page", "last_page"), ("west", "east"), ("undo", "redo"), ("keyboard_double_arrow_left", "keyboard_double_arrow_right"),
        ("arrow_circle_left", "arrow_circle_right"), ("switch_left", "switch_right"), ("rotate_left", "rotate_right"),
    ]
    private static let mirrors: [String: String] = {
        var map: [String: String] = [:]
        for (a, b) in pairs {
            map[a] = b
            map[b] = a
        }
        return map
    }()

    /// Glyphs that point left or right and have no mirrored counterpart in the font: in a
    /// right-to-left layout they point the wrong way (the `unmirrored-icon` audit names them).
    public static let directionalWithoutMirror: Set<String> = [
        "send", "reply", "reply_all", "forward", "arrow_right_alt", "keyboard_backspace", "trending_flat", "trending_up", "trending_down",
        "logout", "login", "exit_to_app", "keyboard_tab", "keyboard_return", "subdirectory_arrow_right", "subdirectory_arrow_left",
        "read_more", "start", "next_plan", "double_arrow",
    ]

    /// The glyph that shows this icon's mirror image, for right-to-left layouts; nil when the
    /// icon points nowhere (or has no mirrored glyph: see ``pointsWithoutMirror``).
    public var mirroredForRightToLeft: IconName? { Self.mirrors[glyph].map { IconName(glyph: $0) } }

    /// Whether the icon points left or right but the font has no mirrored glyph for it.
    public var pointsWithoutMirror: Bool { Self.directionalWithoutMirror.contains(glyph) }
}
