import Foundation
import ImageCodec

extension ImageDiffing {
    /// Same size, same canonical pixels: any differing pixel fails.
    ///
    /// ```swift
    /// ImageDiffing.exact.compare(expected, actual).result.matches
    /// ```
    public static let exact = ImageDiffing(name: "exact") { a, b, drawDiff in
        drawing(a, drawDiff) { diff in
            let total = a.width * a.height
            var differing = 0
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
            return ComparisonResult(differingPixels: differing, antiAliasedPixels: 0, totalPixels: total, matches: differing == 0)
        }
    }
}
