import Foundation
import ImageCodec

/// Rewrites references whose files can be smaller with the same pixels: each PNG the kit
/// wrote is decoded, checked against the pixel hash it carries, encoded again with
/// ``PNGCompression/smallest`` (the fewest-distinct-pairs row filter, libdeflate level 12) and
/// its text chunks, decoded again and compared pixel for pixel, and replaced atomically only
/// when it is smaller. References recorded before the writer improved shrink by about a sixth.
/// A PNG the kit did not write (no pixel hash, or one its pixels contradict) is left as it is.
///
/// ```swift
/// let result = try ReferenceCompactor.compact(referenceURL, write: true)
/// print(result.before, result.after)
/// ```
public enum ReferenceCompactor {
    public enum Outcome: Equatable, Sendable {
        /// Smaller with the same pixels: rewritten, or would be in a dry run.
        case smaller
        /// Already as small as the writer makes it.
        case unchanged
        /// Not written by the kit, or its pixel hash does not match its pixels: left alone.
        case foreign(reason: String)
    }

    public struct Result: Equatable, Sendable {
        public var outcome: Outcome
        /// The file's size now and as rewritten (the same when it is not).
        public var before: Int
        public var after: Int
    }

    /// Compacts one reference; `write: false` reports without touching the file. Throws
    /// ``SnapshotError/unreadableReference(name:reference:reason:)`` for a missing or damaged
    /// file, ``SnapshotError/cannotWrite(path:reason:)`` when the smaller file cannot be written.
    public static func compact(_ url: URL, write: Bool) throws -> Result {
        let name = url.lastPathComponent
        let data: Data
        let info: PNGFileInfo
        let bitmap: Bitmap
        do {
            data = try Data(contentsOf: url)
            info = try PNGFileInfo.read(data)
            bitmap = try PNGDecoder.decode(data, path: url.path)
        } catch {
            throw SnapshotError.unreadableReference(name: name, reference: url.path, reason: "\(error)")
        }
        guard let claimed = info.pixelHash else {
            return Result(
                outcome: .foreign(reason: "it has no PixelHash text chunk, so the kit did not write it"), before: data.count, after: data.count)
        }
        guard claimed == bitmap.pixelHash else {
            return Result(
                outcome: .foreign(reason: "its pixels do not match its PixelHash (edited elsewhere?)"), before: data.count, after: data.count)
        }
        var metadata = info.text
        metadata[PNGMetadata.pixelHashKey] = nil
        metadata[PNGMetadata.imageDataHashKey] = nil
        let smaller: Data
        do {
            smaller = try bitmap.pngData(metadata: metadata, compression: .smallest)
            guard try PNGDecoder.decode(smaller, path: url.path).isPixelIdentical(to: bitmap) else {
                throw PNGError.compression(reason: "the re-encoded file does not decode to the same pixels")
            }
        } catch {
            throw SnapshotError.cannotWrite(path: url.path, reason: "\(error)")
        }
        guard smaller.count < data.count else { return Result(outcome: .unchanged, before: data.count, after: data.count) }
        if write {
            do { try AtomicFile.write(smaller, to: url) } catch { throw SnapshotError.cannotWrite(path: url.path, reason: "\(error)") }
        }
        return Result(outcome: .smaller, before: data.count, after: smaller.count)
    }

    /// Every PNG under `folder`, depth first, in name order.
    public static func references(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
    }
}
