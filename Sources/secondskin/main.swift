import ScreenCatalog
import ScreenKitCommands
import SecondSkin

// Second Skin's command line: the kit's jobs for its catalog.
MainActor.assumeIsolated { ScreenKitCommandLine(catalog: .secondSkin, toolName: "secondskin").main() }
