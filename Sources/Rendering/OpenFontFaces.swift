import CCairo
import Foundation

/// The FreeType faces of the process's font files, opened once each and never closed, which
/// every ``FontLibrary`` hands to Cairo inside its fontconfig patterns.
///
/// Why: given only a file name, Cairo 1.16 opens the file itself and keeps at most ten faces
/// open for the whole process, closing others to open more — and it checks that a face is
/// unused and opens new ones without a lock that covers the other threads. Two workers drawing
/// text in more than ten font files (Inter's weights, Inter Display, the icon font, Arabic…)
/// then closed a face under the other's feet, and the run crashed in Cairo or FreeType a few
/// thousand snapshots in. A face handed over in the pattern (`FC_FT_FACE`) is never closed by
/// Cairo, and Cairo still takes the face's own lock around every use of it.
///
/// ```swift
/// let face = OpenFontFaces.shared.face(file: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", index: 0)
/// ```
final class OpenFontFaces: @unchecked Sendable {
    static let shared = OpenFontFaces()

    private struct Key: Hashable {
        var file: String
        var index: Int
    }

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [Key: FT_Face] = [:]

    /// The face of `file` at fontconfig's `index` (which also selects a named instance), or nil
    /// when FreeType cannot open it (Cairo then opens the file itself, as before).
    func face(file: String, index: Int) -> FT_Face? {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(file: file, index: index)
        if let face = faces[key] { return face }
        if library == nil {
            var made: FT_Library?
            guard FT_Init_FreeType(&made) == 0 else { return nil }
            library = made
        }
        var face: FT_Face?
        guard FT_New_Face(library, file, FT_Long(index), &face) == 0, let face else { return nil }
        faces[key] = face
        return face
    }
}
