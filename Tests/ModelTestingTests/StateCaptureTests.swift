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
}
