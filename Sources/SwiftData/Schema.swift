/// The model types of a container, and the option types the property macros take.
public struct Schema {
    public var types: [any PersistentModel.Type]
    public init(_ types: [any PersistentModel.Type] = [], version: Schema.Version = Version(1, 0, 0)) { self.types = types }

    public struct Version: Sendable {
        public init(_ major: Int, _ minor: Int, _ patch: Int) {}
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
