// `import UIKit` in a SwiftUI file: on iOS it brings UIColor, UIScreen, UIDevice, UIImage and the
// feedback generators, which the kit keeps in ScreenUI (as `import SwiftUI` brings them too).
// A view file that imports both compiles with only `import SwiftUI` changed.
@_exported import ScreenUI
