import Foundation
import Observation

/// The state at the moment each stated property started to change: Observation calls back in
/// the property's `willSet`, when it still holds its old value and the fields changed before
/// it already hold their new ones. That tells apart fields a key path cannot name (two `Bool`s
/// that both flipped): the one a key path means is the one still unchanged at its moment.
///
/// ```swift
/// let moments = ChangeMoments(model, keyPaths: [\Model.isSaving])
/// try model.save()
/// moments.state(at: \Model.isSaving)   // the state captured in isSaving's willSet
/// ```
@MainActor
final class ChangeMoments {
    private let box: Box

    /// Watches each of `keyPaths` of `model` (read through `read`) until its first change.
    init(_ model: AnyObject, keyPaths: [AnyKeyPath], read: (AnyKeyPath) -> Void) {
        self.keyPaths = keyPaths
        box = Box(model: model)
        for (index, keyPath) in keyPaths.enumerated() {
            let box = box
            withObservationTracking {
                read(keyPath)
            } onChange: {
                box.record(index)
            }
        }
    }

    private let keyPaths: [AnyKeyPath]

    func state(at keyPath: AnyKeyPath) -> StateNode? {
        keyPaths.firstIndex(of: keyPath).flatMap { box.states[$0] }
    }

    /// What the callbacks touch; they run on the thread that changes the model (its actor).
    private final class Box: @unchecked Sendable {
        let model: AnyObject
        var states: [Int: StateNode] = [:]
        init(model: AnyObject) { self.model = model }

        func record(_ index: Int) {
            if states[index] == nil, let state = try? StateCapture.capture(model) { states[index] = state }
        }
    }
}
