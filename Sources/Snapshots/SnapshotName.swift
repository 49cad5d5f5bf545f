/// The path of a reference inside `__Snapshots__`: `Screen/state.device-orientation-appearance[-type].png`.
/// Names come from what the snapshot shows, never from a counter; anything that could escape
/// the folder is rejected.
///
/// ```swift
/// let name = try SnapshotName(screen: "Welcome", state: "default", configuration: config)
/// name.relativePath  // "Welcome/default.iphone17pro-portrait-light.png"
/// ```
public struct SnapshotName: Hashable, Sendable, CustomStringConvertible {
    public let screen: String
    public let state: String
    public let configuration: SnapshotConfiguration

    public init(screen: String, state: String, configuration: SnapshotConfiguration) throws {
        try Self.validate(screen, as: "screen")
        try Self.validate(state, as: "state")
        // The device's name goes into the file name too: it may not leave the folder either.
        try Self.validate(configuration.device.snapshotName, as: "device")
        self.screen = screen
        self.state = state
        self.configuration = configuration
    }

    /// Throws ``SnapshotError/invalidName(what:value:)`` unless `part` is one safe path component:
    /// not empty, no `/`, `\` or `..`, not starting with `.`, no control characters.
    public static func validate(_ part: String, as what: String) throws {
        guard !part.isEmpty, !part.contains("/"), !part.contains("\\"), !part.contains(".."), !part.hasPrefix("."),
            part.unicodeScalars.allSatisfy({ $0.value >= 0x20 })
        else { throw SnapshotError.invalidName(what: what, value: part) }
    }

    public var relativePath: String { "\(screen)/\(state).\(configuration.fileStem).png" }
    /// The text snapshot of the layout dump beside the image.
    public var layoutRelativePath: String { "\(screen)/\(state).\(configuration.fileStem).layout.txt" }
    public var description: String { "\(screen)/\(state).\(configuration.fileStem)" }
}
