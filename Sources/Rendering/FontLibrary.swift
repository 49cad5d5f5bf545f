import CCairo
import Foundation
import ScreenLayout

/// A private fontconfig configuration that knows only the project's fonts, and the Pango font
/// map and context built on it with the deterministic options (gray antialiasing, no hinting,
/// hint metrics off, unrounded glyph positions, 72 dpi so one unit is one point, language
/// `en`, so no locale leaks in).
///
/// Besides Inter and the icon font it loads fixed fallback font files for other scripts
/// (``FallbackFont``: Arabic, Hebrew, Devanagari, Thai, colour emoji, CJK), tried in that
/// fixed order after the text's own family; no system font can leak in. Text that no loaded
/// font can draw is reported by ``missingCodePoints(in:)`` (the `missing-glyphs` audit).
/// Build one per renderer and reuse it; Pango objects are not thread-safe.
///
/// ```swift
/// let fonts = try FontLibrary()          // Inter from /usr/share/fonts/opentype/inter
/// let text = PangoTextSystem(fonts: fonts)
/// fonts.missingCodePoints(in: "Hi 👋 \u{12000}")   // [U+12000]
/// ```
public final class FontLibrary {
    /// Folders searched when no directory is given: `SCREENKIT_FONT_DIR`, then Debian's.
    public static let defaultDirectories: [String] = {
        var dirs: [String] = []
        if let env = ProcessInfo.processInfo.environment["SCREENKIT_FONT_DIR"] { dirs.append(env) }
        dirs.append("/usr/share/fonts/opentype/inter")
        dirs.append("/usr/share/fonts/truetype/material-design-icons-iconfont")
        return dirs
    }()

    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let rightToLeftContext: OpaquePointer
    /// Every code point some loaded font has a glyph for.
    private let coverage: OpaquePointer
    public let directories: [String]
    /// The fallback fonts loaded, in the order they are tried.
    public let fallbacks: [FallbackFont]
    /// The faces of the serif and monospaced designs loaded (text asks for them by family).
    public let designs: [FallbackFont]
    /// The fallback and design fonts asked for whose file is not on this machine: text of their scripts
    /// has no glyphs (`Scripts/setup` installs them).
    public let missingFallbacks: [FallbackFont]

    /// A library of the fonts in `directories` plus the `fallbacks` whose files exist.
    /// Throws ``RenderError/fontsMissing(directory:)`` when no folder holds Inter.
    public init(
        directories: [String] = FontLibrary.defaultDirectories, fallbacks: [FallbackFont] = FallbackFont.standard,
        designs: [FallbackFont] = FallbackFont.designs
    ) throws {
        let existing = directories.filter { FileManager.default.fileExists(atPath: $0) }
        let hasInter = existing.contains { dir in
            ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).contains { $0.hasPrefix("Inter") }
        }
        guard hasInter else { throw RenderError.fontsMissing(directory: directories.joined(separator: ", ")) }
        self.directories = existing
        guard let cfg = FcConfigCreate() else { throw RenderError.fontConfigurationFailed("FcConfigCreate returned nil") }
        let cacheDir = NSTemporaryDirectory() + "screenkit-fontconfig-cache"
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(cacheDir)</cachedir>\(Self.bitmapScaling)</fontconfig>"
        guard FcConfigParseAndLoadFromMemory(cfg, xml, 1) != 0 else {
            FcConfigDestroy(cfg)
            throw RenderError.fontConfigurationFailed("the inline configuration did not parse")
        }
        for dir in existing where FcConfigAppFontAddDir(cfg, dir) == 0 {
            FcConfigDestroy(cfg)
            throw RenderError.fontConfigurationFailed("cannot add the font folder \(dir)")
        }
        var loaded: [FallbackFont] = []
        var missing: [FallbackFont] = []
        var loadedDesigns: [FallbackFont] = []
        for font in designs {
            let files = font.files.filter { FileManager.default.fileExists(atPath: $0) }
            guard files.count == font.files.count else {
                missing.append(font)
                continue
            }
            for file in files where FcConfigAppFontAddFile(cfg, file) == 0 {
                FcConfigDestroy(cfg)
                throw RenderError.fontConfigurationFailed("cannot add the font file \(file)")
            }
            loadedDesigns.append(font)
        }
        self.designs = loadedDesigns
        for font in fallbacks {
            let files = font.files.filter { FileManager.default.fileExists(atPath: $0) }
            guard files.count == font.files.count else {
                missing.append(font)
                continue
            }
            for file in files where FcConfigAppFontAddFile(cfg, file) == 0 {
                FcConfigDestroy(cfg)
                throw RenderError.fontConfigurationFailed("cannot add the font file \(file)")
            }
            loaded.append(font)
        }
        self.fallbacks = loaded
        missingFallbacks = missing
        Self.attachOpenFaces(to: cfg)
        config = cfg
        coverage = Self.coverage(of: cfg)
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(cfg)
            throw RenderError.fontConfigurationFailed("Pango has no FreeType font map")
        }
        fontMap = map
        ccairo_fontmap_set_config(map, cfg)
        ccairo_fontmap_set_resolution(map, 72)
        context = Self.makeContext(map)
        rightToLeftContext = Self.makeContext(map)
        pango_context_set_base_dir(rightToLeftContext, PANGO_DIRECTION_RTL)
    }

    /// Replaces each font pattern of `config` by a copy that carries the font's FreeType face
    /// from ``OpenFontFaces``, so that Cairo draws with faces it never closes (see there why).
    private static func attachOpenFaces(to config: OpaquePointer) {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
            guard let face = OpenFontFaces.shared.face(file: String(cString: file), index: Int(index)),
                let copy = FcPatternDuplicate(pattern)
            else { continue }
            guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
                FcPatternDestroy(copy)
                continue
            }
            set.pointee.fonts[i] = copy
            FcPatternDestroy(pattern)
        }
    }

    /// Scales bitmap fonts (colour emoji: one 109-pixel strike) to the size asked for, as
    /// fontconfig's own `10-scale-bitmap-fonts.conf` does; without it an emoji is laid out and
    /// drawn at 109 px whatever the text's size. Outline fonts (Inter, every other fallback)
    /// are not matched, so their text is unchanged.
    static let bitmapScaling = """
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
        <name target="font">pixelsize</name></divide></edit></match>\
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>\
        <edit name="matrix" mode="assign"><matrix><name>pixelsizefixupfactor</name><double>0</double>\
        <double>0</double><name>pixelsizefixupfactor</name></matrix></edit>\
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
        """

    /// A context with the deterministic options, language `en` whatever the process's locale.
    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
        return context
    }

    /// The context for `direction`: right to left makes text without strong characters
    /// (digits, punctuation) right to left too.
    func context(for direction: LayoutDirection) -> OpaquePointer { direction == .rightToLeft ? rightToLeftContext : context }

    deinit {
        FcCharSetDestroy(coverage)
        ccairo_object_unref(UnsafeMutableRawPointer(context))
        ccairo_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
        ccairo_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// The font families of the library's folders (not the fallbacks) and their versions (from
    /// each font's `head` table, as 16.16 fixed point), sorted: `Inter 4.0, Inter Display 4.0,
    /// Material Icons 1.0`. Snapshot provenance records this: it is what Latin text and icons
    /// are drawn with (see ``fallbackFontVersions`` for the rest).
    public var fontVersions: String { versions(fallbacks: false) }

    /// The fallback and design font families and their versions, sorted like ``fontVersions``.
    public var fallbackFontVersions: String { versions(fallbacks: true) }

    private func versions(fallbacks wanted: Bool) -> String {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return "" }
        let fallbackFiles = Set((fallbacks + designs).flatMap(\.files))
        var entries = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            guard fallbackFiles.contains(String(cString: file)) == wanted else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            var version: Int32 = 0
            guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family else { continue }
            _ = FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &version)
            let major = version >> 16
            let minor = Int((Double(version & 0xFFFF) / 65536 * 1000).rounded())
            entries.insert("\(String(cString: family)) \(major).\(String(format: "%03d", minor))")
        }
        return entries.sorted().joined(separator: ", ")
    }

    /// The code points of `string` that no loaded font has a glyph for, each once, in order of
    /// first appearance. Characters that draw nothing (controls, joiners, variation selectors,
    /// spaces) are never missing.
    public func missingCodePoints(in string: String) -> [Unicode.Scalar] {
        var seen = Set<UInt32>()
        var missing: [Unicode.Scalar] = []
        for scalar in string.unicodeScalars where !Self.drawsNothing(scalar) && !seen.contains(scalar.value) {
            seen.insert(scalar.value)
            if FcCharSetHasChar(coverage, scalar.value) == 0 { missing.append(scalar) }
        }
        return missing
    }

    /// Controls, format characters (joiners, marks of direction), variation selectors and
    /// white space: Pango draws no glyph for them, so no font needs one.
    static func drawsNothing(_ s: Unicode.Scalar) -> Bool {
        let p = s.properties
        if p.isDefaultIgnorableCodePoint || p.isWhitespace || p.isVariationSelector { return true }
        switch p.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// The union of the character sets of every font in `config`.
    private static func coverage(of config: OpaquePointer) -> OpaquePointer {
        let union = FcCharSetCreate()!
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return union }
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            if FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                _ = FcCharSetMerge(union, charset, nil)
            }
        }
        return union
    }

    /// Versions that decide how text looks; stored as snapshot provenance.
    public static var versions: String {
        "cairo \(String(cString: cairo_version_string())), pango \(String(cString: pango_version_string())), fontconfig \(FcGetVersion())"
    }
}
