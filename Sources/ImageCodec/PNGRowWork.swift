import CPNGFilter
import Foundation

/// What each core does for its rows of a PNG: pack the pixels into RGB or straight RGBA bytes,
/// filter each scanline against the one above (packed again at a part's first row, so the
/// parts need nothing of each other), and compress its filtered bytes as a piece of the zlib
/// stream.
/// Pointers into buffers the encoder keeps alive and that the parts write disjointly.
///
/// ```swift
/// work.filter(rows: 0..<h / 2); try work.compress(rows: 0..<h / 2, into: 0, last: false)
/// ```
struct PNGRowWork: @unchecked Sendable {
    let pixels: UnsafePointer<UInt32>
    let filtered: UnsafeMutablePointer<UInt8>
    let table: UnsafePointer<UInt8>
    let results: UnsafeMutablePointer<PNGCompression.Part>
    let width: Int
    let bpp: Int
    let opaque: Bool
    let compression: PNGCompression

    var rowBytes: Int { width * bpp }

    func pack(row y: Int, into out: UnsafeMutablePointer<UInt8>) {
        let src = pixels + y * width
        if opaque { screenkit_png_pack_rgb(src, width, out) } else { screenkit_png_pack_rgba(src, width, table, out) }
    }

    func filter(rows: Range<Int>) {
        guard !rows.isEmpty else { return }
        let rowBytes = rowBytes
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes)
        defer { buffer.deallocate() }
        let seen = UnsafeMutablePointer<UInt64>.allocate(capacity: compression.filtersByBigrams ? 1024 : 0)
        defer { seen.deallocate() }
        var current = buffer
        var prior = buffer + rowBytes
        if rows.lowerBound == 0 { prior.initialize(repeating: 0, count: rowBytes) } else { pack(row: rows.lowerBound - 1, into: prior) }
        for y in rows {
            pack(row: y, into: current)
            let line = filtered + y * (rowBytes + 1)
            if let filter = compression.fixedFilter {
                PNGFilter.filterRow(current, prior: prior, count: rowBytes, bpp: bpp, filter: filter, out: line)
            } else if compression.filtersByBigrams {
                screenkit_png_filter_row_bigrams(current, prior, rowBytes, bpp, line, buffer + 2 * rowBytes, seen)
            } else {
                PNGFilter.filterRow(current, prior: prior, count: rowBytes, bpp: bpp, out: line)
            }
            swap(&current, &prior)
        }
    }

    func compress(rows: Range<Int>, into part: Int, last: Bool) throws {
        let start = filtered + rows.lowerBound * (rowBytes + 1)
        results[part] = try compression.compressPart(
            UnsafeBufferPointer(start: start, count: rows.count * (rowBytes + 1)), index: part, last: last, bpp: bpp, stride: rowBytes + 1)
    }
}

/// The first error of the parts, by part index, whichever finished first.
final class PNGPartErrors: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [(any Error)?]

    init(count: Int) { errors = Array(repeating: nil, count: count) }

    func record(_ error: any Error, at part: Int) {
        lock.lock()
        defer { lock.unlock() }
        errors[part] = error
    }

    var first: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return errors.compactMap { $0 }.first
    }
}
