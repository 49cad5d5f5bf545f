/// An amount in minor units (cents) of a currency, formatted the same way on every machine:
/// no locale is consulted.
///
/// ```swift
/// Money(cents: 474_000, currency: "EUR").text     // "€4,740"
/// Money(cents: 12_050, currency: "USD").text      // "$120.50"
/// Money(cents: 9_900, currency: "CHF").text       // "CHF 99"
/// ```
public struct Money: Hashable, Sendable, CustomStringConvertible {
    public var cents: Int
    public var currency: String

    public init(cents: Int, currency: String) {
        self.cents = cents
        self.currency = currency
    }

    /// Major units from a typed amount (`120.5` → 12,050 cents), rounded to the cent.
    public static func cents(fromMajor amount: Double) -> Int { Int((amount * 100).rounded()) }

    /// Whole amounts without decimals ("€450"), others with two ("€450.50").
    public var text: String {
        let sign = cents < 0 ? "-" : ""
        // The magnitude, not abs(): abs(Int.min) has no Int.
        let units = cents.magnitude / 100
        let rest = cents.magnitude % 100
        var number = Self.grouped(units)
        if rest != 0 { number += "." + (rest < 10 ? "0" : "") + String(rest) }
        if let symbol = Self.symbols[currency] { return sign + symbol + number }
        return sign + currency + " " + number
    }

    public var description: String { text }

    static let symbols = ["EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "AUD": "A$", "CAD": "CA$", "NZD": "NZ$"]

    static func grouped(_ value: UInt) -> String {
        let digits = Array(String(value))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
