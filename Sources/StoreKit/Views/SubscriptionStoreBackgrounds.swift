import Foundation
import ScreenUI

/// The backgrounds a store's marketing content sets with `containerBackground(for:)`, kept
/// while the content is resolved and drawn behind the store (or its header) after it.
@MainActor
final class SubscriptionStoreBackgrounds {
    var views: [String: AnyView] = [:]
}

private struct SubscriptionStoreBackgroundsKey: EnvironmentKey {
    static let defaultValue: SubscriptionStoreBackgrounds? = nil
}

extension EnvironmentValues {
    var subscriptionStoreBackgrounds: SubscriptionStoreBackgrounds? {
        get { self[SubscriptionStoreBackgroundsKey.self] }
        set { self[SubscriptionStoreBackgroundsKey.self] = newValue }
    }
}

extension ContainerBackgroundPlacement {
    /// Behind a subscription store's header (its marketing content).
    public static let subscriptionStoreHeader = storePlacement("subscriptionStoreHeader")
    /// Behind the whole subscription store.
    public static let subscriptionStoreFullHeight = storePlacement("subscriptionStoreFullHeight")
    /// Behind the whole subscription store (the system chooses the extent: full height here).
    public static let subscriptionStore = storePlacement("subscriptionStoreFullHeight")

    private static func storePlacement(_ name: String) -> ContainerBackgroundPlacement {
        ContainerBackgroundPlacement(_name: name) { content, background in
            AnyView(StoreBackgroundSetter(content: content, background: background, placement: name))
        }
    }
}

/// Marketing content that hands its background to the store around it (outside a store the
/// background goes nowhere, as in SwiftUI).
struct StoreBackgroundSetter: View {
    let content: AnyView
    let background: AnyView
    let placement: String
    @Environment(\.subscriptionStoreBackgrounds) private var box

    var body: some View {
        box?.views[placement] = background
        return content
    }
}

/// The background the store's content handed over for `placement`, if any.
struct SubscriptionStoreBackgroundView: View {
    let box: SubscriptionStoreBackgrounds
    let placement: String
    var body: some View { box.views[placement] ?? AnyView(EmptyView()) }
}
