// Swift Testing declares a cross-import overlay for CoreGraphics: a file that imports both
// Testing and CoreGraphics (the kit's, which ScreenUI brings along as SwiftUI does) also imports
// `_Testing_CoreGraphics`, which only Apple platforms ship. This empty module stands in for it,
// so a test file that imports the kit beside Testing compiles.
