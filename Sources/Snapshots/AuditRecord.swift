import Foundation
import ImageCodec
import ScreenLayout

/// The layout-audit findings of one snapshot that no exception accepted, saved beside the
/// run's artifacts with the image they were found in, so that the HTML report shows each
/// element boxed on its screen with what to change.
///
/// ```swift
/// try checker.report(findings, of: name, image: bitmap)   // in Audits; writes this and the report
/// ```
public struct AuditRecord: Codable, Equatable, Sendable {
    /// One finding: the check's name (`tap-target`), the element and its frame in points, the problem and the fix.
    public struct Item: Codable, Equatable, Sendable {
        public var check: String
        public var element: String
        public var x, y, width, height: Double
        public var problem: String
        public var fix: String
        public init(check: String, element: String, frame: Rect, problem: String, fix: String) {
            self.check = check
            self.element = element
            (x, y, width, height) = (frame.origin.x, frame.origin.y, frame.size.width, frame.size.height)
            self.problem = problem
            self.fix = fix
        }
    }

    public var name: String
    /// The rendered screen, in the artifacts folder.
    public var image: String
    /// The screen's size in points (the image is this times the scale).
    public var screenWidth, screenHeight: Double
    public var items: [Item]
    public var process: Int32

    public init(name: SnapshotName, image: URL, screen: Size, items: [Item]) {
        self.name = name.description
        self.image = image.path
        (screenWidth, screenHeight) = (screen.width, screen.height)
        self.items = items
        process = ProcessInfo.processInfo.processIdentifier
    }

    static func folder(in artifacts: URL) -> URL { artifacts.appendingPathComponent("audits") }

    func write(into artifacts: URL) throws {
        let folder = Self.folder(in: artifacts)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name.replacingOccurrences(of: "/", with: "__") + ".json")
        try JSONEncoder().encode(self).write(to: file, options: .atomic)
    }

    /// The audit records of this process in `artifacts`.
    public static func current(in artifacts: URL) -> [AuditRecord] {
        let folder = folder(in: artifacts)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let me = ProcessInfo.processInfo.processIdentifier
        return files.sorted().compactMap { try? JSONDecoder().decode(AuditRecord.self, from: Data(contentsOf: folder.appendingPathComponent($0))) }
            .filter { $0.process == me }
    }
}

extension SnapshotChecker {
    /// Saves `items` found in `image` (the rendered `name`) to the artifacts folder and
    /// rewrites the run's HTML report. Nothing is written when `items` is empty.
    public func reportAudit(_ items: [AuditRecord.Item], of name: SnapshotName, image: Bitmap) throws {
        guard !items.isEmpty else { return }
        let url = artifactURL(name, ".audit.png")
        try image.writePNG(to: url)
        let scale = name.configuration.effectiveScale
        let record = AuditRecord(
            name: name, image: url, screen: Size(width: Double(image.width) / scale, height: Double(image.height) / scale), items: items)
        try record.write(into: artifactsDirectory)
        try HTMLReport.write(from: artifactsDirectory)
    }
}
