import Pantry
import ScreenCatalog
import ScreenKitCommands

// render, gallery, watch, check, merge, compare and orphans for Pantry's screens.
MainActor.assumeIsolated { ScreenKitCommandLine(catalog: .pantry).main() }
