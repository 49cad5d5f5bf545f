/// The path of a text reference inside `__Snapshots__`: `<folder>/<name>.<extension>`, named
/// like the images after what the snapshot shows — `AccountsModel/afterTransfer.dump.txt`, or for a
/// screen `Welcome/default.iphone17pro-portrait-light.semantics.txt` — and refused, as image
/// names are, when a part could escape the folder.
///
/// ```swift
/// let name = try TextSnapshotName(folder: "AccountsModel", name: "afterTransfer", pathExtension: "dump.txt")
/// name.relativePath  // "AccountsModel/afterTransfer.dump.txt"
/// ```
public struct TextSnapshotName: Hashable, Sendable, CustomStringConvertible {
    public let folder: String
    public let name: String
    /// The strategy's extension: `json`, `dump.txt`, `layout.txt`, `semantics.txt`.
    public let pathExtension: String

    public init(folder: String, name: String, pathExtension: String) throws {
        try SnapshotName.validate(folder, as: "folder")
        try SnapshotName.validate(name, as: "file")
        try SnapshotName.validate(pathExtension, as: "file extension")
        self.folder = folder
        self.name = name
        self.pathExtension = pathExtension
    }

    /// The text beside an image snapshot: `Screen/state.<configuration>.<extension>`.
    public init(_ snapshot: SnapshotName, pathExtension: String) throws {
        try self.init(folder: snapshot.screen, name: "\(snapshot.state).\(snapshot.configuration.fileStem)", pathExtension: pathExtension)
    }

    public var relativePath: String { "\(folder)/\(name).\(pathExtension)" }
    /// Where a differing actual text goes in the artifacts folder: `<folder>/<name>.actual.<extension>`.
    public var actualRelativePath: String { "\(folder)/\(name).actual.\(pathExtension)" }
    public var description: String { relativePath }
}
