/// Foundation's localization API that view models and views call, which Foundation on Linux
/// lacks: `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`,
/// looked up in the same `.strings` tables as `Text` (``LocalizedStrings``), with the key shown
/// (its interpolations filled in) when no table has it.
///
/// ```swift
/// let title = String(localized: "\(count) photos")          // key "%lld photos"
/// let greeting = String(localized: "welcome", defaultValue: "Welcome!", table: "Onboarding")
/// Text(LocalizedStringResource("Settings"))
/// ```
extension String {
    /// A localizable string with its interpolations, as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        let key: LocalizedStringKey
        public init(_ value: String) { key = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The translation of `keyAndValue` in `table` (the app's `Localizable.strings` when nil).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.key.resolved(table: table)
    }

    /// The translation of `key` in `table`, else `defaultValue` (with its interpolations).
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        let name = key.description
        self =
            LocalizedStrings.lookup(name, table: table) != nil
            ? LocalizedStringKey(name).resolved(table: table) : defaultValue.key.resolved(table: nil)
    }

    /// The string of a localized resource.
    public init(localized resource: LocalizedStringResource) { self = resource.resolved }
}

/// A reference to a localizable string, resolved when shown, as Foundation's
/// `LocalizedStringResource` (App Intents, widgets and views take them).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String
    let value: LocalizedStringKey
    public let table: String?
    public var locale: Locale = .current

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        value = keyAndValue.key
        key = keyAndValue.key.key
        self.table = table
    }
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key.description
        value = LocalizedStrings.lookup(key.description, table: table) != nil ? LocalizedStringKey(key.description) : defaultValue.key
        self.table = table
    }
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The string shown.
    var resolved: String { value.resolved(table: table) }
    public var description: String { resolved }

    /// Where a resource's table lives; the kit reads the tables it was given
    /// (``LocalizedStrings``), whichever bundle is named.
    public struct BundleDescription: Hashable, Sendable {
        let name: String
        public static let main = BundleDescription(name: "main")
        public static func forClass(_ type: AnyClass) -> BundleDescription { BundleDescription(name: "\(type)") }
        public static func atURL(_ url: URL) -> BundleDescription { BundleDescription(name: url.path) }
    }
}

extension Text {
    /// The resource's string, looked up as a `LocalizedStringKey` is. Disfavoured so that a
    /// literal, `Text("\(count) items")`, is a `LocalizedStringKey` as on iOS (and builds no
    /// resource, with its locale, for every text).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(resource.value, tableName: resource.table)
    }
}
