import Foundation
import ImageCodec

/// A picture, as UIKit's `UIImage` (which `import SwiftUI` brings on iOS): named pictures of
/// the registered resource folders and SF Symbols, for `Image(uiImage:)`. A picture made from
/// data in memory is not decoded; drawing it is reported with the call site.
///
/// ```swift
/// Image(uiImage: UIImage(named: "cover") ?? UIImage())
/// ```
public final class UIImage: _ExpressibleByImageLiteral, @unchecked Sendable {
    enum Source {
        case named(String)
        case symbol(String)
        case data
        case empty
        /// A view an `ImageRenderer` rendered, drawn as the view itself.
        case view(AnyView, ProposedViewSize)
    }
    let source: Source
    public init() { source = .empty }
    init(source: Source) { self.source = source }
    public init?(named name: String) {
        guard ImageAssets.path(for: name) != nil else { return nil }
        source = .named(name)
    }
    public init?(systemName name: String) {
        guard SFSymbols.glyph(for: name) != nil else { return nil }
        source = .symbol(name)
    }
    /// `#imageLiteral(resourceName: "cover")`: the named picture.
    public convenience init(imageLiteralResourceName name: String) { self.init(source: .named(name)) }
    /// A picture made from a Core Graphics image (not decoded here, as one made from data).
    public convenience init(cgImage: CGImage) { self.init(source: .data) }
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) { self.init(source: .data) }
    /// The Core Graphics image behind the picture: none here (pictures are drawn by name).
    public var cgImage: CGImage? { nil }
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public var imageOrientation: Orientation { .up }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    public func pngData() -> Data? { nil }

    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        source = .data
    }
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        source = .data
    }

    /// The picture's size in points: a named picture's pixel size (its header read, nothing
    /// decoded), an SF Symbol's 17 pt body size; zero for one made from data.
    public var size: CGSize {
        switch source {
        case .named(let name):
            guard let path = ImageAssets.path(for: name), let header = Self.header(at: path) else { return .zero }
            return CGSize(width: header.orientedSize.width, height: header.orientedSize.height)
        case .symbol: return CGSize(width: 17, height: 17)
        case .data, .empty, .view: return .zero
        }
    }
    public var scale: CGFloat { 1 }

    /// The header of the picture file at `path` (its first 64 KB read), nil when unreadable.
    private static func header(at path: String) -> ImageHeader? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let prefix = try? handle.read(upToCount: 1 << 16) else { return nil }
        return try? ImageHeader.read(prefix, path: path)
    }
}

extension Image {
    public init(uiImage: UIImage, fileID: String = #fileID, line: Int = #line) {
        switch uiImage.source {
        case .named(let name): self.init(name, fileID: fileID, line: line)
        case .symbol(let name): self.init(systemName: name, fileID: fileID, line: line)
        case .view(let view, let proposed):
            self.init("", fileID: fileID, line: line)
            source = .view(view, proposed)
        case .data, .empty:
            self.init("", fileID: fileID, line: line)
            source = .unreadable("Image(uiImage:): a UIImage made from data or a file is not decoded")
        }
    }
}

/// A bitmap, as Core Graphics' `CGImage`: its size in pixels.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
