/// Padding "appropriate for the scene", as SwiftUI's `scenePadding`: on iOS it is the standard
/// padding, so the view is padded by what `.padding(edges)` gives.
///
/// ```swift
/// VStack { Text("About") }.scenePadding(.horizontal)
/// ```
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The smallest spacing from the scene's edges (the standard padding on iOS).
    public static let minimum = ScenePadding(name: "minimum")
}

nonisolated extension View {
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
}
