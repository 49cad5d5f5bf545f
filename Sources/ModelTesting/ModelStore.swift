import Foundation
import LiveSQLite
import ScreenDependencies

/// A test store for any `@Observable` model: each step runs an action, waits until every
/// database commit it made has reached the live queries, captures the model's whole state
/// (and the pending local notifications) and fails, field by field, where the stated change and
/// the real one differ. Effects the model starts through ``ScreenDependencies/Effects`` are
/// awaited with ``receive(_:timeout:changes:fileID:filePath:line:column:)`` or
/// ``finish(timeout:fileID:filePath:line:column:)``; a store released with effects still running
/// fails, naming them. Works under Swift Testing and XCTest.
///
/// ```swift
/// @Test @MainActor func saving() async throws {
///     let db = try Database.inMemory()
///     let store = try ModelStore(database: db) { $0.date = .constant(now) } model: { try EditorModel(database: db) }
///     try await store.send { $0.title = "Flour" } changes: { $0.title = "Flour" }
///     try await store.send { try $0.save() } changes: {
///         $0.items.value.append(Item(id: 1, title: "Flour"))
///         $0.title = ""
///     }
/// }
/// ```
@MainActor
public final class ModelStore<Model: AnyObject> {
    /// Whether every change must be stated.
    public enum Exhaustivity: Sendable, Equatable {
        /// Any change not stated fails (the default).
        case exhaustive
        /// Only the stated changes are checked (for large models).
        case partial
    }

    public let model: Model
    public let database: Database?
    /// The dependencies the model was made with (and the store watches effects and
    /// notifications through).
    public let dependencies: DependencyValues
    public var exhaustivity: Exhaustivity = .exhaustive
    /// How long ``receive(_:timeout:changes:fileID:filePath:line:column:)`` and ``finish(timeout:fileID:filePath:line:column:)`` wait for effects by default.
    public var timeout: Duration = .seconds(10)

    private let notifications: (any NotificationScheduling)?
    private let cache = StateCaptureCache()
    private let tracker: EffectTracker?
    private var state: StateNode
    private var received: Set<Int> = []
    private var finished = false
    private let location: ModelTestLocation
    private let typeName: String
    /// Where failures go, as it was when the store was made (a deinit sees no task-locals).
    private let reporting = IssueContext.current

    /// A store for `model`, made beforehand in the current dependency scope (its effects and
    /// notifications are those of ``dependencies``). Throws ``StateCaptureError`` when its
    /// state cannot be captured.
    public init(
        _ model: Model, database: Database? = nil, dependencies: DependencyValues = DependencyValues.current,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) throws {
        self.model = model
        self.database = database
        self.dependencies = dependencies
        location = ModelTestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        typeName = StateNode.displayName(String(describing: Model.self))
        let notifications = dependencies.context == .live ? nil : dependencies.notifications
        self.notifications = notifications
        tracker = dependencies.effects.tracker
        state = try Self.capture(model, notifications: notifications, cache: cache)
    }

    /// A store for the model `make` builds with test dependencies of its own (a fresh scope:
    /// a new test clock, UUIDs from 1, no notifications), changed by `update`.
    public convenience init(
        database: Database? = nil, dependencies update: (inout DependencyValues) throws -> Void = { _ in },
        model make: () throws -> Model,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) throws {
        var values = DependencyValues.current
        values.context = .test
        values.useFreshValues()
        try update(&values)
        let model = try DependencyValues.$current.withValue(values) { try make() }
        try self.init(model, database: database, dependencies: values, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    isolated deinit {
        guard !finished, let tracker else { return }
        let running = tracker.running
        guard !running.isEmpty else { return }
        tracker.cancelAll()
        reporting.report(
            "\(typeName) store ended with effects still running: \(running.map(\.description).joined(separator: ", ")). "
                + "Await them with `store.receive(\"name\")` or `store.finish()` (advance the test clock if they sleep), or cancel them.",
            at: location)
    }

    /// The test clock of the store's dependencies, when the clock is one.
    public var clock: TestClock? { dependencies.clock as? TestClock }

    /// Runs `action` on the model, waits until the database has delivered every commit it made
    /// to the live queries, and checks the state against the one `changes` states (from the
    /// state before the step). A thrown error is rethrown after the check, so that a refused
    /// action's state (an error message shown) is checked too. With `databaseUnchanged`, the
    /// step also fails when any row or schema object of ``database`` differs after it (a
    /// refused action must write nothing).
    public func send(
        databaseUnchanged: Bool = false, _ action: @MainActor (Model) async throws -> Void, changes: (StateChanges<Model>) -> Void = { _ in },
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async throws {
        let location = ModelTestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let contents = databaseUnchanged ? try database.map(DatabaseContents.init) : nil
        try checkNothingChangedSinceLastStep(at: location)
        let stated = StateChanges(model: model, pendingNotifications: notifications?.pending())
        changes(stated)
        let befores = stated.assignments.map { try? StateCapture.capture(value: $0.before) }
        let moments = watchAmbiguous(stated, befores: befores)
        var failure: (any Error)?
        do { try await action(model) } catch { failure = error }
        await settle()
        try check(stated, step: "send", at: location, moments: moments, befores: befores)
        if let contents, let database {
            let differences = try DatabaseContents(database).differences(from: contents)
            if !differences.isEmpty {
                reportIssue("The database changed in a step that must leave it unchanged:\n  " + differences.joined(separator: "\n  "), at: location)
            }
        }
        if let failure { throw failure }
    }

    /// Waits for the oldest effect named `name` not yet received nor cancelled (started by an
    /// earlier step) to finish, up to `timeout`, then checks the state it left against `changes`. Fails when
    /// no such effect was started, or when it is still running then (advance the test clock).
    /// The model has moved on when `changes` runs, so it reads the new values: state whole
    /// values (`$0.isSaving = false`, `$0.status = .saved`) rather than edits of old ones.
    public func receive(
        _ name: String, timeout: Duration? = nil, changes: (StateChanges<Model>) -> Void = { _ in },
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async throws {
        let location = ModelTestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let tracker else {
            reportIssue("\(typeName) store watches no effects: its dependencies have no effect tracker (live context).", at: location)
            return
        }
        let candidates = tracker.records.filter { !received.contains($0.id) && !$0.wasCancelled }
        guard let record = candidates.first(where: { $0.name == name }) else {
            let started = candidates.map(\.description)
            reportIssue(
                "No effect named '\(name)' to receive. "
                    + (started.isEmpty ? "None is waiting." : "Waiting: \(started.joined(separator: ", ")).")
                    + " Effects count when started with `@Dependency(\\.effects)`'s `run(\"name\")`.",
                at: location)
            return
        }
        received.insert(record.id)
        let wait = timeout ?? self.timeout
        guard await tracker.wait(for: record.id, timeout: wait) else {
            reportIssue(
                "Effect \(record) is still running after \(wait). If it sleeps on the test clock, advance it "
                    + "(`await store.clock?.advance(by: …)`) before receiving.",
                at: location)
            return
        }
        await settle()
        try checkAgainstLastState(changes, at: location)
    }

    /// Waits for every effect still running (up to `timeout`), then checks that nothing
    /// changed unstated since the last step. Fails naming the effects still running, and
    /// cancels them.
    public func finish(
        timeout: Duration? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async throws {
        let location = ModelTestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        finished = true
        if let tracker {
            let running = await tracker.waitForAll(timeout: timeout ?? self.timeout)
            if !running.isEmpty {
                tracker.cancelAll()
                reportIssue(
                    "\(typeName) store finished with effects still running: \(running.map(\.description).joined(separator: ", ")). "
                        + "Advance the test clock if they sleep, or cancel them.",
                    at: location)
            }
        }
        await settle()
        try checkNothingChangedSinceLastStep(at: location)
    }

    /// Waits until the database has delivered every commit to the live queries.
    public func settle() async {
        await database?.settled()
    }

    // MARK: - Checking

    private static func capture(_ model: Model, notifications: (any NotificationScheduling)?, cache: StateCaptureCache) throws -> StateNode {
        var node = try StateCapture.capture(model, reusing: cache)
        if let notifications {
            let pending = try StateCapture.capture(value: notifications.pending())
            node.children.append(StateNode.Child(label: "pendingNotifications", node: pending))
        }
        return node
    }

    /// Compares the state now with `changes` applied to the state after the last step.
    private func checkAgainstLastState(_ changes: (StateChanges<Model>) -> Void, at location: ModelTestLocation) throws {
        // Changes are stated by reading the model; for a received effect the model already
        // moved on, so the stated values are checked against the new state by key path.
        let stated = StateChanges(model: model, pendingNotifications: notifications?.pending())
        changes(stated)
        try check(stated, step: "receive", at: location, statedFromCurrent: true)
    }

    /// Watches the stated key paths that could point at more than one field.
    /// `befores`: each assignment's value before the step, captured (nil where it cannot be).
    private func watchAmbiguous(_ stated: StateChanges<Model>, befores: [StateNode?]) -> ChangeMoments? {
        var ambiguous: [AnyKeyPath] = []
        for (assignment, before) in zip(stated.assignments, befores) {
            guard let before else { continue }
            if KeyPathResolution.candidates(of: assignment.keyPath, before: before, in: state).count > 1 { ambiguous.append(assignment.keyPath) }
        }
        guard !ambiguous.isEmpty else { return nil }
        let model = model
        return ChangeMoments(model, keyPaths: ambiguous) { keyPath in _ = model[keyPath: keyPath] }
    }

    private func check(
        _ stated: StateChanges<Model>, step: String, at location: ModelTestLocation, statedFromCurrent: Bool = false, moments: ChangeMoments? = nil,
        befores: [StateNode?] = []
    ) throws {
        let before = state
        let after = try Self.capture(model, notifications: notifications, cache: cache)
        state = after
        var expected = before
        var checkedPaths: [[String]] = []
        var unresolved: [String] = []
        for (index, assignment) in stated.assignments.enumerated() {
            let statedNode = try StateCapture.capture(value: assignment.value)
            let beforeNode = try (index < befores.count ? befores[index] : nil) ?? StateCapture.capture(value: assignment.before)
            let path: [String]?
            if statedFromCurrent {
                path = KeyPathResolution.path(
                    of: assignment.keyPath, before: beforeNode, stated: statedNode, in: after, after: after, claimed: checkedPaths)
            } else {
                path = KeyPathResolution.path(
                    of: assignment.keyPath, before: beforeNode, stated: statedNode, in: before, after: after,
                    moment: moments?.state(at: assignment.keyPath), claimed: checkedPaths)
            }
            guard let path else {
                unresolved.append("\(assignment.keyPath)")
                continue
            }
            expected = expected.replacing(path[...], with: statedNode)
            checkedPaths.append(path)
        }
        if stated.notificationsChanged {
            let node = try StateCapture.capture(value: stated.pendingNotifications)
            expected = expected.replacing(["pendingNotifications"], with: node)
            checkedPaths.append(["pendingNotifications"])
        }
        var differences = StateDifference.between(expected, after)
        if exhaustivity == .partial {
            let prefixes = checkedPaths.map { StateDifference.render($0) }
            differences = differences.filter { d in prefixes.contains { d.path == $0 || d.path.hasPrefix($0 + ".") || d.path.hasPrefix($0 + "[") } }
        }
        var message: [String] = []
        if !unresolved.isEmpty {
            message.append(
                "Could not find in \(typeName)'s state what these key paths point at: \(unresolved.joined(separator: ", ")) "
                    + "(a computed property is not state: state the stored values it is computed from).")
        }
        if !differences.isEmpty {
            message.append(
                "\(typeName) state after \(step) differs from the stated change (− expected, + actual):\n"
                    + differences.map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n"))
        }
        if !message.isEmpty { reportIssue(message.joined(separator: "\n"), at: location) }
    }

    private func checkNothingChangedSinceLastStep(at location: ModelTestLocation) throws {
        let now = try Self.capture(model, notifications: notifications, cache: cache)
        let differences = StateDifference.between(state, now)
        state = now
        guard !differences.isEmpty else { return }
        reportIssue(
            "\(typeName) state changed outside a step (an effect that was not received, or a write nobody awaited): "
                + "receive it with `store.receive(\"name\") { … }` first.\n"
                + differences.map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n"),
            at: location)
    }
}
