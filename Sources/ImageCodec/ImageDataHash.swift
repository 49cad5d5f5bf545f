/// The fingerprint of the chunks a PNG decoder turns into pixels — every chunk except the text
/// chunks (`tEXt`, `iTXt`, `zTXt`), in file order, each chunk's type and then its body XXH64-hashed
/// with the previous value as the seed, so neither side has to copy a body to hash it. The kit's writer stores it next to the ``PixelHash``
/// (``PNGMetadata/imageDataHashKey``), which binds the pixel hash to the bytes it describes:
/// a tool that repaints, re-encodes or damages the image data but keeps the text chunks
/// (ImageMagick does) leaves a stored value that no longer matches, and a checker then decodes
/// the file instead of trusting its pixel hash. ``PNGFileInfo/verifiedPixelHash`` does the
/// comparison. It guards against tools, not forgers: XXH64 is not a cryptographic hash.
///
/// ```swift
/// var hash = ImageDataHash()
/// hash.add(type: "IDAT", body: bodyBytes)   // for each chunk that is not text
/// hash.value.description                // "xxh64:…", as stored
/// ```
public struct ImageDataHash: Sendable, Equatable {
    /// The running value; the seed of the next chunk's hash.
    public private(set) var value = PixelHash(0)

    public init() {}

    /// Whether a chunk of this type enters the hash: all but the text chunks.
    public static func covers(_ type: String) -> Bool { type != "tEXt" && type != "iTXt" && type != "zTXt" }

    /// Adds one chunk: its four type letters, then its body.
    public mutating func add(type: String, body: UnsafeRawBufferPointer) {
        let letters = Array(type.utf8)
        letters.withUnsafeBytes { value = PixelHash(XXH64.hash($0, seed: value.value)) }
        value = PixelHash(XXH64.hash(body, seed: value.value))
    }

    /// Adds one chunk whose body the writer holds as bytes, without copying them.
    mutating func add<C: Collection>(type: String, body: C) where C.Element == UInt8 {
        if body.withContiguousStorageIfAvailable({ add(type: type, body: UnsafeRawBufferPointer($0)) }) != nil { return }
        Array(body).withUnsafeBytes { add(type: type, body: $0) }
    }
}
