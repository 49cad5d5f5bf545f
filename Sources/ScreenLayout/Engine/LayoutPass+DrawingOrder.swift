/// The layout value key of SwiftUI's `zIndex`: a child with a higher value is drawn above its
/// siblings (in any stack), without moving.
public let zIndexLayoutKey = "SwiftUI.zIndex"

extension LayoutPass {
    /// Places a stack's children in their drawing order: by `zIndex`, lowest first, and in
    /// declaration order among equals (placing is drawing). The boxes keep declaration order.
    func placeInDrawingOrder(_ node: ChildList, _ placeChild: (Int, Int) throws -> LayoutBox) throws -> [LayoutBox] {
        guard node.contains(where: { zIndex($0) != 0 }) else {
            var boxes: [LayoutBox] = []
            boxes.reserveCapacity(node.count)
            for (k, child) in node.enumerated() { boxes.append(try placeChild(k, child)) }
            return boxes
        }
        let indices = node.map(zIndex)
        var placed = [LayoutBox?](repeating: nil, count: node.count)
        for k in node.indices.sorted(by: { (indices[$0], $0) < (indices[$1], $1) }) { placed[k] = try placeChild(k, node[k]) }
        return placed.compactMap { $0 }
    }

    /// A child's `zIndex`, read through the modifiers that wrap the view it was set on.
    func zIndex(_ i: Int) -> Double {
        var current = i
        while true {
            switch kinds[current] {
            case .layoutValue(let box) where box.key == zIndexLayoutKey:
                return box.value as? Double ?? 0
            case .layoutValue, .alignmentGuide, .semantics, .environment, .padding, .frame, .offset, .opacity, .shadow, .clip, .background,
                .overlay, .layoutPriority, .fixedSize, .unsupported, .ignoresSafeArea:
                guard let first = kids(current).first else { return 0 }
                current = first
            default:
                return 0
            }
        }
    }
}
