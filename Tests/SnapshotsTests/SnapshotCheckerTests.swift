import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Snapshots

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

let config = SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .light, scale: 2)

func bitmap(_ value: UInt32, width: Int = 8, height: Int = 8) -> Bitmap { Bitmap(width: width, height: height, fill: value) }

@Suite struct SnapshotCheckerTests {
    @Test func namesComeFromWhatIsShown() throws {
        let name = try SnapshotName(screen: "Welcome", state: "default", configuration: config)
        #expect(name.relativePath == "Welcome/default.iphone17pro-portrait-light.png")
        var dark = config
        dark.colorScheme = .dark
        dark.contentSize = .accessibility3
        dark.scale = 3
        #expect(
            try SnapshotName(screen: "Stats", state: "empty", configuration: dark).relativePath == "Stats/empty.iphone17pro-portrait-dark-AX3@3x.png")
    }

    @Test(arguments: ["../etc", "a/b", "", ".hidden", "x\\y"])
    func namesThatCouldEscapeAreRejected(_ bad: String) {
        #expect(throws: SnapshotError.invalidName(what: "state", value: bad)) {
            _ = try SnapshotName(screen: "Welcome", state: bad, configuration: config)
        }
    }

    /// A device's name is part of the path as well (it wrote outside `__Snapshots__` once).
    @Test(arguments: ["../../escape", "a/b", ".hidden"])
    func deviceNamesThatCouldEscapeAreRejected(_ bad: String) {
        var hostile = config
        hostile.device.name = bad
        #expect(throws: SnapshotError.invalidName(what: "device", value: hostile.device.snapshotName)) {
            _ = try SnapshotName(screen: "Welcome", state: "default", configuration: hostile)
        }
    }

    @Test func recordModeFromEnvironment() {
        #expect(RecordMode.fromEnvironment([:]) == .missing)
        #expect(RecordMode.fromEnvironment(["SNAPSHOT_RECORD": "all"]) == .all)
        #expect(RecordMode.fromEnvironment(["SNAPSHOT_RECORD": "all", "CI": "true"]) == .never)
    }

    @Test func missingReferenceRecordsAndFails() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .missing)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        #expect(throws: SnapshotError.recorded(name: name.description, reference: checker.referenceURL(for: name).path)) {
            try checker.verify(bitmap(0xFF00_FF00), as: name)
        }
        #expect(try checker.verify(bitmap(0xFF00_FF00), as: name) == .matched)
    }

    @Test func missingReferenceOnCIFailsWithoutWriting() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .never)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        #expect { try checker.verify(bitmap(0xFF00_FF00), as: name) } throws: { error in
            guard case SnapshotError.missingReference = error else { return false }
            return true
        }
        #expect(!FileManager.default.fileExists(atPath: checker.referenceURL(for: name).path))
    }

    @Test func differentSizesNameBothSizes() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .never)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        try bitmap(0xFF00_FF00).writePNG(to: checker.referenceURL(for: name))
        #expect { try checker.verify(bitmap(0xFF00_FF00, width: 9), as: name) } throws: { error in
            "\(error)".contains("9×8 px") && "\(error)".contains("8×8 px")
        }
    }

    @Test func pixelDifferenceWritesActualAndDiff() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .never)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        try bitmap(0xFFFF_FFFF).writePNG(to: checker.referenceURL(for: name))
        var changed = bitmap(0xFFFF_FFFF)
        changed.pixels[3 * 8 + 2] = 0xFF00_0000
        do {
            try checker.verify(changed, as: name)
            Issue.record("must fail")
        } catch let SnapshotError.pixelsDiffer(_, differing, total, region, _, actual, diff, _) {
            #expect(differing == 1 && total == 64)
            #expect(region == "x 2…2, y 3…3")
            #expect(try Bitmap.readPNG(at: actual).isPixelIdentical(to: changed))
            #expect(try Bitmap.readPNG(at: diff).pixels[3 * 8 + 2] == 0xFFFF_0000)
        }
    }

    @Test func corruptReferenceSaysWhatToDo() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .never)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        let ref = checker.referenceURL(for: name)
        try FileManager.default.createDirectory(at: ref.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: ref)
        #expect { try checker.verify(bitmap(0), as: name) } throws: { error in
            guard case SnapshotError.unreadableReference = error else { return false }
            return "\(error)".contains("record it again")
        }
    }
}

@Suite struct ProvenanceTests {
    /// A reference rendered by other software fails as "environment changed", naming what changed.
    @Test func environmentChangeIsToldFromContentChange() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .never)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        try bitmap(0xFFFF_FFFF).writePNG(
            to: checker.referenceURL(for: name), metadata: [PNGMetadata.rendererKey: "secondskin-renderer 1; cairo 1.14"])
        #expect { try checker.verify(bitmap(0xFF00_0000), as: name) } throws: { error in
            guard case SnapshotError.environmentChanged(_, let changes, _) = error else { return false }
            return changes.count == 1 && changes[0].contains("cairo 1.14") && "\(error)".contains("the environment changed")
        }
        // Same software, different pixels: content changed.
        try bitmap(0xFFFF_FFFF).writePNG(to: checker.referenceURL(for: name), metadata: [PNGMetadata.rendererKey: Renderer.versions])
        #expect { try checker.verify(bitmap(0xFF00_0000), as: name) } throws: { error in
            if case SnapshotError.pixelsDiffer = error { return true }
            return false
        }
    }

    /// Recorded references carry provenance and the pixel hash; an unchanged snapshot matches
    /// from the hash alone.
    @Test func recordedReferencesCarryProvenance() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .missing)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        #expect(throws: SnapshotError.self) { try checker.verify(bitmap(0xFF12_3456), as: name) }
        let info = try PNGFileInfo.read(at: checker.referenceURL(for: name).path)
        #expect(info.text[PNGMetadata.deviceKey] == "iphone17pro-portrait 402x874 pt @2x")
        #expect(info.text[PNGMetadata.appearanceKey] == "light")
        #expect(info.text[PNGMetadata.rendererKey] == Renderer.versions)
        #expect(info.pixelHash == bitmap(0xFF12_3456).pixelHash)
        #expect(try checker.verify(bitmap(0xFF12_3456), as: name) == .matched)
    }

    @Test(arguments: ["truncated", "zero", "not-png"])
    func damagedReferencesFailClearly(_ kind: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .never)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        let url = checker.referenceURL(for: name)
        try bitmap(0xFFFF_FFFF, width: 64, height: 64).writePNG(to: url)
        let data = try Data(contentsOf: url)
        switch kind {
        case "truncated": try data.prefix(data.count / 2).write(to: url)
        case "zero": try Data().write(to: url)
        default: try Data("this is a text file with a .png name".utf8).write(to: url)
        }
        #expect { try checker.verify(bitmap(0xFFFF_FFFF, width: 64, height: 64), as: name) } throws: { error in
            guard case SnapshotError.unreadableReference = error else { return false }
            return "\(error)".contains("record it again")
        }
    }
}
