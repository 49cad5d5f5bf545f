import Theme

/// Turns a `Node` tree into frames, a display list and semantics, following SwiftUI's
/// propose → choose → place contract (see shared/reference/layout-semantics.md).
/// Keep one engine per renderer: text measurements stay cached across layouts.
///
/// ```swift
/// let engine = LayoutEngine(measurer: renderer.textSystem, images: renderer.images)
/// let result = try engine.layout(WelcomeScreen.body(model, env), in: env)
/// ```
public struct LayoutEngine {
    let measurer: CachingTextMeasurer
    let images: (any ImageMeasuring)?

    public init(measurer: any TextMeasuring, images: (any ImageMeasuring)? = nil) {
        self.measurer = CachingTextMeasurer(measurer)
        self.images = images
    }

    /// Lays `root` out on the environment's device: proposed the safe area, placed inside it.
    public func layout(_ root: Node, in environment: LayoutEnvironment) throws -> LayoutResult {
        let screen = Rect(origin: .zero, size: environment.device.size)
        let pass = LayoutPass(root: root, measurer: measurer, images: images, screen: screen, safe: screen.inset(by: environment.device.safeArea))
        let safe = pass.safe
        let proposal = ProposedSize(safe.size)
        let size = try pass.size(0, proposal, environment)
        let frame = Alignment.center.place(size, in: safe)
        let box = try pass.place(0, frame, proposal, environment)
        return LayoutResult(root: box, displayList: pass.items, semantics: pass.semantics, drawn: pass.drawn, canvas: screen.size)
    }
}

/// Caches measurements per string, font, width and line limit.
final class CachingTextMeasurer {
    struct Key: Hashable {
        var string: String
        var font: FontSpec
        var width: Double?
        var lines: Int?
    }
    let base: any TextMeasuring
    private var cache: [Key: TextMeasurement] = [:]
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
    var kinds: [Node.Kind] = []
    var firstChild: [Int] = []
    var childCount: [Int] = []
    var items: [DisplayItem] = []
    var semantics: [SemanticsElement] = []
    var drawn: [DrawnElement] = []
    /// While placing: the intersection of enclosing clips, scroll depth, the nearest
    /// identifier, and whether a full-bleed (ignoresSafeArea) subtree is being placed.
    var clips: [Rect] = []
    var scrollDepth = 0
    var identifiers: [String] = []
    var fullBleedDepth = 0

    /// Per node, the few proposals it was asked about and the sizes it chose (a linear scan
    /// of two or three entries beats hashing).
    var sizeCache: [[(ProposedSize, Size)]] = []
    /// The last text measurement of each text node, so placing reuses what sizing measured.
    var textCache: [(ProposedSize, TextMeasurement)?] = []

    init(root: Node, measurer: CachingTextMeasurer, images: (any ImageMeasuring)?, screen: Rect, safe: Rect) {
        self.measurer = measurer
        self.images = images
        self.screen = screen
        self.safe = safe
        flatten(root)
    }

    func kids(_ i: Int) -> ChildList { ChildList(start: firstChild[i], count: childCount[i]) }

    private func flatten(_ root: Node) {
        var queue: [Node] = [root]
        var head = 0
        kinds.append(root.kind)
        while head < queue.count {
            let node = queue[head]
            firstChild.append(kinds.count)
            childCount.append(node.children.count)
            for child in node.children {
                kinds.append(child.kind)
                queue.append(child)
            }
            head += 1
        }
        sizeCache = Array(repeating: [], count: kinds.count)
        textCache = Array(repeating: nil, count: kinds.count)
    }
}
