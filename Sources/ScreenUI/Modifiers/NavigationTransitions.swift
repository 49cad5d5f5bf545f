import Foundation

/// How a pushed or presented view arrives, as SwiftUI's `NavigationTransition` (iOS 18): a
/// still shows the destination at rest, where every transition looks the same.
public protocol NavigationTransition {}

/// The platform's transition, or the zoom from a matched source.
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {}
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked with `matchedTransitionSource(id:in:)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// The look of a zoom's source while it zooms.
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
    public func background(_ style: some ShapeStyle) -> Self { self }
    public func clipShape(_ shape: RoundedRectangle) -> Self { self }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

nonisolated extension View {
    /// The transition this view arrives with when pushed or presented.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
    /// Marks this view as where a zoom transition starts; at rest it looks the same.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: @escaping (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration
    ) -> some View { self }
}

/// How big a sheet is on an iPad, as SwiftUI's `PresentationSizing` (iOS 18). The kit draws an
/// iPad sheet as a form sheet; on a phone every sizing is the same full-width sheet.
public struct PresentationSizing: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationSizing(name: "automatic")
    public static let form = PresentationSizing(name: "form")
    public static let page = PresentationSizing(name: "page")
    public static let fitted = PresentationSizing(name: "fitted")
    /// The sizing fitted to the content on the axes given.
    public func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizing { .fitted }
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> PresentationSizing { self }
}

nonisolated extension View {
    /// The size of the sheet this view is in, on an iPad: a page or fitted sheet is drawn as a
    /// form sheet there, and reported.
    public func presentationSizing(_ sizing: PresentationSizing, fileID: String = #fileID, line: Int = #line) -> some View {
        let drawnAsForm = sizing == .automatic || sizing == .form
        return wrapping { node, context in
            guard !drawnAsForm, context.environment.layoutEnvironment.device.family == .pad else { return node }
            return context.wrap(node, problems: ["presentationSizing(.\(sizing.name)): drawn as a form sheet on iPad"], file: fileID, line: line)
        }
    }

    /// Isolates the view's geometry from its parent's animations (iOS 17); a still is at rest.
    public func geometryGroup() -> some View { self }

    /// The language whose line heights the text below is set for; Pango sets each script with
    /// its own font metrics already.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
}
