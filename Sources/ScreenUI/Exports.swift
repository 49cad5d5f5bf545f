// `import SwiftUI` brings Foundation and Observation along; so does `import ScreenUI`, so a view
// file written for Xcode compiles here with only its import changed.
@_exported import Foundation
@_exported import Observation
import Theme

/// Light or dark appearance (SwiftUI's `ColorScheme`), shared with the theme.
public typealias ColorScheme = ThemeColorScheme
