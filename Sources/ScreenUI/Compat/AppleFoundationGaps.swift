import Foundation

// What Apple's Foundation and CoreGraphics have and Linux's lacks, that view files and their
// models use; `import SwiftUI` brings them on iOS.

extension URL {
    /// The app's Documents folder, as on iOS: here the user's document directory (or
    /// `~/Documents`). A snapshot test that reads or writes it gets a real, writable folder.
    public static var documentsDirectory: URL { folder(.documentDirectory, "Documents") }
    public static var cachesDirectory: URL { folder(.cachesDirectory, ".cache") }
    public static var applicationSupportDirectory: URL { folder(.applicationSupportDirectory, ".local/share") }
    public static var libraryDirectory: URL { folder(.libraryDirectory, "Library") }
    public static var downloadsDirectory: URL { folder(.downloadsDirectory, "Downloads") }

    private static func folder(_ directory: FileManager.SearchPathDirectory, _ fallback: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL.homeDirectory.appendingPathComponent(fallback, isDirectory: true)
    }
}

extension UserDefaults {
    /// Key-value coding's setter, which Linux's Foundation lacks: stores as `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

extension CGSize: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The size's width and height, animatable as SwiftUI's.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGPoint: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The point's coordinates, animatable as SwiftUI's.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    /// The rectangle's origin and size, animatable as SwiftUI's.
    public var animatableData: AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension String.StandardComparator {
    /// Linux's Foundation has only the lexical comparator and no way to make another: the
    /// localized comparators compare lexically here (upper case before lower case, digits one
    /// by one), so a list sorted with them may be ordered otherwise than on iOS for mixed-case
    /// or numbered names.
    public static var localized: String.StandardComparator { .lexical }
    public static var localizedStandard: String.StandardComparator { .lexical }
}
