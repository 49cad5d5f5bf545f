import Theme

/// Turns a `Node` tree into frames, a display list and semantics, following SwiftUI's
/// propose → choose → place contract (see shared/reference/layout-semantics.md).
/// Keep one engine per renderer: text measurements stay cached across layouts.
///
/// ```swift
/// let engine = LayoutEngine(measurer: renderer.textSystem, images: renderer.images)
/// let result = try engine.layout(node, in: env)
/// ```
public struct LayoutEngine {
    let measurer: CachingTextMeasurer
    let images: (any ImageMeasuring)?

    public init(measurer: any TextMeasuring, images: (any ImageMeasuring)? = nil) {
        self.measurer = CachingTextMeasurer(measurer)
        self.images = images
    }

    /// Lays `root` out on the environment's device: proposed the safe area, placed inside it.
    /// With a `deadline`, stops with ``RenderBudgetExceeded`` once its budget is spent.
    public func layout(_ root: Node, in environment: LayoutEnvironment, deadline: RenderDeadline? = nil) throws -> LayoutResult {
        var root = environment.translation.map { $0.localize(root) } ?? root
        root = environment.pseudoLocale.map { $0.localize(root) } ?? root
        var result: LayoutResult
        if environment.effectiveLayoutDirection == .rightToLeft {
            // Right to left: lay out on the device seen in a mirror (leading and trailing insets
            // and the fold's place swapped), then mirror the result back onto the real device.
            var mirrored = environment
            mirrored.device = environment.device.mirrored
            result = LayoutMirroring(width: environment.device.size.width).mirror(try layoutLeftToRight(root, in: mirrored, deadline: deadline))
        } else {
            result = try layoutLeftToRight(root, in: environment, deadline: deadline)
        }
        guard environment.display != .standard else { return result }
        return DisplaySettingsPass(
            settings: environment.display, scheme: environment.colorScheme,
            chosen: environment.display.increaseContrast ? environment.theme.highContrastValues(in: environment.colorScheme) : []
        ).apply(result)
    }

    private func layoutLeftToRight(_ root: Node, in environment: LayoutEnvironment, deadline: RenderDeadline?) throws -> LayoutResult {
        let screen = Rect(origin: .zero, size: environment.device.size)
        let pass = LayoutPass(root: root, measurer: measurer, images: images, screen: screen, safe: screen.inset(by: environment.device.safeArea))
        pass.deadline = deadline
        let safe = pass.safe
        let proposal = ProposedSize(safe.size)
        var environment = environment
        environment.container = safe.size
        let size = try pass.size(0, proposal, environment)
        let frame = Alignment.center.place(size, in: safe)
        let box = try pass.place(0, frame, proposal, environment)
        var result = LayoutResult(root: box, displayList: pass.items, semantics: pass.semantics, drawn: pass.drawn, canvas: screen.size)
        result.unsupported = pass.unsupported
        return result
    }
}

/// Caches measurements per string, font, width and line limit.
final class CachingTextMeasurer {
    struct Key: Hashable {
        var string: String
        var font: FontSpec
        var width: Double?
        var lines: Int?
        /// Hashes the string, size, weight, width and lines; the family (one or two per app) is
        /// left to `==`. Hashing is most of a warm lookup's cost.
        func hash(into hasher: inout Hasher) {
            hasher.combine(string)
            hasher.combine(font.size)
            hasher.combine(font.weight)
            hasher.combine(width)
            hasher.combine(lines)
        }
    }
    let base: any TextMeasuring
    @exclusivity(unchecked) private var cache: [Key: TextMeasurement] = [:]
    init(_ base: any TextMeasuring) { self.base = base }
    func measure(_ s: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        let key = Key(string: s, font: font, width: maxWidth, lines: maxLines)
        if let hit = cache[key] { return hit }
        let m = base.measure(s, font: font, maxWidth: maxWidth, maxLines: maxLines)
        cache[key] = m
        return m
    }
}

/// The children of an arena node: contiguous indices, addressed from 0.
struct ChildList: RandomAccessCollection {
    let start: Int
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Int { start + position }
}

/// One layout pass over a tree flattened breadth-first into an arena (index 0 is the root,
/// each node's children are contiguous), so that each node's size for a proposal is computed
/// once: stacks ask their children for their minimum, maximum and final sizes, and without the
/// cache nested stacks would cost 3^depth.
final class LayoutPass {
    let measurer: CachingTextMeasurer
    let images: (any ImageMeasuring)?
    let screen: Rect
    let safe: Rect
    // The arena never changes after `init`: `let` keeps reads free of exclusivity checks.
    let kinds: [Node.Kind]
    let firstChild: [Int]
    let childCount: [Int]
    /// Per node: whether it or a view it passes guides up from sets an alignment guide; whether
    /// it holds text (baselines); whether its size depends on the nearest container's.
    let setsGuides: [Bool]
    let hasText: [Bool]
    let dependsOnContainer: [Bool]
    // A pass is used by one thread and never hands out references to these, so the runtime
    // exclusivity checks (a tenth of the time of a large layout) are turned off for them.
    @exclusivity(unchecked) var items: [DisplayItem] = []
    @exclusivity(unchecked) var semantics: [SemanticsElement] = []
    @exclusivity(unchecked) var drawn: [DrawnElement] = []
    @exclusivity(unchecked) var unsupported: [UnsupportedElement] = []
    /// While placing: the intersection of enclosing clips, scroll depth, the nearest
    /// identifier, and whether a full-bleed (ignoresSafeArea) subtree is being placed.
    @exclusivity(unchecked) var clips: [Rect] = []
    @exclusivity(unchecked) var scrollDepth = 0
    /// The visible rects of the scroll views being placed, innermost last (at rest: not scrolled).
    @exclusivity(unchecked) var scrollViewports: [Rect] = []
    @exclusivity(unchecked) var identifiers: [String] = []
    @exclusivity(unchecked) var fullBleedDepth = 0

    /// Per node, the few proposals it was asked about and the sizes it chose.
    let sizeCache: SizeCache
    /// Sizes of the nodes that depend on their container's size, by proposal and container.
    @exclusivity(unchecked) var containerCache: [ContainerKey: Size] = [:]
    struct ContainerKey: Hashable {
        var node: Int
        var proposal: ProposedSize
        var container: Size?
    }
    /// The last text measurement of a text node or distribution of a stack, so placing reuses
    /// what sizing computed (one slot per node: a node is one or the other).
    let memo: NodeSlots<Memo>
    /// The render's clock, asked between steps (``RenderDeadline``).
    var deadline: RenderDeadline?

    enum Memo {
        case text(ProposedSize, TextMeasurement)
        case stack(ProposedSize, StackSizes)
    }

    init(root: Node, measurer: CachingTextMeasurer, images: (any ImageMeasuring)?, screen: Rect, safe: Rect) {
        self.measurer = measurer
        self.images = images
        self.screen = screen
        self.safe = safe
        (kinds, firstChild, childCount) = Self.flatten(root)
        (setsGuides, hasText, dependsOnContainer) = Self.flags(kinds, firstChild, childCount)
        sizeCache = SizeCache(count: kinds.count)
        memo = NodeSlots(count: kinds.count)
        // Room for a typical tree's output up front: growing arrays of large elements copies them.
        items.reserveCapacity(kinds.count)
        semantics.reserveCapacity(kinds.count / 2)
        drawn.reserveCapacity(kinds.count)
    }

    func kids(_ i: Int) -> ChildList { ChildList(start: firstChild[i], count: childCount[i]) }

    /// Index 0 is the root and each node's children are contiguous: a node's children are
    /// appended together when it is visited, then visited depth-first (no copies of subtrees).
    /// Children are taken as ``children(of:)`` gives them, so every node has the children
    /// its kind reads.
    private static func flatten(_ root: Node) -> ([Node.Kind], [Int], [Int]) {
        let total = count(root)
        var kinds: [Node.Kind] = [root.kind]
        kinds.reserveCapacity(total)
        var firstChild = [Int](repeating: 0, count: total)
        var childCount = [Int](repeating: 0, count: total)
        func visit(_ node: Node, _ index: Int) {
            let base = kinds.count
            let children = Self.children(of: node)
            firstChild[index] = base
            childCount[index] = children.count
            for child in children { kinds.append(child.kind) }
            for (k, child) in children.enumerated() { visit(child, base + k) }
        }
        visit(root, 0)
        return (kinds, firstChild, childCount)
    }

    /// The per-node flags, children before parents (a child's index is above its parent's).
    private static func flags(_ kinds: [Node.Kind], _ first: [Int], _ count: [Int]) -> ([Bool], [Bool], [Bool]) {
        var guides = [Bool](repeating: false, count: kinds.count)
        var text = guides
        var container = guides
        for i in kinds.indices.reversed() {
            var g = false
            var t = false
            var c = false
            for k in first[i]..<(first[i] + count[i]) {
                g = g || guides[k]
                t = t || text[k]
                c = c || container[k]
            }
            switch kinds[i] {
            case .alignmentGuide: g = true
            case .text: t = true
            case .containerRelative: c = true
            case .layoutPriority, .opacity, .clip, .shadow, .hidden, .semantics, .unsupported, .layoutValue, .offset, .background, .overlay,
                .ignoresSafeArea, .environment, .fixedSize, .padding, .frame, .stack, .zstack:
                break
            default:
                // Guides are not passed up through other containers.
                g = false
                t = false
            }
            guides[i] = g
            text[i] = t
            container[i] = c
        }
        return (guides, text, container)
    }

    private static func count(_ node: Node) -> Int { children(of: node).reduce(1) { $0 + count($1) } }

    /// A node's children as the layout reads them. The builders always give a modifier one
    /// child and a background, overlay or two-pane node two, but `Node` is public: a tree built
    /// by hand with a missing child gets an empty one, and extra children of a one-child
    /// modifier are stacked as the builders stack them — never read past the arena.
    static func children(of node: Node) -> [Node] {
        let arity: Int
        switch node.kind {
        case .empty, .spacer, .text, .icon, .image, .material, .shape, .stack, .zstack, .grid, .viewThatFits, .glyph, .geometry, .customLayout:
            return node.children
        case .background, .overlay, .twoPane, .mask:
            arity = 2
        case .scroll(let axis):
            if node.children.count > 1 { return [VStackIfNeeded(axis, node.children)] }
            arity = 1
        case .padding, .frame, .layoutPriority, .fixedSize, .offset, .opacity, .clip, .shadow, .hidden, .ignoresSafeArea, .environment, .semantics,
            .position, .aspectRatio, .unsupported, .layoutValue, .alignmentGuide, .containerRelative, .effect:
            arity = 1
        }
        let children = node.children
        if children.count == arity { return children }
        if children.count < arity { return children + Array(repeating: Node(.empty), count: arity - children.count) }
        return Array(children.prefix(arity - 1)) + [VStackIfNeeded(.vertical, Array(children.dropFirst(arity - 1)))]
    }
}

/// Per node, the sizes chosen for the first two proposals inline (most nodes are asked once
/// or twice), further ones chained in an overflow pool (stack children get a third: minimum,
/// maximum, final). Proposals are kept as bit patterns (nil as a NaN payload no arithmetic
/// produces), so an entry is 72 bytes. Raw storage owned by the pass: no exclusivity checks,
/// no per-node arrays.
final class SizeCache {
    struct Entry {
        var count: Int32
        /// Index of the first overflow entry, or -1.
        var next: Int32
        var w0: UInt64, h0: UInt64, w1: UInt64, h1: UInt64
        var s0: Size, s1: Size
    }
    struct Overflow {
        var w: UInt64, h: UInt64
        var size: Size
        var next: Int32
    }
    private static let none: UInt64 = 0x7FF8_DEAD_0000_0001
    private let entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var overflow: [Overflow] = []

    init(count: Int) {
        entries = .allocate(capacity: max(count, 1))
        let empty = Entry(count: 0, next: -1, w0: 0, h0: 0, w1: 0, h1: 0, s0: .zero, s1: .zero)
        entries.initialize(repeating: empty, count: max(count, 1))
    }

    deinit { entries.deallocate() }

    private static func bits(_ v: Double?) -> UInt64 { v.map { $0.bitPattern } ?? none }

    func lookup(_ i: Int, _ p: ProposedSize) -> Size? {
        let e = entries + i
        let n = e.pointee.count
        if n == 0 { return nil }
        let w = Self.bits(p.width)
        let h = Self.bits(p.height)
        if e.pointee.w0 == w && e.pointee.h0 == h { return e.pointee.s0 }
        if n > 1 && e.pointee.w1 == w && e.pointee.h1 == h { return e.pointee.s1 }
        var k = e.pointee.next
        while k >= 0 {
            let o = overflow[Int(k)]
            if o.w == w && o.h == h { return o.size }
            k = o.next
        }
        return nil
    }

    func store(_ i: Int, _ p: ProposedSize, _ s: Size) {
        let e = entries + i
        let w = Self.bits(p.width)
        let h = Self.bits(p.height)
        switch e.pointee.count {
        case 0: (e.pointee.w0, e.pointee.h0, e.pointee.s0) = (w, h, s)
        case 1: (e.pointee.w1, e.pointee.h1, e.pointee.s1) = (w, h, s)
        default:
            overflow.append(Overflow(w: w, h: h, size: s, next: e.pointee.next))
            e.pointee.next = Int32(overflow.count - 1)
        }
        e.pointee.count += 1
    }
}

/// One optional value per node, in raw storage owned by the pass.
final class NodeSlots<Value> {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = max(count, 1)
        slots = .allocate(capacity: self.count)
        slots.initialize(repeating: nil, count: self.count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    subscript(i: Int) -> Value? {
        get { slots[i] }
        set { slots[i] = newValue }
    }
}
