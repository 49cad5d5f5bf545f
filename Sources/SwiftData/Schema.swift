/// The model types of a container, and the option types the property macros take.
public struct Schema {
    public var types: [any PersistentModel.Type]
    public var version: Version
    public init(_ types: [any PersistentModel.Type] = [], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }
    /// The schema of a version of the app's models.
    public init(versionedSchema: any VersionedSchema.Type) { self.init(versionedSchema.models, version: versionedSchema.versionIdentifier) }

    /// A schema's version, as `Schema.Version(1, 2, 0)`; ordered major, then minor, then patch.
    public struct Version: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
        public var major: Int
        public var minor: Int
        public var patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    public enum Attribute {
        public struct Option: Sendable {
            public static let unique = Option()
            public static let externalStorage = Option()
            public static let allowsCloudEncryption = Option()
            public static let preserveValueOnDeletion = Option()
            public static let ephemeral = Option()
            public static let spotlight = Option()
            public static func transformable(by name: String) -> Option { Option() }
        }
    }

    public enum Relationship {
        public struct Option: Sendable {
            public static let unique = Option()
        }
        public enum DeleteRule: Sendable {
            case nullify, cascade, deny, noAction
        }
    }
}
