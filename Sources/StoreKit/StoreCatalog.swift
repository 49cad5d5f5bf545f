import Foundation

/// What a StoreKit configuration sells: its products in file order, and its storefront.
package struct StoreCatalog: Sendable {
    package var products: [Product] = []
    package var storefront = Storefront(countryCode: "USA", currency: Locale.Currency("USD"))
    package var locale = Locale(identifier: "en_US")

    package init() {}

    package func product(_ id: String) -> Product? { products.first { $0.id == id } }
}

/// Why a StoreKit configuration file could not be read: it says which file, where and what to do.
public struct StoreKitConfigurationError: Error, CustomStringConvertible, LocalizedError {
    public let file: String
    public let problem: String

    public var description: String {
        "\(file): \(problem). Export the file again from Xcode's StoreKit configuration editor, or fix it as said."
    }
    public var errorDescription: String? { description }
}

extension StoreCatalog {
    /// The products of a `.storekit` file (Xcode's StoreKit configuration, JSON): its
    /// consumables and non-consumables, subscription groups and non-renewing subscriptions,
    /// with the localization for `_locale` (or the first), priced in the currency of the
    /// storefront's locale.
    package init(configuration data: Data, file: String) throws {
        func fail(_ problem: String) -> StoreKitConfigurationError { StoreKitConfigurationError(file: file, problem: problem) }
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw fail("the file is JSON but not an object; a StoreKit configuration is an object with \"products\" and \"subscriptionGroups\"")
            }
            root = object
        } catch let error as StoreKitConfigurationError {
            throw error
        } catch {
            throw fail("the file is not JSON (\(error.localizedDescription))")
        }
        guard root["products"] != nil || root["subscriptionGroups"] != nil || root["nonRenewingSubscriptions"] != nil else {
            throw fail("it has no \"products\", \"subscriptionGroups\" or \"nonRenewingSubscriptions\"; is it a StoreKit configuration?")
        }
        self.init()
        let settings = root["settings"] as? [String: Any] ?? [:]
        if let identifier = settings["_locale"] as? String { locale = Locale(identifier: identifier) }
        let currencyCode = locale.currency?.identifier ?? "USD"
        let storefrontCode = settings["_storefront"] as? String ?? "USA"
        storefront = Storefront(countryCode: storefrontCode, currency: Locale.Currency(currencyCode))
        let style = Decimal.FormatStyle.Currency(code: currencyCode, locale: locale)
        let localeName = locale.identifier

        func list(_ value: Any?, _ what: String) throws -> [[String: Any]] {
            guard let value else { return [] }
            guard let items = value as? [[String: Any]] else { throw fail("\"\(what)\" is not a list of objects") }
            return items
        }
        func product(_ item: [String: Any], at path: String, subscription: Product.SubscriptionInfo? = nil) throws -> Product {
            guard let id = item["productID"] as? String, !id.isEmpty else { throw fail("\(path) has no \"productID\"") }
            guard let priceText = item["displayPrice"] as? String ?? (item["displayPrice"] as? NSNumber)?.stringValue,
                let price = Decimal(string: priceText, locale: Locale(identifier: "en_US_POSIX"))
            else { throw fail("\(path) (\(id)) has no \"displayPrice\" number such as \"4.99\"") }
            let localizations = try list(item["localizations"], "\(path).localizations")
            let text = localizations.first { ($0["locale"] as? String) == localeName } ?? localizations.first ?? [:]
            let type: Product.ProductType
            switch item["type"] as? String {
            case "Consumable": type = .consumable
            case "NonConsumable": type = .nonConsumable
            case "RecurringSubscription": type = .autoRenewable
            case "NonRenewingSubscription": type = .nonRenewable
            case let other:
                throw fail(
                    "\(path) (\(id)) has type \(other.map { "\"\($0)\"" } ?? "none"); expected Consumable, NonConsumable, RecurringSubscription or NonRenewingSubscription"
                )
            }
            return Product(
                id: id, type: type, displayName: text["displayName"] as? String ?? item["referenceName"] as? String ?? id,
                description: text["description"] as? String ?? "", price: price, isFamilyShareable: item["familyShareable"] as? Bool ?? false,
                subscription: subscription, priceFormatStyle: style)
        }

        for (index, item) in try list(root["products"], "products").enumerated() {
            products.append(try product(item, at: "products[\(index)]"))
        }
        for (index, group) in try list(root["subscriptionGroups"], "subscriptionGroups").enumerated() {
            let path = "subscriptionGroups[\(index)]"
            guard let groupID = group["id"] as? String else { throw fail("\(path) has no \"id\"") }
            let groupName =
                (try list(group["localizations"], "\(path).localizations").first?["displayName"] as? String) ?? group["name"] as? String ?? groupID
            for (position, item) in try list(group["subscriptions"], "\(path).subscriptions").enumerated() {
                let itemPath = "\(path).subscriptions[\(position)]"
                let periodText = item["recurringSubscriptionPeriod"] as? String ?? ""
                guard let period = Product.SubscriptionPeriod(iso8601: periodText) else {
                    throw fail("\(itemPath) has \"recurringSubscriptionPeriod\" \"\(periodText)\"; expected an ISO 8601 period such as \"P1M\"")
                }
                var offer: Product.SubscriptionOffer?
                if let intro = item["introductoryOffer"] as? [String: Any] {
                    let introPeriod = Product.SubscriptionPeriod(iso8601: intro["subscriptionPeriod"] as? String ?? "") ?? period
                    let introPrice = Decimal(string: intro["displayPrice"] as? String ?? "0", locale: Locale(identifier: "en_US_POSIX")) ?? 0
                    let mode: Product.SubscriptionOffer.PaymentMode
                    switch intro["paymentMode"] as? String {
                    case "payAsYouGo": mode = .payAsYouGo
                    case "payUpFront": mode = .payUpFront
                    default: mode = .freeTrial
                    }
                    offer = Product.SubscriptionOffer(
                        id: nil, type: .introductory, price: introPrice, displayPrice: introPrice.formatted(style), period: introPeriod,
                        periodCount: intro["numberOfPeriods"] as? Int ?? 1, paymentMode: mode)
                }
                let info = Product.SubscriptionInfo(
                    subscriptionGroupID: groupID, subscriptionPeriod: period, introductoryOffer: offer, promotionalOffers: [],
                    groupLevel: item["groupNumber"] as? Int ?? position + 1, groupDisplayName: groupName)
                var entry = item
                entry["type"] = entry["type"] ?? "RecurringSubscription"
                products.append(try product(entry, at: itemPath, subscription: info))
            }
        }
        for (index, item) in try list(root["nonRenewingSubscriptions"], "nonRenewingSubscriptions").enumerated() {
            var entry = item
            entry["type"] = entry["type"] ?? "NonRenewingSubscription"
            products.append(try product(entry, at: "nonRenewingSubscriptions[\(index)]"))
        }
        var seen: Set<String> = []
        for product in products where !seen.insert(product.id).inserted {
            throw fail("the product identifier \"\(product.id)\" is used twice; each product needs its own")
        }
    }
}
