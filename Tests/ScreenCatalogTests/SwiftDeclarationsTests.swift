import ScreenCatalog
import Testing

/// The names a Swift file offers other files, found without a compiler.
@Suite struct SwiftDeclarationsTests {
    /// `import struct Module.Name` names another module's type: the file declares nothing.
    @Test func scopedImportsDeclareNothing() {
        let found = SwiftDeclarations(
            scanning: """
                import ScreenLayout
                import struct ScreenUI.Environment
                @testable import protocol ScreenUI.View
                public struct ShelfScreen: View { var body: some View { Text("") } }
                """)
        #expect(found.names == ["ShelfScreen"])
        #expect(found.unnameable.isEmpty)
    }

    @Test func topLevelNamesAndMembersOfOtherFilesTypes() {
        let found = SwiftDeclarations(
            scanning: """
                import ScreenLayout

                /// A `struct Hidden` in a comment declares nothing.
                @MainActor
                public enum ShelfScreen {
                    static let entry = 1
                    static func body(_ model: ShelfModel) -> Node {
                        let local = "struct NotAType \\(model.title)"
                        func helper() {}
                        return Text(local)
                    }
                    enum Nested { case a, b }
                }
                struct ShelfRow: Equatable { var title: String }
                func shelfTitle() -> String { "" }
                let shelfSpacing = 8.0
                private let secret = 1
                typealias Rows = [ShelfRow]
                extension ShelfScreen { static let extra = 2 }
                extension Color {
                    static let shelfTint = Color(.tint)
                    fileprivate static let hidden = 1
                    static func shelf(_ x: Int) -> Color { .red }
                }
                enum Kind { case jar, tin(Int), box = 3 }
                extension Kind { case nothing }
                """)
        #expect(found.names == ["ShelfScreen", "ShelfRow", "shelfTitle", "shelfSpacing", "Rows", "shelfTint", "shelf", "Kind"])
        #expect(found.unnameable.isEmpty)
    }

    @Test func whatOthersUseWithoutNamingItIsListedApart() {
        let found = SwiftDeclarations(
            scanning: """
                extension Piece: Comparable {
                    static func < (a: Piece, b: Piece) -> Bool { a.date < b.date }
                }
                extension Text {
                    init(piece: Piece) { self.init(piece.title) }
                    subscript(i: Int) -> Int { i }
                }
                func + (a: Jar, b: Jar) -> Jar { a }
                struct Jar {}
                extension Jar: Hashable { static func == (a: Jar, b: Jar) -> Bool { true } }
                extension Piece { var description: String { title } }
                """)
        #expect(
            found.unnameable == [
                "operator +", "extension Piece: …", "operator < in extension Piece", "init in extension Text", "subscript in extension Text",
                "description in extension Piece",
            ])
        #expect(found.names == ["Jar", "description"])
    }
}
