import ImageCodec

extension ImageDiffing {
    /// pixelmatch's published algorithm (see ``PixelMatch``): squared YIQ distance against
    /// `35215 · threshold²`, with anti-aliased pixels excused unless `includeAntiAliasing`;
    /// the images match when no more than `maxDifferingPixels` pixels differ.
    ///
    /// ```swift
    /// SnapshotChecker(snapshotsDirectory: dir, diffing: .pixelmatch(threshold: 0.1, maxDifferingPixels: 20))
    /// ```
    public static func pixelmatch(threshold: Double = 0.1, includeAntiAliasing: Bool = false, maxDifferingPixels: Int = 0) -> ImageDiffing {
        ImageDiffing(
            name: "pixelmatch",
            description:
                "pixelmatch(threshold \(threshold)\(includeAntiAliasing ? ", counting anti-aliasing" : ""), max \(maxDifferingPixels) pixels)"
        ) { a, b, drawDiff in
            drawing(a, drawDiff) { diff in
                let (differing, antiAliased) = PixelMatch.compare(a, b, threshold: threshold, includeAntiAliasing: includeAntiAliasing, diff: diff)
                return ComparisonResult(
                    differingPixels: differing, antiAliasedPixels: antiAliased, totalPixels: a.width * a.height,
                    matches: differing <= maxDifferingPixels)
            }
        }
    }
}
