import Testing

@testable import ScreenLayout
@testable import Theme

/// A small deterministic generator (SplitMix64) so failures reproduce from their seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random trees of every container, leaf and modifier.
func randomTree(_ g: inout SeededGenerator, depth: Int = 0) -> Node {
    let leafOnly = depth >= 5
    let pick = Int.random(in: 0..<(leafOnly ? 4 : 16), using: &g)
    func children(_ g: inout SeededGenerator) -> [Node] {
        (0..<Int.random(in: 0...4, using: &g)).map { _ in randomTree(&g, depth: depth + 1) }
    }
    func length(_ g: inout SeededGenerator) -> Double { Double(Int.random(in: 0...120, using: &g)) }
    switch pick {
    case 0: return Text(String(repeating: "word ", count: Int.random(in: 0...12, using: &g)), style: TextStyle.allCases.randomElement(using: &g))
    case 1: return Color(.accent)
    case 2: return Spacer(minLength: Bool.random(using: &g) ? nil : length(&g))
    case 3: return Circle().fill(.label)
    case 4: return Node(.stack(.vertical, alignment: .center, spacing: Bool.random(using: &g) ? nil : .points(length(&g))), children: children(&g))
    case 5: return Node(.stack(.horizontal, alignment: .center, spacing: nil), children: children(&g))
    case 6: return Node(.zstack(.topLeading), children: children(&g))
    case 7: return randomTree(&g, depth: depth + 1).padding(.all, .points(length(&g)))
    case 8: return randomTree(&g, depth: depth + 1).frame(width: Bool.random(using: &g) ? length(&g) : nil, height: length(&g))
    case 9: return randomTree(&g, depth: depth + 1).frame(minWidth: length(&g), maxWidth: Bool.random(using: &g) ? .infinity : length(&g) + 50)
    case 10: return randomTree(&g, depth: depth + 1).layoutPriority(Double(Int.random(in: -1...2, using: &g)))
    case 11: return randomTree(&g, depth: depth + 1).fixedSize(horizontal: Bool.random(using: &g), vertical: true)
    case 12: return LazyVGrid(columns: [GridItem(.adaptive(minimum: length(&g) + 10))], spacing: .s) { children(&g) }
    case 13: return ViewThatFits { children(&g) }
    case 14: return ScrollView { children(&g) }
    default: return randomTree(&g, depth: depth + 1).background { Color(.fill) }.overlay { Text("x") }
    }
}

@Suite struct LayoutPropertyTests {
    /// Over many random trees: no crash, no NaN or negative sizes, the same tree gives the same
    /// frames, and the children of a stack that does not overflow lie inside it.
    @Test(arguments: 0..<400)
    func randomTreesLayOutSanely(_ seed: Int) throws {
        var g = SeededGenerator(state: UInt64(seed))
        let tree = randomTree(&g)
        let a = try layout(tree)
        let b = try layout(tree)
        #expect(a == b, "seed \(seed): not deterministic")
        func check(_ box: LayoutBox) {
            let f = box.frame
            #expect(!f.minX.isNaN && !f.minY.isNaN && !f.width.isNaN && !f.height.isNaN, "seed \(seed): NaN in \(box.summary)")
            #expect(f.width >= 0 && f.height >= 0, "seed \(seed): negative size in \(box.summary) \(f)")
            #expect(f.width.isFinite && f.height.isFinite, "seed \(seed): infinite size in \(box.summary)")
            if box.summary.hasPrefix("VStack") || box.summary.hasPrefix("HStack") {
                let total = box.children.reduce(0.0) { $0 + (box.summary.hasPrefix("V") ? $1.frame.height : $1.frame.width) }
                let along = box.summary.hasPrefix("V") ? f.height : f.width
                if total <= along + 0.001 {
                    for child in box.children where !child.summary.hasPrefix("Spacer") {
                        #expect(f.contains(child.frame, tolerance: 0.01), "seed \(seed): \(child.summary) \(child.frame) outside \(box.summary) \(f)")
                    }
                }
            }
            box.children.forEach(check)
        }
        check(a.root)
    }
}
