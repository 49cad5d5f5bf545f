import Foundation

/// A uniform type, as the UniformTypeIdentifiers framework's `UTType`: its identifier, the
/// file extension and MIME type iOS gives it, and what it conforms to.
///
/// ```swift
/// UTType.png.preferredFilenameExtension      // "png"
/// UTType.png.conforms(to: .image)             // true
/// UTType(filenameExtension: "jpg") == .jpeg   // true
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// The identifiers this type conforms to, directly.
    let parents: [String]

    init(declared identifier: String, _ fileExtension: String? = nil, _ mime: String? = nil, _ parents: [String] = []) {
        self.identifier = identifier
        preferredFilenameExtension = fileExtension
        preferredMIMEType = mime
        self.parents = parents
    }

    /// A type the app declares (`Info.plist`'s exported types).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declared: identifier, nil, nil, [(parentType ?? .data).identifier])
    }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(exportedAs: identifier, conformingTo: parentType) }

    /// A known type by identifier; nil for one the kit does not know.
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The known type files with this extension have; nil when none.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        let aliases = ["jpg": "jpeg", "htm": "html", "yml": "yaml", "text": "txt", "tif": "tiff"]
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == (aliases[ext] ?? ext) }), known.conforms(to: supertype)
        else { return nil }
        self = known
    }

    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }), known.conforms(to: supertype) else {
            return nil
        }
        self = known
    }

    public var description: String { identifier }
    public var isDeclared: Bool { true }
    public var isDynamic: Bool { false }

    /// Whether this type is `type` or descends from it.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in (UTType(parent) ?? UTType(declared: parent)).conforms(to: type) }
    }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }
    public var supertypes: Set<UTType> { Set(UTType.known.filter { isSubtype(of: $0) }) }

    public static let item = UTType(declared: "public.item")
    public static let content = UTType(declared: "public.content", nil, nil, ["public.item"])
    public static let data = UTType(declared: "public.data", nil, "application/octet-stream", ["public.item"])
    public static let text = UTType(declared: "public.text", nil, nil, ["public.data", "public.content"])
    public static let plainText = UTType(declared: "public.plain-text", "txt", "text/plain", ["public.text"])
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text", nil, nil, ["public.plain-text"])
    public static let json = UTType(declared: "public.json", "json", "application/json", ["public.text"])
    public static let xml = UTType(declared: "public.xml", "xml", "application/xml", ["public.text"])
    public static let html = UTType(declared: "public.html", "html", "text/html", ["public.text"])
    public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text", "csv", "text/csv", ["public.text"])
    public static let yaml = UTType(declared: "public.yaml", "yaml", "application/x-yaml", ["public.text"])
    public static let url = UTType(declared: "public.url", nil, nil, ["public.data"])
    public static let fileURL = UTType(declared: "public.file-url", nil, nil, ["public.url"])
    public static let image = UTType(declared: "public.image", nil, nil, ["public.data", "public.content"])
    public static let png = UTType(declared: "public.png", "png", "image/png", ["public.image"])
    public static let jpeg = UTType(declared: "public.jpeg", "jpeg", "image/jpeg", ["public.image"])
    public static let heic = UTType(declared: "public.heic", "heic", "image/heic", ["public.image"])
    public static let gif = UTType(declared: "com.compuserve.gif", "gif", "image/gif", ["public.image"])
    public static let tiff = UTType(declared: "public.tiff", "tiff", "image/tiff", ["public.image"])
    public static let svg = UTType(declared: "public.svg-image", "svg", "image/svg+xml", ["public.image"])
    public static let pdf = UTType(declared: "com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content", nil, nil, ["public.data", "public.content"])
    public static let movie = UTType(declared: "public.movie", nil, nil, ["public.audiovisual-content"])
    public static let video = UTType(declared: "public.video", nil, nil, ["public.movie"])
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
    public static let audio = UTType(declared: "public.audio", nil, nil, ["public.audiovisual-content"])
    public static let mp3 = UTType(declared: "public.mp3", "mp3", "audio/mpeg", ["public.audio"])
    public static let archive = UTType(declared: "public.archive", nil, nil, ["public.data"])
    public static let zip = UTType(declared: "public.zip-archive", "zip", "application/zip", ["public.archive"])
    public static let folder = UTType(declared: "public.folder", nil, nil, ["public.item"])
    public static let directory = UTType(declared: "public.directory", nil, nil, ["public.item"])

    static let known: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .html, .commaSeparatedText, .yaml, .url, .fileURL, .image, .png,
        .jpeg, .heic, .gif, .tiff, .svg, .pdf, .audiovisualContent, .movie, .video, .mpeg4Movie, .audio, .mp3, .archive, .zip, .folder, .directory,
    ]
}
