import CCairo
import Foundation

/// A private fontconfig configuration that knows only the project's fonts, and the Pango font
/// map and context built on it with the deterministic options (gray antialiasing, no hinting,
/// hint metrics off, unrounded glyph positions, 72 dpi so one unit is one point).
/// Build one per renderer and reuse it; Pango objects are not thread-safe.
///
/// ```swift
/// let fonts = try FontLibrary()          // Inter from /usr/share/fonts/opentype/inter
/// let text = PangoTextSystem(fonts: fonts)
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
    public let directories: [String]

    public init(directories: [String] = FontLibrary.defaultDirectories) throws {
        let existing = directories.filter { FileManager.default.fileExists(atPath: $0) }
        let hasInter = existing.contains { dir in
            ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).contains { $0.hasPrefix("Inter") }
        }
        guard hasInter else { throw RenderError.fontsMissing(directory: directories.joined(separator: ", ")) }
        self.directories = existing
        guard let cfg = FcConfigCreate() else { throw RenderError.fontConfigurationFailed("FcConfigCreate returned nil") }
        let cacheDir = NSTemporaryDirectory() + "screenkit-fontconfig-cache"
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(cacheDir)</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(cfg, xml, 1) != 0 else {
            FcConfigDestroy(cfg)
            throw RenderError.fontConfigurationFailed("the inline configuration did not parse")
        }
        for dir in existing where FcConfigAppFontAddDir(cfg, dir) == 0 {
            FcConfigDestroy(cfg)
            throw RenderError.fontConfigurationFailed("cannot add the font folder \(dir)")
        }
        config = cfg
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(cfg)
            throw RenderError.fontConfigurationFailed("Pango has no FreeType font map")
        }
        fontMap = map
        ccairo_fontmap_set_config(map, cfg)
        ccairo_fontmap_set_resolution(map, 72)
        context = pango_font_map_create_context(map)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        ccairo_object_unref(UnsafeMutableRawPointer(context))
        ccairo_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// The font families this library holds and their versions (from each font's `head`
    /// table, as 16.16 fixed point), sorted: `Inter 4.0, Inter Display 4.0, Material Icons 1.0`.
    public var fontVersions: String {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return "" }
        var entries = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
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

    /// Versions that decide how text looks; stored as snapshot provenance.
    public static var versions: String {
        "cairo \(String(cString: cairo_version_string())), pango \(String(cString: pango_version_string())), fontconfig \(FcGetVersion())"
    }
}
