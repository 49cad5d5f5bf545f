import Dispatch
import Foundation

/// Whether the caller runs on the main thread or on the main dispatch queue, which serves the
/// main actor. After `dispatchMain()` (async `main` programs and test runners on Linux) the main
/// queue is drained by a worker thread, so `Thread.isMainThread` alone would say no.
///
/// ```swift
/// if !MainQueue.isCurrent { /* cheap work in line */ }
/// ```
enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()

    static var isCurrent: Bool {
        if Thread.isMainThread { return true }
        _ = marked
        return DispatchQueue.getSpecific(key: key) != nil
    }
}
