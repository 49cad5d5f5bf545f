import Foundation
import ScreenUITesting
import Testing
import UniformTypeIdentifiers

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// Transferable values, drag and drop, item providers and file documents: declarations a
/// still keeps (and a test can run), and pickers reported while they are presented.
@MainActor
@Suite struct TransferAndDocumentsTests {
    struct Design: Codable, Equatable, Transferable {
        var name: String
        var isPublic = true
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: { (design: Design) in design.name }).exportingCondition { $0.isPublic }
        }
    }

    struct Backup: FileDocument {
        static var readableContentTypes: [UTType] { [.json] }
        var text: String
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws { text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self) }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
    }

    @Test func aTransferableValueExportsThroughItsRepresentationsInOrder() async throws {
        let design = Design(name: "Koi")
        #expect(Design.exportedContentTypes == [.json, .plainText])
        let json = try #require(try await design.exported(as: .json))
        #expect(try JSONDecoder().decode(Design.self, from: json) == design)
        #expect(try await design.exported(as: .plainText) == Data("Koi".utf8))
        #expect(try await Design(name: "Secret", isPublic: false).exported(as: .plainText) == nil, "the condition keeps the proxy back")
        #expect(try await URL(string: "https://example.com")!.exported(as: .url) == Data("https://example.com".utf8))
    }

    @Test func anItemProviderCarriesWhatItWasGiven() {
        let provider = NSItemProvider(object: "Koi sketch" as NSString)
        #expect(provider.registeredTypeIdentifiers == [UTType.plainText.identifier])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(provider.canLoadObject(ofClass: NSString.self))
        nonisolated(unsafe) var loaded: String?
        provider.loadObject(ofClass: NSString.self) { object, _ in loaded = (object as? NSString).map { $0 as String } }
        #expect(loaded == "Koi sketch")
        let info = DropInfo(location: CGPoint(x: 4, y: 8), itemProviders: [provider])
        #expect(info.hasItemsConforming(to: [.text]) && !info.hasItemsConforming(to: [.image]))
    }

    @Test func aFileWrapperWritesAndReadsAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wrapper-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = FileWrapper(directoryWithFileWrappers: ["notes.txt": FileWrapper(regularFileWithContents: Data("ink".utf8))])
        root.addRegularFile(withContents: Data("{}".utf8), preferredFilename: "meta.json")
        try root.write(to: folder)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && !read.isRegularFile)
        #expect(read.fileWrappers?["notes.txt"]?.regularFileContents == Data("ink".utf8))
        #expect(read.fileWrappers?["meta.json"]?.regularFileContents == Data("{}".utf8))
        let backup = try Backup(configuration: .init(contentType: .json, file: FileWrapper(regularFileWithContents: Data("saved".utf8))))
        #expect(backup.text == "saved")
        #expect(Backup.writableContentTypes == [.json])
    }

    @Test func pickersAreReportedOnlyWhilePresented() {
        func exporter(_ presented: Bool) -> some View {
            Text("Backups").fileExporter(isPresented: .constant(presented), document: Backup(text: "x"), contentType: .json) { _ in }
        }
        #expect(reportedFeatures(of: exporter(false)).isEmpty)
        #expect(reportedFeatures(of: exporter(true)) == ["the system file exporter (fileExporter)"])
        let importer = Text("Import").fileImporter(isPresented: .constant(true), allowedContentTypes: [.json]) { _ in }
        #expect(reportedFeatures(of: importer) == ["the system file picker (fileImporter)"])
    }

    @Test func dragSourcesAndDropTargetsLookAsTheyDoAtRest() {
        let plain = VStack {
            Text("Koi")
            Text("Rose")
        }
        let dragged = VStack {
            Text("Koi").draggable(Design(name: "Koi"))
            Text("Rose").dropDestination(for: String.self) { _, _ in true }
                .onDrop(of: [.text], isTargeted: nil) { _ in true }
                .onDrag { NSItemProvider(object: "Rose" as NSString) }
        }
        #expect(renderedStrings(of: dragged) == renderedStrings(of: plain))
        #expect(reportedFeatures(of: dragged).isEmpty)
    }
}
