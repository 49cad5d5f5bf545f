import Foundation

/// A value SQLite stores: the only things that cross the boundary, bound as parameters,
/// never interpolated into SQL.
///
/// ```swift
/// try db.write { try $0.execute("UPDATE profile SET name = ?", ["Maya"]) }
/// ```
public enum SQLValue: Hashable, Sendable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer(let i): return "integer \(i)"
        case .real(let d): return "real \(d)"
        case .text(let s): return "text '\(s.prefix(40))'"
        case .blob(let d): return "blob of \(d.count) bytes"
        }
    }
}

/// Swift values that bind as SQL parameters and decode from columns.
///
/// ```swift
/// extension Status: SQLConvertible { … }
/// ```
public protocol SQLConvertible: Sendable {
    var sqlValue: SQLValue { get }
    /// nil when the stored value has the wrong type.
    init?(sqlValue: SQLValue)
}

extension Int: SQLConvertible {
    @inlinable public var sqlValue: SQLValue { .integer(Int64(self)) }
    @inlinable public init?(sqlValue: SQLValue) {
        guard case .integer(let i) = sqlValue else { return nil }
        self = Int(i)
    }
}
extension Int64: SQLConvertible {
    @inlinable public var sqlValue: SQLValue { .integer(self) }
    @inlinable public init?(sqlValue: SQLValue) {
        guard case .integer(let i) = sqlValue else { return nil }
        self = i
    }
}
extension Double: SQLConvertible {
    @inlinable public var sqlValue: SQLValue { .real(self) }
    @inlinable public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .real(let d): self = d
        case .integer(let i): self = Double(i)
        default: return nil
        }
    }
}
extension Bool: SQLConvertible {
    @inlinable public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
    @inlinable public init?(sqlValue: SQLValue) {
        guard case .integer(let i) = sqlValue else { return nil }
        self = i != 0
    }
}
extension String: SQLConvertible {
    @inlinable public var sqlValue: SQLValue { .text(self) }
    @inlinable public init?(sqlValue: SQLValue) {
        guard case .text(let s) = sqlValue else { return nil }
        self = s
    }
}
extension Data: SQLConvertible {
    @inlinable public var sqlValue: SQLValue { .blob(self) }
    @inlinable public init?(sqlValue: SQLValue) {
        guard case .blob(let d) = sqlValue else { return nil }
        self = d
    }
}
extension UUID: SQLConvertible {
    public var sqlValue: SQLValue { .text(uuidString) }
    public init?(sqlValue: SQLValue) {
        guard case .text(let s) = sqlValue, let u = UUID(uuidString: s) else { return nil }
        self = u
    }
}
extension Date: SQLConvertible {
    /// Dates are stored as ISO 8601 text in UTC (`2026-11-20T14:00:00Z`), readable in `sqlite3`.
    public var sqlValue: SQLValue { .text(ISO8601DateFormatter.utc.string(from: self)) }
    public init?(sqlValue: SQLValue) {
        guard case .text(let s) = sqlValue, let d = ISO8601DateFormatter.utc.date(from: s) else { return nil }
        self = d
    }
}
extension Optional: SQLConvertible where Wrapped: SQLConvertible {
    @inlinable public var sqlValue: SQLValue { self?.sqlValue ?? .null }
    @inlinable public init?(sqlValue: SQLValue) {
        if case .null = sqlValue {
            self = .none
        } else if let w = Wrapped(sqlValue: sqlValue) {
            self = .some(w)
        } else {
            return nil
        }
    }
}
extension RawRepresentable where Self: SQLConvertible, RawValue: SQLConvertible {
    public var sqlValue: SQLValue { rawValue.sqlValue }
    public init?(sqlValue: SQLValue) {
        guard let raw = RawValue(sqlValue: sqlValue), let v = Self(rawValue: raw) else { return nil }
        self = v
    }
}

extension ISO8601DateFormatter {
    nonisolated(unsafe) static let utc: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        f.formatOptions = [.withInternetDateTime]
        return f
    }()
}
