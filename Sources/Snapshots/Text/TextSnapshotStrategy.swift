/// How a value becomes a text snapshot, as a value: a name for messages, the reference's file
/// extension, and the function that writes the text — deterministically, so the same value
/// always gives the same bytes. Text references live in `__Snapshots__` beside the images and
/// follow their naming, record modes and failure messages (`assertTextSnapshot` in
/// `ScreenSnapshotTesting`). The kit's strategies: ``layoutDump`` and ``semantics`` of a laid-out
/// screen, ``json`` of any `Encodable`, and ``dump`` of any value. A team writes its own, or
/// derives one from another with ``pullback(_:)``:
///
/// ```swift
/// extension TextSnapshotStrategy where Value == [Account] {
///     /// One account a line: "Savings: 1200.00".
///     static var lines: Self {
///         TextSnapshotStrategy(name: "lines", pathExtension: "txt") { accounts in
///             accounts.map { "\($0.name): \($0.balance)\n" }.joined()
///         }
///     }
/// }
/// assertTextSnapshot(of: model.accounts.value, as: .lines, named: "default", in: "Accounts")
/// ```
///
/// The `orphans` command lists text references that end in `.txt` or `.json`.
public struct TextSnapshotStrategy<Value>: Sendable {
    /// Writes the text of a value; throws when the value has none (JSON of a NaN).
    public typealias Write = @Sendable (_ value: Value) throws -> String

    /// Names the strategy in messages: `json`, `dump`, `layout dump`, `semantics`.
    public var name: String
    /// The reference's extension, after the snapshot's name: `json`, `dump.txt`.
    public var pathExtension: String
    private let write: Write

    public init(name: String, pathExtension: String, text write: @escaping Write) {
        self.name = name
        self.pathExtension = pathExtension
        self.write = write
    }

    /// The text of `value`.
    public func text(of value: Value) throws -> String { try write(value) }

    /// The same text, of a value made from another.
    ///
    /// ```swift
    /// let names = TextSnapshotStrategy<[String]>.json.pullback { (accounts: [Account]) in accounts.map(\.name) }
    /// ```
    public func pullback<Other>(_ transform: @escaping @Sendable (_ other: Other) throws -> Value) -> TextSnapshotStrategy<Other> {
        let write = self.write
        return TextSnapshotStrategy<Other>(name: name, pathExtension: pathExtension) { other in try write(transform(other)) }
    }
}
