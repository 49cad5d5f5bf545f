// The collection helpers `import SwiftUI` brings for list editing: `onDelete` hands an
// `IndexSet` to `remove(atOffsets:)`, `onMove` its offsets to `move(fromOffsets:toOffset:)`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's extension does.
    ///
    /// ```swift
    /// ForEach(items) { … }.onDelete { items.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (offsets in the
    /// collection before the move), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
