import ScreenLayout

/// A custom alignment guide, as SwiftUI's `AlignmentID`: its default value for a view that sets
/// none. Stacks, frames and overlays align by it once wrapped in an alignment.
///
/// ```swift
/// private struct Labels: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] } }
/// extension HorizontalAlignment { static let labels = HorizontalAlignment(Labels.self) }
/// VStack(alignment: .labels) { Text("Name").alignmentGuide(.labels) { $0[.trailing] } }
/// ```
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

enum AlignmentIDs {
    /// A metatype is immutable; the box only carries it into the layout's closure.
    final class Box: @unchecked Sendable {
        let id: any AlignmentID.Type
        init(_ id: any AlignmentID.Type) { self.id = id }
    }
    static func key(_ id: any AlignmentID.Type) -> AlignmentKey {
        let box = Box(id)
        // Dumps print the type's own name; the full name (with its module and scope) tells
        // two types of one name apart.
        return AlignmentKey(name: String(describing: id), identity: String(reflecting: id)) { d in Double(box.id.defaultValue(in: ViewDimensions(d)))
        }
    }
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`: `d.width`, `d.height`,
/// `d[.leading]`, `d[.firstTextBaseline]`, `d[explicit: .top]`.
public struct ViewDimensions: @unchecked Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let guides: GuideDimensions
    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
        guides = GuideDimensions(width: Double(width), height: Double(height))
    }
    init(_ guides: GuideDimensions) {
        width = CGFloat(guides.width)
        height = CGFloat(guides.height)
        self.guides = guides
    }
    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(guides[guide.guide]) }
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(guides[guide.guide]) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { guides[explicit: guide.guide].map { CGFloat($0) } }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { guides[explicit: guide.guide].map { CGFloat($0) } }
}

nonisolated extension View {
    /// Sets the view's value of a horizontal alignment guide, which the stack, frame or overlay
    /// aligning by that guide reads, as SwiftUI's `alignmentGuide(_:computeValue:)`.
    ///
    /// ```swift
    /// VStack(alignment: .leading) { Text("Indented").alignmentGuide(.leading) { _ in -20 } }
    /// ```
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        let compute = GuideComputation(computeValue)
        let separator = g == .listRowSeparatorLeading || g == .listRowSeparatorTrailing
        return wrapping { node, _ in
            let guided = Node(
                .alignmentGuide(AlignmentGuideSpec(.horizontal(g.guide)) { d in Double(compute.run(ViewDimensions(d))) }), children: [node])
            guard separator else { return guided }
            let feature = UnsupportedFeature(
                feature: "alignmentGuide(.\(g.guide.rawValue)): the row's separator keeps its 16 pt inset",
                fix: "see the kit's list of SwiftUI limits",
                file: fileID, line: line)
            return Node(.unsupported(feature), children: [guided])
        }
    }
    /// Sets the view's value of a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let compute = GuideComputation(computeValue)
        return wrapping { node, _ in
            Node(.alignmentGuide(AlignmentGuideSpec(.vertical(g.guide)) { d in Double(compute.run(ViewDimensions(d))) }), children: [node])
        }
    }
}

/// A guide's computation, called by the layout while the main actor waits for it (see
/// `MainActorWaiting`): never concurrently with view code.
final class GuideComputation: @unchecked Sendable {
    let run: (ViewDimensions) -> CGFloat
    init(_ run: @escaping (ViewDimensions) -> CGFloat) { self.run = run }
}
