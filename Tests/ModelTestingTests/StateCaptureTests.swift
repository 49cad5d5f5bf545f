import Foundation
import LiveSQLite
import ModelTesting
import Observation
import ScreenDependencies
import Testing

@MainActor
@Suite struct StateCaptureTests {
    @Observable final class Child {
        var flag = true
    }

    @Observable final class Parent {
        enum Mode: Equatable {
            case idle
            case busy(progress: Int)
        }
        var title = "Shelf"
        var mode = Mode.busy(progress: 40)
        var tags: Set<String> = ["b", "a"]
        var counts = ["z": 1, "a": 2]
        var when: Date? = nil
        @ObservationIgnored let child = Child()
        @ObservationIgnored var cache: [Int] = [1, 2, 3]
        @ObservationIgnored @Dependency(\.uuid) var uuid
    }

    @Test func theStateIsWhatAViewCanObserve() throws {
        let state = try StateCapture.capture(Parent())
        #expect(state.children.map(\.label) == ["title", "mode", "tags", "counts", "when", "child"])
        #expect(
            state.lines().joined(separator: "\n") == """
                Parent(
                  title: "Shelf",
                  mode: Mode.busy(
                    progress: 40
                  ),
                  tags: [
                    [\"a\"]: "a",
                    [\"b\"]: "b"
                  ],
                  counts: [
                    [\"a\"]: 2,
                    [\"z\"]: 1
                  ],
                  when: nil,
                  child: Child(
                    flag: true
                  )
                )
                """)
    }

    @Test func differencesNameEachField() throws {
        let model = Parent()
        let before = try StateCapture.capture(model)
        model.title = "Pantry"
        model.child.flag = false
        model.counts["m"] = 5
        let after = try StateCapture.capture(model)
        #expect(
            StateDifference.between(before, after).map(\.description) == [
                #"title: expected "Shelf", actual "Pantry""#,
                #"counts["m"]: expected (absent), actual 5"#,
                "child.flag: expected true, actual false",
            ])
    }

    @Test func aCacheReusesUnchangedValuesAndSeesChangedOnes() throws {
        let model = Parent()
        let cache = StateCaptureCache()
        let first = try StateCapture.capture(model, reusing: cache)
        #expect(try StateCapture.capture(model, reusing: cache) == first)
        model.counts["a"] = 7
        model.child.flag = false
        let changed = try StateCapture.capture(model, reusing: cache)
        #expect(changed == (try StateCapture.capture(model)))
        #expect(StateDifference.between(first, changed).map(\.path) == [#"counts["a"]"#, "child.flag"])
    }

    struct Secret: CustomReflectable, Equatable {
        var code = 1234
        var customMirror: Mirror { Mirror(self, children: ["code": "••••"]) }
    }
    struct Pair: Equatable {
        var left: Int
        private var right: String
        init(_ left: Int, _ right: String) { (self.left, self.right) = (left, right) }
    }
    @Observable final class Structs {
        var secret = Secret()
        var pairs = [Pair(1, "a"), Pair(2, "b")]
    }

    @Test func structsShowTheirStoredFieldsOrTheirCustomMirror() throws {
        #expect(
            try StateCapture.capture(Structs()).lines().joined(separator: " ").replacingOccurrences(of: "  ", with: "")
                == #"Structs( secret: Secret( code: "••••" ), pairs: [ Pair( left: 1, right: "a" ), Pair( left: 2, right: "b" ) ] )"#)
    }

    @Observable final class Nested {
        var maybe: String?? = "x"
    }

    @Test func anOptionalIsCapturedByWhatItHoldsEachTime() throws {
        let model = Nested()
        #expect(try StateCapture.capture(model).lines() == ["Nested(", #"  maybe: "x""#, ")"])
        model.maybe = .some(nil)
        #expect(try StateCapture.capture(model).lines() == ["Nested(", "  maybe: nil", ")"])
    }

    @Observable final class WithClosure {
        var onDone: () -> Void = {}
    }

    @Observable final class WithTask {
        var loading: Task<Void, Never>?
        init() { loading = Task {} }
    }

    final class Plain {
        var x = 1
    }

    @Test func aNonInspectablePropertyIsNamedWithWhatToDo() throws {
        #expect(throws: StateCaptureError.notInspectable(model: "WithClosure", property: "onDone", type: "() -> ()", reason: "a closure")) {
            try StateCapture.capture(WithClosure())
        }
        do {
            _ = try StateCapture.capture(WithTask())
            Issue.record("captured a task handle")
        } catch let error as StateCaptureError {
            #expect("\(error)".contains("WithTask.loading holds a task handle"))
            #expect("\(error)".contains("@ObservationIgnored"))
        }
        #expect(throws: StateCaptureError.notObservable(type: "Plain")) { try StateCapture.capture(Plain()) }
    }

    @Test func aStoreOfANonInspectableModelThrowsAtOnce() throws {
        #expect(throws: StateCaptureError.self) { try ModelStore(WithClosure()) }
    }

    struct PlainFields {
        var text: String
        var number: Int
        var flag: Bool
        var amount: Double
    }

    /// The same fields behind `Any` (so the capturer walks them one by one).
    struct BoxedFields {
        var text: Any
        var number: Any
        var flag: Any
        var amount: Any
    }

    @Test(arguments: [
        "", "Inked", "with \"quotes\"", "back\\slash", "tab\there", "line\nbreak", "café", "👩🏽‍🎨 studio", "\u{7F}", "~ !#$%&'()*+,-./:;<=>?@[]^_`{|}",
    ])
    func plainFieldsReadFromTheStructWriteWhatTheWalkWrites(text: String) throws {
        for (number, amount) in [(0, 0.0), (-42, -1.5), (Int.max, 1e300), (7, 0.1 + 0.2), (1, .nan), (2, -.infinity)] {
            let direct = try StateCapture.capture(value: PlainFields(text: text, number: number, flag: number > 0, amount: amount))
            let walked = try StateCapture.capture(value: BoxedFields(text: text, number: number, flag: number > 0, amount: amount))
            #expect(direct.children.map(\.label) == ["text", "number", "flag", "amount"])
            #expect(direct.children.map(\.node) == walked.children.map(\.node))
            #expect(direct["text"]?.kind == .leaf(text.debugDescription))
            #expect(direct["amount"]?.kind == .leaf("\(amount)"))
        }
    }

    @Observable final class DeepClosure {
        struct Row {
            var id: Int
            var action: () -> Void
        }
        var rows = [Row(id: 1, action: {})]
    }

    @Test func aNonInspectableValueDeepInsideIsNamedByItsWholePath() throws {
        #expect(throws: StateCaptureError.notInspectable(model: "DeepClosure", property: "rows.[0].action", type: "() -> ()", reason: "a closure")) {
            try StateCapture.capture(DeepClosure())
        }
    }

    @Observable final class Rows {
        struct Row: Equatable {
            var id: Int
            var title: String
            var tags: [String]
            var note: String?
        }
        var rows = (0..<40).map { Row(id: $0, title: "row \($0)", tags: $0 % 3 == 0 ? ["a", "b"] : [], note: $0 % 2 == 0 ? nil : "odd") }
        var empty: [Row] = []
    }

    @Test func arraysOfKnownStructsReadFromTheirStorageWriteWhatTheFirstWalkWrote() throws {
        let model = Rows()
        // The first capture meets Row and walks each element; later ones read the array's storage.
        let first = try StateCapture.capture(model)
        let second = try StateCapture.capture(model)
        #expect(first == second)
        #expect(second["rows"]?.children.count == 40)
        #expect(second["rows"]?.children[3].label == "[3]")
        #expect(second["rows"]?["[3]"]?["tags"]?.lines() == ["[", #"  "a","#, #"  "b""#, "]"])
        #expect(second["rows"]?["[1]"]?["note"]?.kind == .leaf(#""odd""#))
        #expect(second["empty"]?.kind == .list && second["empty"]?.children.isEmpty == true)
        model.rows[7].title = "changed"
        let third = try StateCapture.capture(model)
        #expect(StateDifference.between(second, third).map(\.description) == [#"rows[7].title: expected "row 7", actual "changed""#])
    }

    @Observable final class RowsWithClosures {
        struct Row {
            var id: Int
            var onTap: () -> Void
        }
        var rows = [Row(id: 1, onTap: {}), Row(id: 2, onTap: {})]
    }

    @Test func aNonInspectableFieldOfAnArrayElementIsNamedEveryTime() throws {
        let expected = StateCaptureError.notInspectable(model: "RowsWithClosures", property: "rows.[0].onTap", type: "() -> ()", reason: "a closure")
        _ = try? StateCapture.capture(value: RowsWithClosures.Row(id: 0, onTap: {}))  // Row is known from here on
        #expect(throws: expected) { try StateCapture.capture(RowsWithClosures()) }
        #expect(throws: expected) { try StateCapture.capture(RowsWithClosures()) }
    }
}
