import Foundation

/// A snapshot report as JUnit XML, the format every CI system shows natively (GitHub Actions
/// through a test-report action, GitLab `artifacts:reports:junit`, Buildkite Test Analytics,
/// Jenkins): one `<testcase>` per snapshot with its time, its screen as the class, and for a
/// failure the whole message — what differs, where the actual, expected and diff images are,
/// how to accept.
///
/// ```swift
/// try JUnitReport(suite: "Pantry", report: report).xml().write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct JUnitReport: Sendable {
    public var suite: String
    public var report: SnapshotReport

    public init(suite: String, report: SnapshotReport) {
        self.suite = suite
        self.report = report
    }

    /// Every snapshot the report timed, the failures it holds (also those not timed), and the
    /// snapshots it skipped.
    var caseNames: [String] {
        Set(report.milliseconds.keys).union(report.failures.map(\.name)).union(report.skipped).sorted()
    }

    public func xml() -> String {
        let failures = Dictionary(report.failures.map { ($0.name, $0.message) }, uniquingKeysWith: { a, b in a + "\n" + b })
        let names = caseNames
        let skipped = Set(report.skipped).subtracting(report.milliseconds.keys).subtracting(failures.keys)
        let seconds = names.reduce(0) { $0 + (report.milliseconds[$1] ?? 0) } / 1000
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Self.escape(suite))\" tests=\"\(names.count)\" failures=\"\(failures.count)\" time=\"\(Self.time(seconds))\">\n"
        xml +=
            "  <testsuite name=\"\(Self.escape(suite)) snapshots\" tests=\"\(names.count)\" failures=\"\(failures.count)\" errors=\"0\" skipped=\"\(skipped.count)\""
        xml += " time=\"\(Self.time(seconds))\">\n"
        for name in names {
            let screen = name.split(separator: "/").first.map(String.init) ?? name
            let test = String(name.dropFirst(screen.count + 1)).replacingOccurrences(of: ".png", with: "")
            let time = Self.time((report.milliseconds[name] ?? 0) / 1000)
            xml +=
                "    <testcase classname=\"\(Self.escape(screen))\" name=\"\(Self.escape(test))\" file=\"__Snapshots__/\(Self.escape(name))\" time=\"\(time)\""
            if let message = failures[name] {
                let first = message.split(separator: "\n").first.map(String.init) ?? message
                xml += ">\n      <failure message=\"\(Self.escape(first))\" type=\"snapshot\">\(Self.escape(message))</failure>\n    </testcase>\n"
            } else if skipped.contains(name) {
                xml += ">\n      <skipped message=\"nothing it draws with changed\"/>\n    </testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// Text as XML character data or attribute value; characters XML 1.0 cannot hold at all
    /// (most control characters) become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
