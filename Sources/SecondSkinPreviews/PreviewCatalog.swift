import Foundation
import LiveSQLite
import ScreenLayout
import SecondSkin
import Snapshots
import Theme

/// Which snapshots of the matrix to produce: everything, or only some screens, devices,
/// appearances and type sizes. Unknown names are errors that list the valid ones.
///
/// ```swift
/// var filter = PreviewFilter(); filter.screens = ["Welcome"]
/// ```
public struct PreviewFilter: Sendable {
    public var screens: Set<String> = []
    public var devices: Set<String> = []
    public var appearances: Set<ColorScheme> = []
    public var typeSizes: Set<ContentSizeCategory> = []
    public init() {}

    /// Throws ``PreviewError/unknownName`` for names that match nothing.
    public func validate() throws {
        let screenNames = ScreenRegistry.all.map(\.name)
        for s in screens where !screenNames.contains(s) {
            throw PreviewError.unknownName(kind: "screen", name: s, valid: screenNames)
        }
        let deviceNames = SnapshotMatrix.devices.map(\.snapshotName)
        for d in devices where !deviceNames.contains(d) {
            throw PreviewError.unknownName(kind: "device", name: d, valid: deviceNames)
        }
    }

    func accepts(screen: String, _ entry: MatrixEntry) -> Bool {
        (screens.isEmpty || screens.contains(screen)) && (devices.isEmpty || devices.contains(entry.device.snapshotName))
            && (appearances.isEmpty || appearances.contains(entry.colorScheme)) && (typeSizes.isEmpty || typeSizes.contains(entry.contentSize))
    }
}

/// Errors of the preview jobs, each one line that says what to do.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    case unknownName(kind: String, name: String, valid: [String])
    public var description: String {
        switch self {
        case .unknownName(let kind, let name, let valid):
            return "no \(kind) named '\(name)'. Valid \(kind)s: \(valid.joined(separator: ", "))."
        }
    }
}

/// Builds the snapshot jobs of the matrix from a database: one model per screen state, one
/// body per configuration. The models are main-actor objects; the bodies are Sendable values
/// that any worker can lay out and render.
///
/// ```swift
/// let jobs = try PreviewCatalog.jobs(database: db, theme: theme)
/// ```
@MainActor
public enum PreviewCatalog {
    public static func jobs(
        database: Database, theme: Theme, filter: PreviewFilter = PreviewFilter(), scale: Double? = SnapshotConfiguration.suiteScale
    ) throws -> [SnapshotJob] {
        try filter.validate()
        var jobs: [SnapshotJob] = []
        for screen in ScreenRegistry.all where filter.screens.isEmpty || filter.screens.contains(screen.name) {
            for state in screen.states {
                let entries = SnapshotMatrix.standard.filter { filter.accepts(screen: screen.name, $0) }
                if entries.isEmpty { continue }
                let body = try state.make(database)
                for entry in entries {
                    let config = SnapshotConfiguration(
                        device: entry.device, colorScheme: entry.colorScheme, contentSize: entry.contentSize, scale: scale)
                    let name = try SnapshotName(screen: screen.name, state: state.name, configuration: config)
                    jobs.append(SnapshotJob(name: name, body: body(config.environment(theme: theme))))
                }
            }
        }
        return jobs
    }
}

extension PreviewCatalog {
    /// Writes the generated sample photos where the sample data expects them
    /// (``PhotoLibrary/sample``), rendering each at 2×; files with unchanged bytes are left
    /// alone, so this is cheap after the first time. Returns the files it wrote.
    @discardableResult
    public nonisolated static func preparePhotos(theme: Theme) throws -> [URL] {
        let snapshotter = try ScreenSnapshotter(theme: theme)
        return try SamplePhotos.write(to: PhotoLibrary.sample.directory) { node, size in
            let device = DeviceConfiguration(
                name: "photo", displayName: "Sample photo", size: size, scale: 2, orientation: .portrait, safeArea: .zero,
                horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 0, displayCornerRadius: 0)
            return try snapshotter.render({ _ in node }, configuration: SnapshotConfiguration(device: device, scale: 2)).pngData()
        }
    }
}
