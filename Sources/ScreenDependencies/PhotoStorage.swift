import Foundation

/// Where image data lives, by id: what a model loads and saves photos through. Live, a folder
/// (``DirectoryPhotoStorage``); in tests and previews, an empty ``InMemoryPhotoStorage`` of
/// each scope.
///
/// ```swift
/// @ObservationIgnored @Dependency(\.photoLibrary) var photos
/// try photos.save(pngBytes, id: "rose.png")
/// let bytes = try photos.load(id: "rose.png")
/// ```
public protocol PhotoStorage: Sendable {
    /// The data saved under `id`, or nil when there is none.
    func load(id: String) throws -> Data?
    /// Saves `data` under `id`, replacing what was there.
    func save(_ data: Data, id: String) throws
    /// Removes what is saved under `id` (nothing when there is none).
    func remove(id: String) throws
    /// Every id saved, sorted.
    func ids() throws -> [String]
}

/// A photo id that cannot name a file: empty, a path, or hidden.
public struct InvalidPhotoID: Error, Equatable, CustomStringConvertible {
    public var id: String
    public init(id: String) { self.id = id }
    public var description: String {
        "'\(id)' is not a photo id: use a plain file name such as 'rose.png' (not empty, no '/', not starting with '.')"
    }

    static func check(_ id: String) throws {
        if id.isEmpty || id.contains("/") || id.hasPrefix(".") || id.contains("\0") { throw InvalidPhotoID(id: id) }
    }
}

/// Photos as files of one folder (made when the first photo is saved).
///
/// ```swift
/// let photos = DirectoryPhotoStorage(directory: URL(fileURLWithPath: "/tmp/photos"))
/// ```
public struct DirectoryPhotoStorage: PhotoStorage {
    public var directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// `Application Support/Photos` of the user.
    public static var applicationSupport: DirectoryPhotoStorage {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return DirectoryPhotoStorage(directory: base.appendingPathComponent("Photos"))
    }

    public func load(id: String) throws -> Data? {
        try InvalidPhotoID.check(id)
        let url = directory.appendingPathComponent(id)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }

    public func save(_ data: Data, id: String) throws {
        try InvalidPhotoID.check(id)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: directory.appendingPathComponent(id), options: .atomic)
    }

    public func remove(id: String) throws {
        try InvalidPhotoID.check(id)
        let url = directory.appendingPathComponent(id)
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
    }

    public func ids() throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
    }
}

/// Photos kept in memory: the test and preview photo library.
///
/// ```swift
/// let photos = InMemoryPhotoStorage(["rose.png": Data([1, 2, 3])])
/// ```
public final class InMemoryPhotoStorage: PhotoStorage {
    private let photos: LockedValue<[String: Data]>

    public init(_ photos: [String: Data] = [:]) {
        self.photos = LockedValue(photos)
    }

    public func load(id: String) throws -> Data? {
        try InvalidPhotoID.check(id)
        return photos.withLock { $0[id] }
    }

    public func save(_ data: Data, id: String) throws {
        try InvalidPhotoID.check(id)
        photos.withLock { $0[id] = data }
    }

    public func remove(id: String) throws {
        try InvalidPhotoID.check(id)
        _ = photos.withLock { $0.removeValue(forKey: id) }
    }

    public func ids() throws -> [String] { photos.withLock { $0.keys.sorted() } }
}

enum PhotoLibraryKey: DependencyKey {
    static var liveValue: any PhotoStorage { DirectoryPhotoStorage.applicationSupport }
    static var testValue: any PhotoStorage { InMemoryPhotoStorage() }
    static var previewValue: any PhotoStorage { InMemoryPhotoStorage() }
}

extension DependencyValues {
    public var photoLibrary: any PhotoStorage {
        get { self[PhotoLibraryKey.self] }
        set { self[PhotoLibraryKey.self] = newValue }
    }
}
