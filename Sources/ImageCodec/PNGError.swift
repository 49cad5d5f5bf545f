/// Why PNG bytes could not be written or read, with what to do about it.
///
/// ```swift
/// do { _ = try PNGFileInfo.read(at: path) } catch let e as PNGError { print(e) }
/// ```
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist or cannot be opened.
    case unreadable(path: String, reason: String)
    /// The bytes do not start with the PNG signature.
    case notPNG(path: String)
    /// The file ends inside a chunk (or before IEND): an interrupted write or copy.
    case truncated(path: String, offset: Int)
    /// A chunk's stored CRC does not match its bytes: the file was altered or damaged.
    case badChecksum(path: String, chunk: String, offset: Int)
    /// The chunk layout breaks the PNG rules (no IHDR first, no image data, bad IHDR values).
    case malformed(path: String, reason: String)
    /// The header announces more pixels than the reader's limit: refused before decoding.
    case tooLarge(path: String, width: Int, height: Int, limit: Int)
    /// A metadata key or value cannot be stored in a text chunk.
    case invalidMetadata(key: String, reason: String)
    /// zlib reported an error while compressing or decompressing.
    case zlib(code: Int32, operation: String)
    /// libdeflate could not compress the image data.
    case compression(reason: String)
    /// The encoded bytes could not be written: the folder cannot be created or is read-only.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "Cannot read the PNG \(path): \(reason). Check that the file exists and is readable."
        case .notPNG(let path):
            return "\(path) is not a PNG file (no PNG signature). Re-record it, or check that it was not saved in another format under a .png name."
        case .truncated(let path, let offset):
            return "The PNG \(path) is truncated at byte \(offset): it was cut short while writing or copying. Re-record it."
        case .badChecksum(let path, let chunk, let offset):
            return "The PNG \(path) is damaged: the CRC of its \(chunk) chunk at byte \(offset) does not match. Re-record it."
        case .malformed(let path, let reason):
            return "The PNG \(path) is malformed: \(reason). Re-record it."
        case .tooLarge(let path, let w, let h, let limit):
            return
                "Refused the PNG \(path): its header says \(w)×\(h) pixels, over the \(limit / 1_000_000) MP limit that guards against decompression bombs. Pass a larger maxPixels if it is genuine."
        case .invalidMetadata(let key, let reason):
            return
                "The PNG metadata key \"\(key)\" cannot be written: \(reason). Keywords are 1–79 printable Latin-1 characters without leading, trailing or double spaces."
        case .zlib(let code, let operation):
            return "zlib failed (code \(code)) while \(operation). This is a bug or the machine is out of memory."
        case .compression(let reason):
            return "Cannot compress the PNG image data: \(reason). Free memory and try again; if it persists, this is a bug."
        case .unwritable(let path, let reason):
            return "Cannot write \(path): \(reason). Check that the folder exists and is writable."
        }
    }
}
