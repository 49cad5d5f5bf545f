import Foundation
import ScreenUI

/// A button the StoreKit views can show, as StoreKit's `StoreButtonKind`.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    public static let cancellation = StoreButtonKind(name: "cancellation")
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    public static let signIn = StoreButtonKind(name: "signIn")
    public static let policies = StoreButtonKind(name: "policies")

    /// The buttons' titles as iOS writes them, in the order they stand.
    var titles: [String] {
        switch name {
        case "restorePurchases": return ["Restore Purchases"]
        case "redeemCode": return ["Redeem Code"]
        case "signIn": return ["Sign In"]
        case "policies": return ["Terms of Service", "Privacy Policy"]
        default: return []
        }
    }
    static let bottomRow: [StoreButtonKind] = [.restorePurchases, .redeemCode, .signIn, .policies]
}

private struct StoreButtonsKey: EnvironmentKey {
    static let defaultValue: [StoreButtonKind: Visibility] = [:]
}

extension EnvironmentValues {
    var storeButtons: [StoreButtonKind: Visibility] {
        get { self[StoreButtonsKey.self] }
        set { self[StoreButtonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides buttons of the StoreKit views inside: a snapshot shows a kind when it is
    /// `.visible` (`.automatic` hides it, as a view that is not presented has no cancel button).
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        transformEnvironment(\.storeButtons) { buttons in
            for kind in buttonKinds { buttons[kind] = visibility }
        }
    }
}

/// The row of store buttons the environment makes visible, under a store's products.
struct StoreButtonRow: View {
    var policyStyle: AnyShapeStyle? = nil
    @Environment(\.storeButtons) private var buttons

    var body: some View {
        let titles = StoreButtonKind.bottomRow.filter { buttons[$0] == .visible }.flatMap(\.titles)
        if !titles.isEmpty {
            HStack(spacing: 16) {
                ForEach(titles, id: \.self) { title in
                    Button {
                    } label: {
                        Text(verbatim: title).frame(minHeight: 44)
                    }
                    .font(.footnote)
                    .foregroundStyle(policyStyle ?? AnyShapeStyle(.tint))
                }
            }
            .buttonStyle(.borderless)
        }
    }
}

/// The close button of a store whose `.cancellation` button is visible.
struct StoreCancelButton: View {
    @Environment(\.storeButtons) private var buttons

    var body: some View {
        if buttons[.cancellation] == .visible {
            Button {
            } label: {
                Image(systemName: "xmark").font(.body.weight(.semibold)).foregroundStyle(.secondary).frame(width: 30, height: 30)
                    .background(.quaternary, in: Circle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Close")
            .padding()
        }
    }
}
