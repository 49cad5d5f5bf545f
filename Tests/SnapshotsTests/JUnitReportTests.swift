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
}
