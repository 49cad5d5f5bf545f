import Foundation
import Observation
import ScreenSnapshotTesting
import Testing

/// A model's records, as an app keeps them.
struct Grocery: Codable, Equatable, Sendable {
    enum Shelf: String, Codable, Sendable { case fridge, cupboard }
    var name: String
    var quantity: Int
    var shelf: Shelf
    var bestBefore: Date?
}

/// An observable model: tracked state, an ignored cache, and an ignored child model.
@Observable final class Basket {
    var owner = "Ada"
    var counts: [String: Int] = ["pears": 2, "apples": 3]
    @ObservationIgnored var cache: [Int] = [1, 2, 3]
    @ObservationIgnored let note = BasketNote()
}

@Observable final class BasketNote {
    var text: String?
}

let groceries = [
    Grocery(name: "Milk", quantity: 2, shelf: .fridge, bestBefore: nil),
    Grocery(name: "Rice", quantity: 1, shelf: .cupboard, bestBefore: Date(timeIntervalSince1970: 1_800_000_000)),
]

func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

/// A string an issue matcher (a sendable closure) fills in.
final class Box: @unchecked Sendable {
    var value = ""
}

/// Text snapshots: the image assertion's folder, naming, record modes and failure messages,
/// for JSON, dumps, the layout dump and the semantics tree.
@Suite struct AssertTextSnapshotTests {
    @Test func recordsThenPasses() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        withKnownIssue("recording fails once") {
            assertTextSnapshot(of: groceries, as: .json, named: "default", in: "Groceries", snapshotsDirectory: dir, record: .missing)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Recorded a new reference for Groceries/default.json")
        }
        let json = try read(dir.appendingPathComponent("Groceries/default.json"))
        #expect(json.hasPrefix("[\n  {\n    \"name\" : \"Milk\",\n    \"quantity\" : 2,\n    \"shelf\" : \"fridge\"\n  },\n"), "\(json)")
        #expect(json.contains("\"bestBefore\" : \"2027-01-15T08:00:00Z\"") && json.hasSuffix("]\n"), "\(json)")
        assertTextSnapshot(of: groceries, as: .json, named: "default", in: "Groceries", snapshotsDirectory: dir, record: .never)
        // Recording everything leaves an unchanged reference alone, and passes.
        let written = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("Groceries/default.json").path)[.modificationDate]
        assertTextSnapshot(of: groceries, as: .json, named: "default", in: "Groceries", snapshotsDirectory: dir, record: .all)
        #expect(
            try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("Groceries/default.json").path)[.modificationDate] as? Date
                == written as? Date)
    }

    @Test func aChangedValueFailsWithTheChangedLines() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        withKnownIssue { assertTextSnapshot(of: groceries, as: .dump, named: "default", in: "Groceries", snapshotsDirectory: dir, record: .missing) }
        var changed = groceries
        changed[0].quantity = 1
        let actualPath = Box()
        withKnownIssue {
            assertTextSnapshot(of: changed, as: .dump, named: "default", in: "Groceries", snapshotsDirectory: dir, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            actualPath.value = text.split(separator: "\n").first { $0.hasPrefix("  actual:   ") }.map { String($0.dropFirst(12)) } ?? ""
            return text.hasPrefix(
                "Groceries/default.dump.txt differs from its reference:\n    @@ -4 +4 @@\n    -    quantity: 2,\n    +    quantity: 1,\n")
                && text.contains("expected: \(dir.path)/Groceries/default.dump.txt")
                && text.contains("accept it: SNAPSHOT_RECORD=failed swift test (or cp '")
        }
        #expect(actualPath.value.hasSuffix("Groceries/default.actual.dump.txt"))
        #expect(try read(URL(fileURLWithPath: actualPath.value)) == TextDump.text(of: changed))
        // SNAPSHOT_RECORD=failed accepts it (failing once); then it passes.
        withKnownIssue { assertTextSnapshot(of: changed, as: .dump, named: "default", in: "Groceries", snapshotsDirectory: dir, record: .failed) }
        assertTextSnapshot(of: changed, as: .dump, named: "default", in: "Groceries", snapshotsDirectory: dir, record: .never)
    }

    @Test func ciNeverRecords() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ci = RecordMode.fromEnvironment(["CI": "true", "SNAPSHOT_RECORD": "all"])
        #expect(ci == .never)
        withKnownIssue {
            assertTextSnapshot(of: groceries, as: .json, named: "default", in: "Groceries", snapshotsDirectory: dir, record: ci)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("No reference for Groceries/default.json") && text.contains("recording is off (CI=true or SNAPSHOT_RECORD=never)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Groceries").path))
    }

    @Test(arguments: [("../escape", "Groceries"), ("default", "../.."), ("a/b", "Groceries"), ("default", ".hidden"), ("", "Groceries")])
    func aHostileNameIsRefused(name: String, folder: String) throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        withKnownIssue {
            assertTextSnapshot(of: groceries, as: .json, named: name, in: folder, snapshotsDirectory: dir, record: .missing)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Invalid snapshot")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.deletingLastPathComponent().appendingPathComponent("escape.json").path))
    }

    @Test func aValueWithoutTextSaysWhy() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        withKnownIssue {
            assertTextSnapshot(of: [Double.nan], as: .json, named: "nan", in: "Numbers", snapshotsDirectory: dir, record: .missing)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("Cannot write Numbers/nan.json as json: ") && text.contains("Nothing was recorded")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// An observable model dumps as the state a view can observe, in a deterministic order.
    @Test func anObservableModelDumpsItsObservableState() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let basket = Basket()
        #expect(
            TextDump.text(of: basket) == """
                Basket(
                  owner: "Ada",
                  counts: [
                    "apples": 3,
                    "pears": 2
                  ],
                  note: BasketNote(
                    text: nil
                  )
                )

                """)
        withKnownIssue { assertTextSnapshot(of: basket, as: .dump, named: "default", in: "Basket", snapshotsDirectory: dir, record: .missing) }
        basket.note.text = "for Grace"
        withKnownIssue {
            assertTextSnapshot(of: basket, as: .dump, named: "default", in: "Basket", snapshotsDirectory: dir, record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("    -    text: nil\n    +    text: \"for Grace\"\n")
        }
    }

    /// The layout dump strategy writes exactly what the image assertion keeps beside the image,
    /// under the same name; the semantics tree goes beside it.
    @Test func layoutDumpAndSemanticsOfAScreen() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = [SnapshotConfiguration(device: small)]
        withKnownIssue {
            assertScreenSnapshot(of: badge("Healed"), screen: "Badge", on: config, theme: try theme.get(), snapshotsDirectory: dir, record: .missing)
        }
        // Already recorded by the image assertion: passes at once.
        assertTextSnapshot(
            of: badge("Healed"), as: .layoutDump, screen: "Badge", on: config, theme: try theme.get(), snapshotsDirectory: dir, record: .never)
        withKnownIssue {
            assertTextSnapshot(
                of: badge("Healed"), as: .semantics, screen: "Badge", on: config, theme: try theme.get(), snapshotsDirectory: dir, record: .missing)
        }
        let semantics = try read(dir.appendingPathComponent("Badge/default.badge-portrait-light.semantics.txt"))
        #expect(semantics.hasPrefix("text \"Healed\" ("), "\(semantics)")
        assertTextSnapshot(
            of: badge("Healed"), as: .semantics, screen: "Badge", on: config, theme: try theme.get(), snapshotsDirectory: dir, record: .never)
        try withKnownIssue {
            assertTextSnapshot(
                of: badge("Healing"), as: .semantics, screen: "Badge", on: config, theme: try theme.get(), snapshotsDirectory: dir, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("-text \"Healed\"") && text.contains("+text \"Healing\"")
        }
    }
}
