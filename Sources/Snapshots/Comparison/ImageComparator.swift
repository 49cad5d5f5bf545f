import Foundation
import ImageCodec

/// Compares two same-size bitmaps under a ``ComparisonMode`` and draws the diff image:
/// changed pixels in red (anti-aliasing in yellow) over a faded grey copy of the first.
///
/// ```swift
/// let (result, diff) = ImageComparator.compare(expected, actual, mode: .pixelmatch())
/// ```
public enum ImageComparator {
    public static func compare(_ a: Bitmap, _ b: Bitmap, mode: ComparisonMode, drawDiff: Bool = true) -> (result: ComparisonResult, diff: Bitmap?) {
        precondition(a.width == b.width && a.height == b.height, "compare sizes first")
        let total = a.width * a.height
        var diffPixels = drawDiff ? [UInt32](repeating: 0, count: total) : []
        var differing = 0
        var antiAliased = 0
        var matches = false
        diffPixels.withUnsafeMutableBufferPointer { out in
            let diff = drawDiff ? out : nil
            switch mode {
            case .exact:
                a.pixels.withUnsafeBufferPointer { pa in
                    b.pixels.withUnsafeBufferPointer { pb in
                        if let diff {
                            YIQTables.shared.withPointers { t in
                                // Runs of one colour (most of a screen) reuse the last grey.
                                var last = pa.first.map { ~$0 } ?? 0
                                var grey: UInt32 = 0
                                for i in 0..<total {
                                    let p1 = pa[i]
                                    if p1 != pb[i] {
                                        differing += 1
                                        diff[i] = 0xFFFF_0000
                                    } else {
                                        if p1 != last {
                                            last = p1
                                            grey = t.fadedGrey(p1)
                                        }
                                        diff[i] = grey
                                    }
                                }
                            }
                        } else if total > 0, memcmp(pa.baseAddress!, pb.baseAddress!, total * 4) != 0 {
                            for i in 0..<total where pa[i] != pb[i] { differing += 1 }
                        }
                    }
                }
                matches = differing == 0
            case .pixelmatch(let threshold, let includeAA, let maxDiffering):
                (differing, antiAliased) = PixelMatch.compare(a, b, threshold: threshold, includeAntiAliasing: includeAA, diff: diff)
                matches = differing <= maxDiffering
            case .perceptual(let precision, let perceptualPrecision, let formula):
                let limit = (1 - perceptualPrecision) * 100
                YIQTables.shared.withPointers { t in
                    a.pixels.withUnsafeBufferPointer { pa in
                        b.pixels.withUnsafeBufferPointer { pb in
                            for i in 0..<total {
                                let p1 = pa[i]
                                let p2 = pb[i]
                                if p1 != p2 && DeltaE.difference(p1, p2, formula: formula) > limit {
                                    differing += 1
                                    diff?[i] = 0xFFFF_0000
                                } else if let diff {
                                    diff[i] = t.fadedGrey(p1)
                                }
                            }
                        }
                    }
                }
                matches = Double(total - differing) / Double(max(total, 1)) >= precision
            }
        }
        let image = drawDiff ? Bitmap(width: a.width, height: a.height, pixels: diffPixels) : nil
        return (ComparisonResult(differingPixels: differing, antiAliasedPixels: antiAliased, totalPixels: total, matches: matches), image)
    }
}
