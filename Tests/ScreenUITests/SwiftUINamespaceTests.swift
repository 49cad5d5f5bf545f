import Foundation
import Testing

@testable import ScreenUI

/// `SwiftUI.PreferenceKey`, `SwiftUI.Color`: a file that qualifies a name by the module (where
/// its own type would clash) compiles with only its import changed, and every public type of
/// the kit is in the namespace.
@MainActor
@Suite struct SwiftUINamespaceTests {
    struct SizeKey: SwiftUI.PreferenceKey {
        static var defaultValue: CGFloat { 0 }
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }
    struct Color {}  // an app's own type named like SwiftUI's
    struct Badge: SwiftUI.View {
        @SwiftUI.State var count = 2
        var scheme: SwiftUI.ColorScheme = .dark
        var body: some SwiftUI.View { SwiftUI.Text("\(count)").foregroundStyle(SwiftUI.Color.red) }
    }

    @Test func qualifiedNamesAreTheKitsTypes() {
        #expect(SizeKey.defaultValue == 0)
        #expect(renderedStrings(of: Badge()) == ["2"])
        #expect(SwiftUI.ColorScheme.self == ColorScheme.self)
    }

    @Test func everyPublicTypeIsInTheNamespace() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ScreenUI")
        let pattern = try Regex(
            #"(?m)^(?:@\w+(?:\([^)]*\))? )*(?:nonisolated )?(?:open|public) (?:final )?(?:struct|enum|protocol|class|actor|typealias) ([A-Za-z_]\w*)"#
        )
        var names = Set<String>()
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", file.lastPathComponent != "SwiftUINamespace.swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) { if let name = match.output[1].substring { names.insert(String(name)) } }
        }
        names.remove("SwiftUI")
        let namespace = try String(contentsOf: sources.appendingPathComponent("Compat/SwiftUINamespace.swift"), encoding: .utf8)
        let missing = names.filter { !namespace.contains("public typealias \($0) = ScreenUI.\($0)\n") }.sorted()
        #expect(missing.isEmpty, "add to Compat/SwiftUINamespace.swift: \(missing)")
        #expect(names.count > 500)
    }
}
