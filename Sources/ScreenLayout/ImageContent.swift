/// Where an image comes from: a file on disk (PNG or JPEG) or a named asset that the app
/// resolves to a file.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    case file(String)
    public var description: String {
        switch self {
        case .file(let path): return path
        }
    }
}

/// How a resizable image fills its frame.
public enum ContentMode: String, Hashable, Sendable { case fit, fill }

/// An image leaf.
public struct ImageContent: Equatable, Sendable {
    public var source: ImageSource
    public var resizable: Bool
    public var contentMode: ContentMode
    public init(source: ImageSource, resizable: Bool = false, contentMode: ContentMode = .fill) {
        self.source = source
        self.resizable = resizable
        self.contentMode = contentMode
    }
}

/// Tells layout the natural size of an image in points, without decoding it. `Rendering`
/// implements it by reading the file header; nil means unreadable (drawn as a placeholder).
public protocol ImageMeasuring: AnyObject {
    func naturalSize(of source: ImageSource) -> Size?
}

/// An image (a photo) from disk.
///
/// ```swift
/// Image(.file(photo.path)).resizable().aspectRatio(.fill).frame(height: 220).clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusCard)))
/// ```
public func Image(_ source: ImageSource) -> Node { Node(.image(ImageContent(source: source))) }

extension Node {
    /// Lets an image scale to its proposal (aspect ratio kept per `aspectRatio`).
    public func resizable() -> Node {
        guard case .image(var content) = kind else { return self }
        content.resizable = true
        return Node(.image(content))
    }
    /// Fit inside or fill (and overflow, to be clipped) the frame, keeping the aspect ratio.
    public func aspectRatio(_ mode: ContentMode) -> Node {
        guard case .image(var content) = kind else { return self }
        content.contentMode = mode
        return Node(.image(content))
    }
}
