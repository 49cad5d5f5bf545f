import Foundation
import ScreenCatalog
import ScreenLayout
import Theme

/// Where the app's files live: the package root (from `SCREENKIT_ROOT` or this source file's
/// location), `DesignTokens/`, `Translations/` (`de.lproj`, `ar.lproj`) and `__Snapshots__/`.
///
/// ```swift
/// let theme = try AppResources.theme()
/// ```
public enum AppResources {
    public static var packageRoot: URL { PackageRoot.containing(#filePath) }

    public static var designTokens: URL { packageRoot.appendingPathComponent("DesignTokens") }
    public static var snapshots: URL { packageRoot.appendingPathComponent("__Snapshots__") }
    public static var translations: URL { packageRoot.appendingPathComponent("Translations") }

    /// The app's translation into `language` (`de`, `ar`); throws `TranslationError` naming
    /// the languages there are for any other.
    public static func translation(_ language: String) throws -> Translation { try Translation.load(language, from: translations) }

    /// The app's theme, loaded and validated once per process.
    public static func theme() throws -> Theme { try cachedTheme.get() }

    private static let cachedTheme: Result<Theme, Error> = Result {
        try Theme.load(from: designTokens, requiring: SecondSkinTokenNames.required)
    }
}
