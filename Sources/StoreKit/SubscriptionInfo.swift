import Foundation

extension Product {
    /// The terms of an auto-renewable subscription, as StoreKit's `Product.SubscriptionInfo`.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        public let introductoryOffer: SubscriptionOffer?
        public let promotionalOffers: [SubscriptionOffer]
        public let winBackOffers: [SubscriptionOffer]
        /// The level of service in its group: 1 is the highest.
        public let groupLevel: Int
        public let groupDisplayName: String

        package init(
            subscriptionGroupID: String, subscriptionPeriod: SubscriptionPeriod, introductoryOffer: SubscriptionOffer?,
            promotionalOffers: [SubscriptionOffer], groupLevel: Int, groupDisplayName: String
        ) {
            self.subscriptionGroupID = subscriptionGroupID
            self.subscriptionPeriod = subscriptionPeriod
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
            self.winBackOffers = []
            self.groupLevel = groupLevel
            self.groupDisplayName = groupDisplayName
        }

        /// Whether the customer may still take the group's introductory offer: they may until
        /// they have subscribed to the group once.
        public var isEligibleForIntroOffer: Bool {
            get async { await Self.isEligibleForIntroOffer(for: subscriptionGroupID) }
        }
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
            !StoreLedger.shared.transactions.contains { $0.subscriptionGroupID == groupID }
        }

        /// The customer's subscriptions in this product's group.
        public var status: [Status] {
            get async throws { try await Self.status(for: subscriptionGroupID) }
        }
        /// The customer's subscriptions in a group: one status for each subscription they
        /// have had in it, from the test session's transactions.
        public static func status(for groupID: String) async throws -> [Status] {
            StoreLedger.shared.statuses(forGroup: groupID)
        }
    }

    /// A subscription's billing period, as StoreKit's `Product.SubscriptionPeriod`.
    public struct SubscriptionPeriod: Hashable, Sendable, CustomDebugStringConvertible {
        public let unit: Unit
        public let value: Int

        package init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
        public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
        public static let everyTwoMonths = SubscriptionPeriod(unit: .month, value: 2)
        public static let everyThreeMonths = SubscriptionPeriod(unit: .month, value: 3)
        public static let everySixMonths = SubscriptionPeriod(unit: .month, value: 6)
        public static let yearly = SubscriptionPeriod(unit: .year, value: 1)

        /// An ISO 8601 period of a StoreKit configuration ("P1M", "P1Y", "P3D", "P1W").
        package init?(iso8601 text: String) {
            guard text.count >= 3, text.hasPrefix("P"), let value = Int(text.dropFirst().dropLast()), value > 0 else { return nil }
            switch text.last {
            case "D": self.init(unit: .day, value: value)
            case "W": self.init(unit: .week, value: value)
            case "M": self.init(unit: .month, value: value)
            case "Y": self.init(unit: .year, value: value)
            default: return nil
            }
        }

        public var debugDescription: String { "P\(value)\(unit.letter)" }
        public func formatted(_ style: FormatStyle) -> String { style.format(self) }

        /// The date one period after `date`.
        func adding(to date: Date) -> Date {
            var components = DateComponents()
            switch unit {
            case .day: components.day = value
            case .week: components.day = 7 * value
            case .month: components.month = value
            case .year: components.year = value
            }
            return Calendar(identifier: .gregorian).date(byAdding: components, to: date) ?? date
        }

        /// The unit of a period, as StoreKit's `Product.SubscriptionPeriod.Unit`.
        public enum Unit: Int, Hashable, Sendable, CaseIterable, CustomDebugStringConvertible {
            case day, week, month, year

            /// The unit's name ("Month").
            public var localizedDescription: String {
                switch self {
                case .day: return "Day"
                case .week: return "Week"
                case .month: return "Month"
                case .year: return "Year"
                }
            }
            public var debugDescription: String { localizedDescription }
            var letter: String { ["D", "W", "M", "Y"][rawValue] }
            public func formatted(_ style: FormatStyle) -> String { style.format(self) }

            /// How a unit is written in running text ("month").
            public struct FormatStyle: Foundation.FormatStyle, Sendable {
                public init() {}
                public func format(_ unit: Unit) -> String { unit.localizedDescription.lowercased() }
            }
        }

        /// How a period is written ("1 month", "6 months").
        public struct FormatStyle: Foundation.FormatStyle, Sendable {
            public init() {}
            public func format(_ period: SubscriptionPeriod) -> String {
                let unit = period.unit.localizedDescription.lowercased()
                return "\(period.value) \(unit)\(period.value == 1 ? "" : "s")"
            }
        }
    }

    /// A discount on a subscription, as StoreKit's `Product.SubscriptionOffer`.
    public struct SubscriptionOffer: Hashable, Sendable {
        public let id: String?
        public let type: OfferType
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode

        package init(
            id: String?, type: OfferType, price: Decimal, displayPrice: String, period: SubscriptionPeriod, periodCount: Int, paymentMode: PaymentMode
        ) {
            self.id = id
            self.type = type
            self.price = price
            self.displayPrice = displayPrice
            self.period = period
            self.periodCount = periodCount
            self.paymentMode = paymentMode
        }

        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let introductory = OfferType(rawValue: "introductory")
            public static let promotional = OfferType(rawValue: "promotional")
            public static let winBack = OfferType(rawValue: "winBack")
            public static let code = OfferType(rawValue: "code")
            public var localizedDescription: String { rawValue }
        }

        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            public var localizedDescription: String {
                switch rawValue {
                case "payAsYouGo": return "Pay as you go"
                case "payUpFront": return "Pay up front"
                default: return "Free trial"
                }
            }
        }
    }
}

extension Product.SubscriptionInfo {
    /// Where a customer's subscription stands, as StoreKit's `Product.SubscriptionInfo.RenewalState`.
    public struct RenewalState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let subscribed = RenewalState(rawValue: 1)
        public static let expired = RenewalState(rawValue: 2)
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        public static let inGracePeriod = RenewalState(rawValue: 4)
        public static let revoked = RenewalState(rawValue: 5)
        public var localizedDescription: String {
            ["unknown", "subscribed", "expired", "in billing retry", "in grace period", "revoked"][min(max(rawValue, 0), 5)]
        }
        public var description: String { localizedDescription }
    }

    /// A customer's subscription in a group, as StoreKit's `Product.SubscriptionInfo.Status`.
    public struct Status: Hashable, Sendable {
        public let state: RenewalState
        public let transaction: VerificationResult<Transaction>
        public let renewalInfo: VerificationResult<RenewalInfo>

        /// The statuses of subscriptions as purchases change them: each purchase of a
        /// subscription in the test session yields its group's new status. Never ends, as on iOS.
        public static var updates: AsyncStream<Status> {
            let transactions = StoreLedger.shared.updates()
            return AsyncStream { continuation in
                let task = Task {
                    for await update in transactions {
                        let transaction = update.unsafePayloadValue
                        guard let group = transaction.subscriptionGroupID else { continue }
                        for status in StoreLedger.shared.statuses(forGroup: group)
                        where status.transaction.unsafePayloadValue.productID == transaction.productID {
                            continuation.yield(status)
                        }
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
    }

    /// How a subscription renews, as StoreKit's `Product.SubscriptionInfo.RenewalInfo`.
    public struct RenewalInfo: Hashable, Sendable {
        public let originalTransactionID: UInt64
        public let currentProductID: String
        public let willAutoRenew: Bool
        /// The product that renews next (another level of the group after a change).
        public let autoRenewPreference: String?
        public let expirationReason: ExpirationReason?
        public let isInBillingRetry: Bool
        public let gracePeriodExpirationDate: Date?
        public let renewalDate: Date?
        public let signedDate: Date
        public let environment: AppStore.Environment

        public var jsonRepresentation: Data {
            let fields: [String: Any] = [
                "originalTransactionId": originalTransactionID, "productId": currentProductID, "autoRenewStatus": willAutoRenew ? 1 : 0,
                "autoRenewProductId": autoRenewPreference ?? currentProductID, "environment": environment.rawValue,
            ]
            return (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
        }

        /// Why a subscription ended, as StoreKit's `RenewalInfo.ExpirationReason`.
        public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
            public static let billingError = ExpirationReason(rawValue: 2)
            public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
            public static let productUnavailable = ExpirationReason(rawValue: 4)
            public static let unknown = ExpirationReason(rawValue: 5)
        }
    }
}
