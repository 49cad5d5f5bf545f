import Foundation
import Testing

@testable import ScreenUI

/// Formatted values read the same on every machine: en_US, the snapshot's locale, unless a
/// view sets another, whatever locale the process runs in.
@MainActor
@Suite struct TextFormatLocaleTests {
    let day = Date(timeIntervalSince1970: 3 * 86_400)

    @Test func aFormattedDateIsEnglishUnlessTheEnvironmentSaysOtherwise() {
        let numeric = Date.FormatStyle(date: .numeric, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
        #expect(renderedStrings(of: Text(day, format: numeric)) == ["1/4/1970"])
        #expect(renderedStrings(of: Text(day, format: numeric).environment(\.locale, Locale(identifier: "de_DE"))) == ["4.1.1970"])
        #expect(renderedStrings(of: Text("On \(day, format: numeric)")) == ["On 1/4/1970"])
        #expect(renderedStrings(of: Text(1234.5, format: .number)) == ["1,234.5"])
        #expect(renderedStrings(of: Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "fr_FR"))) == ["1\u{202F}234,5"])
    }
}
