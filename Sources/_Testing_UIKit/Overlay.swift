// Swift Testing declares a cross-import overlay for UIKit: a file that imports both Testing and
// UIKit also imports `_Testing_UIKit`, which only Apple platforms ship. This empty module
// stands in for it, so a test file that imports the kit's UIKit beside Testing compiles.
