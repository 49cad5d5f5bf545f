// As on iOS, `import SwiftUI` brings Combine (ObservableObject, @Published, publishers) and
// CoreGraphics (here CGVector, beside Foundation's CGFloat, CGPoint, CGSize and CGRect).
@_exported import Combine
@_exported import CoreGraphics
// `import SwiftUI` brings Foundation and Observation along; so does `import ScreenUI`, so a view
// file written for Xcode compiles here with only its import changed.
@_exported import Foundation
@_exported import Observation
import Theme

// `URLSession` lives in FoundationNetworking off Apple platforms; `import SwiftUI` brings it on iOS.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

/// Light or dark appearance (SwiftUI's `ColorScheme`), shared with the theme.
public typealias ColorScheme = ThemeColorScheme
