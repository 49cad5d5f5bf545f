/// A strict JSON reader (RFC 8259) into ``JSONValue``: one pass over the bytes, no `Decodable`
/// machinery (which throws and discards an error for every kind a value is not, and made
/// reading the design tokens a noticeable part of a command's start-up). Errors name the line
/// and column. A member named twice in one object is an error (Foundation keeps one of them
/// silently); nesting deeper than ``maxDepth`` is refused rather than exhausting the stack.
///
/// ```swift
/// let v = try JSONParser.parse(Array(#"{"a": [1, "x"]}"#.utf8))
/// ```
enum JSONParser {
    static let maxDepth = 512

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var reader = Reader(bytes: buffer)
            // A UTF-8 byte order mark is tolerated, as Foundation's readers tolerate it.
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { reader.at = 3 }
            reader.skipSpace()
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.at == buffer.count else { throw reader.error("unexpected text after the JSON value") }
            return value
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        func error(_ problem: String) -> JSONSyntaxError {
            var line = 1
            var column = 1
            for i in 0..<min(at, bytes.count) {
                if bytes[i] == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return JSONSyntaxError(line: line, column: column, problem: problem)
        }

        mutating func skipSpace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard at < bytes.count else { throw error("the text ends where a value should be") }
            switch bytes[at] {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("expected a value (object, array, string, number, true, false or null)")
            }
        }

        mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
            let count = word.utf8CodeUnitCount
            guard at + count <= bytes.count else { throw error("expected \(word)") }
            for i in 0..<count where bytes[at + i] != word.utf8Start[i] { throw error("expected \(word)") }
            at += count
            return value
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard depth <= JSONParser.maxDepth else { throw error("nested more than \(JSONParser.maxDepth) deep") }
            at += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
                at += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
                let key = try string()
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw error("expected ':' after the member name \"\(key)\"") }
                at += 1
                skipSpace()
                let member = try value(depth: depth)
                guard members.updateValue(member, forKey: key) == nil else { throw error("the member \"\(key)\" appears twice in one object") }
                skipSpace()
                guard at < bytes.count else { throw error("the text ends inside an object") }
                if bytes[at] == UInt8(ascii: ",") {
                    at += 1
                    continue
                }
                guard bytes[at] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
                at += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard depth <= JSONParser.maxDepth else { throw error("nested more than \(JSONParser.maxDepth) deep") }
            at += 1
            var elements: [JSONValue] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
                at += 1
                return .array(elements)
            }
            while true {
                skipSpace()
                elements.append(try value(depth: depth))
                skipSpace()
                guard at < bytes.count else { throw error("the text ends inside an array") }
                if bytes[at] == UInt8(ascii: ",") {
                    at += 1
                    continue
                }
                guard bytes[at] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
                at += 1
                return .array(elements)
            }
        }

        mutating func number() throws(JSONSyntaxError) -> Double {
            let start = at
            if bytes[at] == UInt8(ascii: "-") { at += 1 }
            func digits(_ r: inout Reader) -> Int {
                let from = r.at
                while r.at < r.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(r.bytes[r.at]) { r.at += 1 }
                return r.at - from
            }
            let whole = at
            let count = digits(&self)
            guard count > 0 else { throw error("expected digits in a number") }
            if count > 1, bytes[whole] == UInt8(ascii: "0") {
                at = start
                throw error("a number may not start with 0")
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                guard digits(&self) > 0 else { throw error("expected digits after the decimal point") }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw error("the number \(text) is out of range") }
            return value
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            at += 1  // the opening quote
            var out: [UInt8] = []
            while true {
                guard at < bytes.count else { throw error("the text ends inside a string") }
                let b = bytes[at]
                if b == UInt8(ascii: "\"") {
                    at += 1
                    break
                }
                if b < 0x20 { throw error("a control character inside a string (escape it)") }
                if b != UInt8(ascii: "\\") {
                    out.append(b)
                    at += 1
                    continue
                }
                at += 1
                guard at < bytes.count else { throw error("the text ends inside an escape") }
                let e = bytes[at]
                at += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
                            throw error("a lone surrogate in a \\u escape")
                        }
                        at += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in a \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("a lone surrogate in a \\u escape")
                    }
                    out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
                default: throw error("an unknown escape \\\(Character(Unicode.Scalar(e)))")
                }
            }
            guard let text = String(validating: out, as: UTF8.self) else { throw error("a string that is not valid UTF-8") }
            return text
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            guard at + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let b = bytes[at]
                let digit: UInt32
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
                default: throw error("expected four hex digits after \\u")
                }
                v = v << 4 | digit
                at += 1
            }
            return v
        }
    }
}

/// JSON that could not be read: where, and what was wrong.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var problem: String
    public var description: String { "line \(line), column \(column): \(problem)" }
}
