import Foundation
import ScreenUI

/// What a subscription store's label shows, as StoreKit's `SubscriptionStoreButtonLabel`:
/// parts (`.action`, `.displayName`, `.price`) on one line or several.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    enum Part: Hashable, Sendable { case action, displayName, price }
    let parts: [Part]
    let isMultiline: Bool

    public static let automatic = SubscriptionStoreButtonLabel(parts: [], isMultiline: false)
    public static let action = SubscriptionStoreButtonLabel(parts: [.action], isMultiline: false)
    public static let displayName = SubscriptionStoreButtonLabel(parts: [.displayName], isMultiline: false)
    public static let price = SubscriptionStoreButtonLabel(parts: [.price], isMultiline: false)
    public static let multiline = SubscriptionStoreButtonLabel(parts: [.action, .price], isMultiline: true)
    public static let singleLine = SubscriptionStoreButtonLabel(parts: [.action, .price], isMultiline: false)
    public var action: SubscriptionStoreButtonLabel { adding(.action) }
    public var displayName: SubscriptionStoreButtonLabel { adding(.displayName) }
    public var price: SubscriptionStoreButtonLabel { adding(.price) }
    public var multiline: SubscriptionStoreButtonLabel {
        SubscriptionStoreButtonLabel(parts: parts.isEmpty ? [.action, .price] : parts, isMultiline: true)
    }
    public var singleLine: SubscriptionStoreButtonLabel {
        SubscriptionStoreButtonLabel(parts: parts.isEmpty ? [.action, .price] : parts, isMultiline: false)
    }

    var isAutomatic: Bool { parts.isEmpty }
    private func adding(_ part: Part) -> SubscriptionStoreButtonLabel {
        SubscriptionStoreButtonLabel(parts: parts.contains(part) ? parts : parts + [part], isMultiline: isMultiline)
    }

    /// The label's text for `product` ("Subscribe", then "$4.99/month" under it when multiline).
    @MainActor @ViewBuilder func text(for product: Product) -> some View {
        let words = (parts.isEmpty ? [.action] : parts).map { part -> String in
            switch part {
            case .action: return product.subscription?.introductoryOffer?.paymentMode == .freeTrial ? "Try It Free" : "Subscribe"
            case .displayName: return product.displayName
            case .price: return product.priceLabel
            }
        }
        if isMultiline {
            VStack(spacing: 1) {
                Text(verbatim: words[0])
                ForEach(Array(words.dropFirst()), id: \.self) { Text(verbatim: $0).font(.subheadline) }
            }
        } else {
            Text(verbatim: words.joined(separator: " · "))
        }
    }
}

/// How a subscription store lays out its options, as StoreKit's `SubscriptionStoreControlStyle`.
public struct BuiltInSubscriptionStoreControlStyle: Hashable, Sendable {
    let name: String
    public static let automatic = BuiltInSubscriptionStoreControlStyle(name: "picker")
    public static let picker = BuiltInSubscriptionStoreControlStyle(name: "picker")
    public static let prominentPicker = BuiltInSubscriptionStoreControlStyle(name: "prominentPicker")
    public static let buttons = BuiltInSubscriptionStoreControlStyle(name: "buttons")
    /// Paged and compact pickers show the options as the picker does in a still.
    public static let pagedPicker = BuiltInSubscriptionStoreControlStyle(name: "picker")
    public static let pagedProminentPicker = BuiltInSubscriptionStoreControlStyle(name: "prominentPicker")
    public static let compactPicker = BuiltInSubscriptionStoreControlStyle(name: "picker")
}

/// Where a store's controls go, as StoreKit's `SubscriptionStoreControlPlacement`.
public struct SubscriptionStoreControlPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SubscriptionStoreControlPlacement(name: "automatic")
    public static let bottom = SubscriptionStoreControlPlacement(name: "bottom")
    public static let bottomBar = SubscriptionStoreControlPlacement(name: "bottomBar")
    public static let scrollView = SubscriptionStoreControlPlacement(name: "scrollView")
    public static let buttonsInBottomBar = SubscriptionStoreControlPlacement(name: "buttonsInBottomBar")
}

/// Which policy a destination is for, as StoreKit's `SubscriptionStorePolicyKind`.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
}

/// The settings the subscription store modifiers make.
struct SubscriptionStoreSettings {
    struct ControlIcon {
        let make: @MainActor (Product, Product.SubscriptionInfo) -> AnyView
    }
    var buttonLabel = SubscriptionStoreButtonLabel.automatic
    var controlStyle = BuiltInSubscriptionStoreControlStyle.automatic
    var controlIcon: ControlIcon? = nil
    var pickerItemBackground: AnyShapeStyle? = nil
    var policyForeground: AnyShapeStyle? = nil
}

private struct SubscriptionStoreSettingsKey: EnvironmentKey {
    static let defaultValue = SubscriptionStoreSettings()
}

extension EnvironmentValues {
    var subscriptionStoreSettings: SubscriptionStoreSettings {
        get { self[SubscriptionStoreSettingsKey.self] }
        set { self[SubscriptionStoreSettingsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// What the subscribe buttons of the stores inside show.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
        transformEnvironment(\.subscriptionStoreSettings) { $0.buttonLabel = label }
    }
    /// How the stores inside lay out their options.
    /// The controls stand at the bottom of the store; other placements are reported.
    public func subscriptionStoreControlStyle(
        _ style: BuiltInSubscriptionStoreControlStyle, placement: SubscriptionStoreControlPlacement = .automatic, fileID: String = #fileID,
        line: Int = #line
    ) -> some View {
        transformEnvironment(\.subscriptionStoreSettings) { $0.controlStyle = style }
            ._reported(
                "subscriptionStoreControlStyle placement .\(placement.name): the controls are drawn at the bottom of the store", fileID: fileID,
                line: line, when: placement != .automatic && placement != .bottom)
    }
    /// The icon beside each option of the stores inside.
    @MainActor public func subscriptionStoreControlIcon<V: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> V) -> some View {
        transformEnvironment(\.subscriptionStoreSettings) { $0.controlIcon = .init { AnyView(icon($0, $1)) } }
    }
    /// The background of each option of the stores' pickers.
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ background: S) -> some View {
        transformEnvironment(\.subscriptionStoreSettings) { $0.pickerItemBackground = AnyShapeStyle(background) }
    }
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ background: S, in shape: some Shape) -> some View {
        subscriptionStorePickerItemBackground(background)
    }
    /// The colour of the policy buttons.
    public func subscriptionStorePolicyForegroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.subscriptionStoreSettings) { $0.policyForeground = AnyShapeStyle(style) }
    }
    public func subscriptionStorePolicyForegroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        subscriptionStorePolicyForegroundStyle(primary)
    }
    /// Where the policy buttons lead (a tap, which a still does not make).
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
    public func subscriptionStorePolicyDestination<V: View>(for policy: SubscriptionStorePolicyKind, @ViewBuilder destination: () -> V) -> some View {
        self
    }
    /// What the Sign In button does (a tap).
    public func subscriptionStoreSignInAction(_ action: (() -> Void)?) -> some View { self }
}
