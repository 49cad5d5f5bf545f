import Foundation
import FoundationXML
import Testing

@testable import Snapshots

/// JUnit XML: one test case per snapshot, failures with their whole message, well-formed
/// whatever the message holds.
@Suite struct JUnitReportTests {
    let report = SnapshotReport(
        shards: ["1/1"], total: 2, passed: 1,
        failures: [
            .init(
                name: "Shelves/default.iphone17pro-portrait-light.png", message: "Shelves/default … differs: 12 pixels <&> \"x\"\u{1}\nactual: /a.png"
            )
        ],
        wallSeconds: 1, milliseconds: ["Shelves/default.iphone17pro-portrait-light.png": 120, "Item/expiring.ipadpro11-portrait-dark.png": 80])

    @Test func oneTestCasePerSnapshotWithItsTimeAndFailure() {
        let xml = JUnitReport(suite: "Pantry", report: report).xml()
        #expect(xml.contains(#"<testsuites name="Pantry" tests="2" failures="1" time="0.200">"#))
        #expect(xml.contains(#"<testcase classname="Item" name="expiring.ipadpro11-portrait-dark""#) && xml.contains(#"time="0.080"/>"#))
        #expect(xml.contains(#"<failure message="Shelves/default … differs: 12 pixels &lt;&amp;&gt; &quot;x&quot;\#u{FFFD}" type="snapshot">"#))
        #expect(xml.contains("actual: /a.png</failure>"))
    }

    @Test func theXMLIsWellFormed() throws {
        let xml = JUnitReport(suite: "Pan<try>", report: report).xml()
        let parser = XMLParser(data: Data(xml.utf8))
        final class Counter: NSObject, XMLParserDelegate {
            var testcases = 0
            var failures = 0
            func parser(_: XMLParser, didStartElement name: String, namespaceURI _: String?, qualifiedName _: String?, attributes _: [String: String])
            {
                if name == "testcase" { testcases += 1 }
                if name == "failure" { failures += 1 }
            }
        }
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.testcases == 2 && counter.failures == 1)
    }

    /// Snapshots `check --changed-since` left out are skipped test cases, never passed ones,
    /// and stay skipped through a merge.
    @Test func skippedSnapshotsAreSkippedTestCases() throws {
        var shard = report
        shard.skipped = ["About/default.iphone17pro-portrait-light.png"]
        let xml = JUnitReport(suite: "Pantry", report: shard).xml()
        #expect(xml.contains(#"<testsuites name="Pantry" tests="3" failures="1" time="0.200">"#))
        #expect(xml.contains(#"tests="3" failures="1" errors="0" skipped="1""#))
        #expect(
            xml.contains(
                #"<testcase classname="About" name="default.iphone17pro-portrait-light" file="__Snapshots__/About/default.iphone17pro-portrait-light.png" time="0.000">"#
                    + "\n      <skipped message=\"nothing it draws with changed\"/>\n    </testcase>"))
        var other = SnapshotReport(shards: ["2/2"], total: 0, passed: 0, failures: [], wallSeconds: 0)
        other.skipped = ["About/default.iphone17pro-portrait-dark.png"]
        shard.shards = ["1/2"]
        let merged = try SnapshotReport.merge([shard, other])
        #expect(merged.skipped == ["About/default.iphone17pro-portrait-dark.png", "About/default.iphone17pro-portrait-light.png"])
        #expect(merged.total == 2 && merged.passed == 1)
        let decoded = try JSONDecoder().decode(SnapshotReport.self, from: merged.encoded())
        #expect(decoded == merged)
        #expect(JUnitReport(suite: "Pantry", report: merged).xml().components(separatedBy: "<skipped ").count == 3)
    }
}
