import ScreenCatalog
import Theme

/// What every command works on: the app's catalog and the name its executable was run as.
struct CommandContext: Sendable {
    var catalog: ScreenCatalog
    var tool: String

    /// The catalog's theme.
    func theme() throws -> Theme { try catalog.loadTheme() }
}
