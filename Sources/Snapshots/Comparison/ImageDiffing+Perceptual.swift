import ImageCodec

extension ImageDiffing {
    /// ΔE in CIE Lab, as swift-snapshot-testing's `precision` / `perceptualPrecision`: a pixel
    /// fails when its ΔE exceeds (1 − perceptualPrecision) × 100 (0.98 → ΔE 2, "just
    /// noticeable"); the images match when the share of passing pixels is at least `precision`.
    ///
    /// ```swift
    /// SnapshotChecker(snapshotsDirectory: dir, diffing: .perceptual(precision: 0.999, perceptualPrecision: 0.98))
    /// ```
    public static func perceptual(precision: Double = 1, perceptualPrecision: Double = 0.98, formula: DeltaEFormula = .cie94) -> ImageDiffing {
        ImageDiffing(name: "perceptual", description: "perceptual(\(formula), precision \(precision), perceptualPrecision \(perceptualPrecision))") {
            a, b, drawDiff in
            drawing(a, drawDiff) { diff in
                let total = a.width * a.height
                let limit = (1 - perceptualPrecision) * 100
                var differing = 0
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
                let matches = Double(total - differing) / Double(max(total, 1)) >= precision
                return ComparisonResult(differingPixels: differing, antiAliasedPixels: 0, totalPixels: total, matches: matches)
            }
        }
    }
}
