/// The fingerprint of the chunks a PNG decoder turns into pixels — every chunk except the text
/// chunks (`tEXt`, `iTXt`, `zTXt`), type and body, in file order, each XXH64-hashed with the
/// previous chunk's hash as its seed. The kit's writer stores it next to the ``PixelHash``
/// (``PNGMetadata/imageDataHashKey``), which binds the pixel hash to the bytes it describes:
/// a tool that repaints, re-encodes or damages the image data but keeps the text chunks
/// (ImageMagick does) leaves a stored value that no longer matches, and a checker then decodes
/// the file instead of trusting its pixel hash. ``PNGFileInfo/verifiedPixelHash`` does the
/// comparison. It guards against tools, not forgers: XXH64 is not a cryptographic hash.
///
/// ```swift
/// var hash = ImageDataHash()
/// hash.add(chunkTypeAndBody)            // for each chunk that is not text
/// hash.value.description                // "xxh64:…", as stored
/// ```
public struct ImageDataHash: Sendable, Equatable {
    /// The running value; the seed of the next chunk's hash.
    public private(set) var value = PixelHash(0)

    public init() {}

    /// Whether a chunk of this type enters the hash: all but the text chunks.
    public static func covers(_ type: String) -> Bool { type != "tEXt" && type != "iTXt" && type != "zTXt" }

    /// Adds one chunk's type and body, contiguous as they are in the file.
    public mutating func add(_ typeAndBody: UnsafeRawBufferPointer) {
        value = PixelHash(XXH64.hash(typeAndBody, seed: value.value))
    }

    /// Adds one chunk given apart as type and body, as the writer holds it.
    mutating func add<C: Collection>(type: String, body: C) where C.Element == UInt8 {
        let bytes = Array(type.utf8) + Array(body)
        bytes.withUnsafeBytes { add($0) }
    }
}
