import Foundation

/// A parsed JSON value; Sendable and Equatable, unlike `JSONSerialization`'s `Any`.
///
/// ```swift
/// let v = try JSONValue.parse(Data(#"{"a": [1, "x"]}"#.utf8))
/// ```
public enum JSONValue: Equatable, Sendable, Decodable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Reads JSON text; throws ``JSONSyntaxError`` with the line and column of a mistake.
    public static func parse(_ data: Data) throws -> JSONValue {
        try JSONParser.parse(Array(data))
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }

    /// A short name of the value's kind for error messages.
    public var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let s): return "the string \"\(s)\""
        case .number(let n): return "the number \(n)"
        case .bool(let b): return "\(b)"
        case .null: return "null"
        }
    }
}
