import Foundation
import ScreenDependencies
import Testing

enum GreetingKey: DependencyKey {
    static let liveValue = "live hello"
    static let testValue = "test hello"
    static let previewValue = "preview hello"
}

/// A key without a test value.
enum SecretKey: DependencyKey {
    static let liveValue = "live secret"
}

extension DependencyValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
    var secret: String {
        get { self[SecretKey.self] }
        set { self[SecretKey.self] = newValue }
    }
}

/// A model that reads its dependencies from the scope it was made in.
final class Greeter: @unchecked Sendable {  // its wrappers never change
    @Dependency(\.greeting) var greeting
    @Dependency(\.uuid) var uuid
    func greet() -> String { greeting }
}

@Suite struct DependencyValuesTests {
    @Test func testsGetTestValuesAndPreviewsPreviewValues() {
        #expect(DependencyValues.current.context == .test)
        #expect(DependencyValues.current.greeting == "test hello")
        withDependencies {
            $0.context = .preview
        } operation: {
            #expect(DependencyValues.current.greeting == "preview hello")
        }
        withDependencies {
            $0.context = .live
        } operation: {
            #expect(DependencyValues.current.greeting == "live hello")
        }
    }

    @Test func overridesHoldForTheOperationOnly() async {
        withDependencies {
            $0.greeting = "hi"
        } operation: {
            #expect(DependencyValues.current.greeting == "hi")
        }
        #expect(DependencyValues.current.greeting == "test hello")
        await withDependencies {
            $0.greeting = "async hi"
        } operation: {
            await Task.yield()
            let inner = await Task { DependencyValues.current.greeting }.value
            #expect(inner == "async hi")
        }
        #expect(DependencyValues.current.greeting == "test hello")
    }

    @Test func aModelKeepsTheValuesOfTheScopeItWasMadeIn() async {
        let greeter = withDependencies {
            $0.greeting = "scoped"
        } operation: {
            Greeter()
        }
        #expect(greeter.greet() == "scoped")
        let elsewhere = await Task.detached { greeter.greet() }.value
        #expect(elsewhere == "scoped")
        #expect(Greeter().greet() == "test hello")
    }

    @Test func defaultValuesAreMadeOncePerScope() {
        let a = withDependencies {
            $0.useFreshValues()
        } operation: {
            Greeter()
        }
        #expect(a.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(a.uuid().uuidString == "00000000-0000-0000-0000-000000000002")
        let b = withDependencies {
            $0.useFreshValues()
        } operation: {
            Greeter()
        }
        #expect(b.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    }

    @Test func anUnimplementedDependencyFailsTheTestNamingIt() {
        let messages = LockedValue<[String]>([])
        let record = IssueRecorder { message in messages.withLock { $0.append(message) } }
        let value = DependencyIssue.$reporter.withValue(record) { DependencyValues.current.secret }
        #expect(value == "live secret")  // the preview value (the live one here): the test goes on
        #expect(messages.withLock { $0.count } == 1)
        #expect(messages.withLock { $0.first ?? "" }.contains("SecretKey"))
        // Touched again: fails again (an unimplemented value is never kept).
        DependencyIssue.$reporter.withValue(record) { _ = DependencyValues.current.secret }
        #expect(messages.withLock { $0.count } == 2)
    }

    @Test func anUnimplementedDependencyFailsThroughTheTestingModule() {
        withKnownIssue {
            _ = DependencyValues.current.secret
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Unimplemented dependency") && $0.rawValue.contains("SecretKey") }
        }
        // Overridden, it is fine.
        withDependencies {
            $0.secret = "stub"
        } operation: {
            #expect(DependencyValues.current.secret == "stub")
        }
    }
}
