import Foundation

extension TextSnapshotStrategy where Value: Encodable & SendableMetatype {
    /// Pretty-printed JSON with sorted keys, unescaped slashes and ISO 8601 dates (in UTC), and
    /// a final newline: the same value always gives the same bytes.
    ///
    /// ```swift
    /// assertTextSnapshot(of: model.accounts.value, as: .json, named: "default", in: "Accounts")
    /// ```
    public static var json: TextSnapshotStrategy<Value> {
        TextSnapshotStrategy(name: "json", pathExtension: "json") { value in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        }
    }
}
