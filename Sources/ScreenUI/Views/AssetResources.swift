import Foundation

/// An image of the app's asset catalog, as the type behind Xcode's generated symbols
/// (`Image(.cover)`): an app (or a test) declares its own, as Xcode generates them, and the
/// image is looked up by name in the registered resource folders (``ImageAssets``).
///
/// ```swift
/// extension ImageResource { static let cover = ImageResource(name: "cover", bundle: .main) }
/// Image(.cover).resizable().scaledToFill()
/// ```
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// A colour of the app's asset catalog, as the type behind Xcode's generated symbols
/// (`Color(.brand)`): read as the theme token `color.<name>`, as `Color("name")` is.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    public init(_ resource: ImageResource, fileID: String = #fileID, line: Int = #line) {
        self.init(resource.name, fileID: fileID, line: line)
    }
    /// A named picture with its accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }
    /// A symbol drawn at a variable value (its variable layers fill with the value on iOS;
    /// the kit's glyph has none, so the whole symbol shows).
    public init(systemName: String, variableValue: Double?, fileID: String = #fileID, line: Int = #line) {
        self.init(systemName: systemName, fileID: fileID, line: line)
    }
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension UIImage {
    /// A missing picture is reported where it is drawn, as `Image("name")` is.
    public convenience init(resource: ImageResource) { self.init(source: .named(resource.name)) }
}

extension UIColor {
    public convenience init(resource: ColorResource) { self.init(Color(resource.name)) }
}
