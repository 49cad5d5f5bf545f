/// A covering array of strength two: rows of value indices, one per axis, such that every
/// pair of values of every two axes appears in at least one row. Built greedily and
/// deterministically: each new row starts from the first pair not yet covered, then fixes the
/// other axes in order, each to the value that covers the most new pairs (the lowest index
/// on a tie). Not always the smallest possible, close to it in practice (AETG-style).
///
/// ```swift
/// PairwiseCovering.rows(axisSizes: [2, 2, 2]).count   // 4, where the full product has 8
/// ```
enum PairwiseCovering {
    static func rows(axisSizes: [Int]) -> [[Int]] {
        let k = axisSizes.count
        guard k > 0, axisSizes.allSatisfy({ $0 > 0 }) else { return [] }
        guard k > 1 else { return (0..<axisSizes[0]).map { [$0] } }
        // uncovered[i][j][a * size(j) + b]: the pair (axis i = a, axis j = b), i < j.
        var uncovered: [[[Bool]]] = (0..<k).map { i in
            (0..<k).map { j in j > i ? Array(repeating: true, count: axisSizes[i] * axisSizes[j]) : [] }
        }
        var remaining = 0
        for i in 0..<k { for j in (i + 1)..<k { remaining += axisSizes[i] * axisSizes[j] } }
        var rows: [[Int]] = []
        while remaining > 0 {
            // The first uncovered pair seeds the row.
            var row = Array(repeating: -1, count: k)
            seed: for i in 0..<k {
                for j in (i + 1)..<k {
                    if let p = uncovered[i][j].firstIndex(of: true) {
                        row[i] = p / axisSizes[j]
                        row[j] = p % axisSizes[j]
                        break seed
                    }
                }
            }
            for axis in 0..<k where row[axis] < 0 {
                var best = 0
                var bestGain = -1
                for v in 0..<axisSizes[axis] {
                    var gain = 0
                    for other in 0..<k where row[other] >= 0 {
                        let (i, j, a, b) = other < axis ? (other, axis, row[other], v) : (axis, other, v, row[other])
                        if uncovered[i][j][a * axisSizes[j] + b] { gain += 1 }
                    }
                    if gain > bestGain {
                        best = v
                        bestGain = gain
                    }
                }
                row[axis] = best
            }
            for i in 0..<k {
                for j in (i + 1)..<k where uncovered[i][j][row[i] * axisSizes[j] + row[j]] {
                    uncovered[i][j][row[i] * axisSizes[j] + row[j]] = false
                    remaining -= 1
                }
            }
            rows.append(row)
        }
        return rows
    }
}
