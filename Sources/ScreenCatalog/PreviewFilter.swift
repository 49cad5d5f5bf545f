import ScreenLayout
import Theme

/// Which snapshots of a catalog's matrix to produce: everything, or only some screens,
/// devices, appearances and type sizes. Unknown names are errors that list the valid ones.
///
/// ```swift
/// var filter = PreviewFilter(); filter.screens = ["Settings"]
/// try filter.validate(against: catalog)
/// ```
public struct PreviewFilter: Sendable {
    public var screens: Set<String> = []
    public var devices: Set<String> = []
    public var appearances: Set<ColorScheme> = []
    public var typeSizes: Set<ContentSizeCategory> = []
    public init() {}

    /// Throws ``PreviewError/unknownName(kind:name:valid:)`` for names that match nothing in `catalog`.
    public func validate(against catalog: ScreenCatalog) throws {
        let screenNames = catalog.screens.map(\.name)
        for s in screens.sorted() where !screenNames.contains(s) {
            throw PreviewError.unknownName(kind: "screen", name: s, valid: screenNames)
        }
        let deviceNames = catalog.matrix.devices.map(\.snapshotName)
        for d in devices.sorted() where !deviceNames.contains(d) {
            throw PreviewError.unknownName(kind: "device", name: d, valid: deviceNames)
        }
    }

    /// Whether the snapshot of `screen` in `entry` is selected.
    public func accepts(screen: String, _ entry: MatrixEntry) -> Bool {
        (screens.isEmpty || screens.contains(screen)) && (devices.isEmpty || devices.contains(entry.device.snapshotName))
            && (appearances.isEmpty || appearances.contains(entry.colorScheme)) && (typeSizes.isEmpty || typeSizes.contains(entry.contentSize))
    }
}

/// Errors of choosing what to preview, each one line that says what to do.
///
/// ```swift
/// PreviewError.unknownName(kind: "screen", name: "Setings", valid: ["Settings"]).description
/// // no screen named 'Setings'. Valid screens: Settings.
/// ```
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    case unknownName(kind: String, name: String, valid: [String])
    public var description: String {
        switch self {
        case .unknownName(let kind, let name, let valid):
            return "no \(kind) named '\(name)'. Valid \(kind)s: \(valid.joined(separator: ", "))."
        }
    }
}
