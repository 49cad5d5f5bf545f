import Foundation
import LiveSQLite

/// Random SQL values of every storage class, biased to the edges: NULL, integer extremes,
/// huge, negative and denormal reals (no NaN: SQLite stores it as NULL), texts that break layouts (1 MB, right-to-left, stacked combining marks, emoji
/// ZWJ sequences, NUL, format specifiers, dates that are not), invalid UTF-8 as a blob, and
/// blobs.
///
/// ```swift
/// let value = FuzzValue.random(&g)    // .text("👩‍👩‍👧‍👦 …"), .integer(Int64.min), …
/// FuzzValue.literal(value)            // "CAST(X'F09F…' AS TEXT)": the same value for the sqlite3 tool
/// ```
public enum FuzzValue {
    public static let integers: [Int64] = [
        Int64.min, Int64.max, Int64.min + 1, -1, 0, 1, 2, 3, Int64(Int32.max), Int64(Int32.min), 1 << 53, 86_400 * 365 * 10_000,
    ]
    public static let reals: [Double] = [
        1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 2.2250738585072014e-308,
        -0.0, 0.5,
        9_007_199_254_740_994, 1e19, -1e19, 123_456_789.987654321,
    ]
    public static let texts: [String] = [
        "", " ", "\n\n\t", "a\u{0}b", "\u{0}", "مرحبا بالعالم، هذا نص طويل من اليمين إلى اليسار", "שלום עולם",
        "e" + String(repeating: "\u{301}\u{316}\u{35C}", count: 60), "👩‍👩‍👧‍👦👨🏽‍🚀🏳️‍🌈🇫🇷🧑🏿‍🤝‍🧑🏻", "%@ %n %s %d {0} \\(x)",
        "2024-13-45", "9999-12-31T23:59:59Z", "0000-00-00", "-1", "1e999", "NaN", "EUR€", "\u{202E}evil\u{202C}", "\u{FEFF}\u{200B}\u{200D}",
        String(repeating: "W", count: 5000), String(repeating: "word ", count: 2000), "𝕳𝖊𝖑𝖑𝖔 ǅ ﬀ ẞ İ", "ร้้้้้้้้้้้้้้้้้้้้้้้้้้", "null", "/etc/passwd",
        "../../../../tmp/x.png", "ščřžýáíé ÆØÅ 你好 こんにちは 안녕하세요",
    ]

    /// A random value; `long: false` leaves out the megabyte texts and 100 KB blobs.
    public static func random(_ g: inout SeededGenerator, long: Bool = true) -> SQLValue {
        switch Int.random(in: 0..<10, using: &g) {
        case 0: return .null
        case 1: return .integer(integers.randomElement(using: &g)!)
        case 2: return .integer(Int64.random(in: Int64.min...Int64.max, using: &g))
        case 3: return .real(reals.randomElement(using: &g)!)
        case 4: return .real(Double(bitPattern: g.next() & ~(0x7FF << 52) | UInt64.random(in: 0...0x7FE, using: &g) << 52))
        case 5: return .text(texts.randomElement(using: &g)!)
        case 6: return .text(mixedText(&g))
        case 7: return .text(long && g.chance(0.3) ? String(repeating: mixedText(&g) + " ", count: 1_048_576 / 64) : mixedText(&g))
        case 8: return .blob(Data([0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80] + g.bytes(Int.random(in: 0...40, using: &g))))
        default: return .blob(Data(g.bytes(Int.random(in: 0...(long && g.chance(0.1) ? 100_000 : 64), using: &g))))
        }
    }

    /// A short string of pieces of everything in ``texts``.
    public static func mixedText(_ g: inout SeededGenerator) -> String {
        var s = ""
        for _ in 0..<Int.random(in: 1...6, using: &g) {
            let piece = texts.randomElement(using: &g)!
            s += String(piece.prefix(Int.random(in: 0...40, using: &g)))
        }
        return s
    }

    /// The value as an SQL literal, byte for byte (texts and blobs in hex, reals to 17 digits).
    public static func literal(_ value: SQLValue) -> String {
        func hex(_ bytes: some Sequence<UInt8>) -> String {
            let digits = Array("0123456789ABCDEF".utf8)
            var out: [UInt8] = Array("X'".utf8)
            for b in bytes { out += [digits[Int(b >> 4)], digits[Int(b & 15)]] }
            return String(decoding: out + Array("'".utf8), as: UTF8.self)
        }
        switch value {
        case .null: return "NULL"
        case .integer(let i): return i == Int64.min ? "(-9223372036854775807 - 1)" : "\(i)"
        case .real(let d):
            return String(format: "%.17g", d).contains(where: { $0 == "." || $0 == "e" }) ? String(format: "%.17g", d) : String(format: "%.1f", d)
        case .text(let s): return "CAST(\(hex(s.utf8)) AS TEXT)"
        case .blob(let d): return hex(d)
        }
    }

    /// The storage class name, for the summary.
    public static func kind(_ value: SQLValue) -> String {
        switch value {
        case .null: return "null"
        case .integer: return "integer"
        case .real: return "real"
        case .text: return "text"
        case .blob: return "blob"
        }
    }
}

/// Binds any ``SQLValue`` as it is, through the API.
///
/// ```swift
/// try c.execute("UPDATE pieces SET title = ?", [FuzzArgument(.blob(Data([0xFF])))])
/// ```
public struct FuzzArgument: SQLConvertible {
    public var sqlValue: SQLValue
    public init(_ value: SQLValue) { sqlValue = value }
    public init?(sqlValue: SQLValue) { self.sqlValue = sqlValue }
}
