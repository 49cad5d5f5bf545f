/// A set of small column indices, without allocation for tables of up to 64 columns.
///
/// ```swift
/// var changed = ColumnMask()
/// changed.insert(2)
/// changed.indices  // [2]
/// ```
struct ColumnMask {
    private var words: [UInt64] = []
    private var first: UInt64 = 0

    var isEmpty: Bool { first == 0 && words.allSatisfy { $0 == 0 } }

    mutating func insert(_ index: Int) {
        if index < 64 {
            first |= 1 << UInt64(index)
            return
        }
        let word = index / 64 - 1
        while words.count <= word { words.append(0) }
        words[word] |= 1 << UInt64(index % 64)
    }

    var indices: [Int] {
        var result: [Int] = []
        for bit in 0..<64 where first & (1 << UInt64(bit)) != 0 { result.append(bit) }
        for (w, word) in words.enumerated() {
            for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { result.append((w + 1) * 64 + bit) }
        }
        return result
    }
}
