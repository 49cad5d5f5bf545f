import Foundation
import UniformTypeIdentifiers

/// A document an app reads and writes as a file, as SwiftUI's `FileDocument`: what
/// `fileExporter` saves and `DocumentGroup` opens.
///
/// ```swift
/// struct Backup: FileDocument {
///     static var readableContentTypes: [UTType] { [.json] }
///     var data: Data
///     init(configuration: ReadConfiguration) throws { data = configuration.file.regularFileContents ?? Data() }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: data) }
/// }
/// ```
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document that is a reference type, as SwiftUI's `ReferenceFileDocument`.
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written as.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A file or folder in memory, as Foundation's `FileWrapper` (which Linux's Foundation lacks).
open class FileWrapper: NSObject, @unchecked Sendable {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    open var filename: String?
    open var preferredFilename: String?
    public private(set) var regularFileContents: Data?
    public private(set) var fileWrappers: [String: FileWrapper]?

    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        fileWrappers = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }
    /// Reads a file, or a folder and everything in it.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw CocoaError(.fileReadNoSuchFile) }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        if isFolder.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            fileWrappers = children
        } else {
            regularFileContents = try Data(contentsOf: url)
        }
    }

    open var isRegularFile: Bool { regularFileContents != nil }
    open var isDirectory: Bool { fileWrappers != nil }
    open var isSymbolicLink: Bool { false }

    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? child.filename ?? UUID().uuidString
        fileWrappers = (fileWrappers ?? [:]).merging([name: child]) { $1 }
        return name
    }
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
    open func removeFileWrapper(_ child: FileWrapper) {
        fileWrappers = fileWrappers?.filter { $0.value !== child }
    }
    /// Writes the file, or the folder and everything in it, to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil) throws {
        if let contents = regularFileContents {
            try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        } else if let children = fileWrappers {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children { try child.write(to: url.appendingPathComponent(name), options: options) }
        }
    }
}

extension View {
    /// Lets the user pick files to import; the picker is shown while `isPresented` is true,
    /// which a still reports (the system picker is not drawn).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        unsupported("the system file picker (fileImporter)", fileID: fileID, line: line, when: isPresented.wrappedValue)
    }
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        unsupported("the system file picker (fileImporter)", fileID: fileID, line: line, when: isPresented.wrappedValue)
    }
    /// Lets the user save a document; the exporter is shown while `isPresented` is true, which a
    /// still reports (the system picker is not drawn).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        unsupported("the system file exporter (fileExporter)", fileID: fileID, line: line, when: isPresented.wrappedValue)
    }
    public func fileExporter<D: FileDocument, C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        fileID: String = #fileID, line: Int = #line
    ) -> some View where C.Element == D {
        unsupported("the system file exporter (fileExporter)", fileID: fileID, line: line, when: isPresented.wrappedValue)
    }
    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}, fileID: String = #fileID,
        line: Int = #line
    ) -> some View {
        unsupported("the system file exporter (fileExporter)", fileID: fileID, line: line, when: isPresented.wrappedValue)
    }
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void, fileID: String = #fileID,
        line: Int = #line
    ) -> some View {
        unsupported("the system file mover (fileMover)", fileID: fileID, line: line, when: isPresented.wrappedValue)
    }
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
}
