/// Why a photo could not be read, and so not drawn: the renderer (`Rendering`) draws a visible
/// placeholder in its place and its `ImageStore.failures` keeps this error under the file's
/// path. Also why a bitmap could not be encoded as a JPEG (``unencodable(format:reason:)``).
///
/// ```swift
/// if let error = renderer.images.failures[path] { print(error) }   // "Cannot draw … : …"
/// ```
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    /// A known image format the kit does not decode (GIF, WebP, HEIC…), or not an image at all.
    case unsupportedFormat(path: String, format: String)
    /// The header announces more pixels than the reader's limit (`ImageStore.maxPixels`):
    /// refused before decoding.
    case tooLarge(path: String, width: Int, height: Int, limit: Int)
    /// The decoder failed part-way: a damaged or truncated file.
    case corrupt(path: String, reason: String)
    /// The encoder failed: libjpeg's message.
    case unencodable(format: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path):
            return "Cannot draw the image \(path): the file does not exist. Check the path, or that the sample photos were generated."
        case .unreadable(let path, let reason):
            return "Cannot draw the image \(path): \(reason). Check its permissions."
        case .unsupportedFormat(let path, let format):
            return "Cannot draw the image \(path): it is \(format), and the kit reads PNG and JPEG only. Convert it to PNG or JPEG."
        case .tooLarge(let path, let w, let h, let limit):
            return
                "Refused the image \(path): its header says \(w)×\(h) pixels (\(w * h / 1_000_000) MP), over the \(limit / 1_000_000) MP limit that guards against decompression bombs. Resize it, or raise ImageStore.maxPixels."
        case .corrupt(let path, let reason):
            return "Cannot draw the image \(path): it is damaged (\(reason)). Re-export it."
        case .unencodable(let format, let reason):
            return "Cannot encode the image as \(format): \(reason). This is a bug or the machine is out of memory."
        }
    }
}
