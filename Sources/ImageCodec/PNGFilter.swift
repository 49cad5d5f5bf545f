import CPNGFilter

/// PNG row filtering (PNG spec §9): each scanline is stored as the difference to a prediction
/// from its neighbours. The encoder picks, per row, None, Sub or Up, whichever output has the
/// smallest sum of absolute values (signed bytes, each counted as at most 32) — libpng's
/// heuristic, clamped so a few hard edges do not count as noise, over the filters that suit
/// screens (Average and Paeth made screens larger, not smaller) — keeping the first minimum in
/// that order, so the choice depends only on the pixels.
///
/// The loops are C (`CPNGFilter`): plain per-byte loops that the C compiler vectorizes in
/// release builds, and that stay fast in debug builds (where the same Swift runs many times
/// slower, which made an iPad render take seconds in the debug test suite).
///
/// ```swift
/// PNGFilter.filterRow(row, prior: above, count: rowBytes, bpp: 3, out: line)
/// ```
enum PNGFilter {
    /// Filters `count` bytes of `row` (previous row `prior`, zeros for the first) into
    /// `out[0]` = filter type and `out[1...count]`.
    static func filterRow(_ row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int, out: UnsafeMutablePointer<UInt8>) {
        screenkit_png_filter_row(row, prior, count, bpp, out)
    }

    /// Filters the row with `filter` (0 None … 4 Paeth) whatever its cost: no costs summed, for
    /// previews whose size does not matter.
    static func filterRow(
        _ row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int, filter: UInt8, out: UnsafeMutablePointer<UInt8>
    ) {
        screenkit_png_filter_row_fixed(row, prior, count, bpp, Int32(filter), out)
    }
}
