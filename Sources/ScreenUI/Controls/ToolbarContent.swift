/// The content of a toolbar, as SwiftUI's `ToolbarContent`: items, groups, and types of your
/// own made of them. In the kit toolbar content is a view that hands its items to the bar, so
/// a `some ToolbarContent` property goes wherever SwiftUI takes one.
///
/// ```swift
/// @ToolbarContentBuilder var editingItems: some ToolbarContent {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///     ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent: View {}

/// Toolbar content with identifiers, which the user can rearrange (`toolbar(id:content:)`); a
/// snapshot shows it as declared.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content from the statements of a closure, as SwiftUI's
/// `@ToolbarContentBuilder`: the kit's view builder, since toolbar content is views here.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: CustomizableToolbarContent {}
extension TupleView: CustomizableToolbarContent {}
extension _ConditionalContent: CustomizableToolbarContent {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: View {}
extension EmptyView: CustomizableToolbarContent {}
extension Group: ToolbarContent, CustomizableToolbarContent {}
extension ForEach: ToolbarContent, CustomizableToolbarContent {}
extension AnyView: CustomizableToolbarContent {}

nonisolated extension View {
    /// A customizable toolbar: drawn as `toolbar(content:)` draws its items.
    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View { toolbar(content: content) }
}
