import Foundation

/// Fixed, readable IDs for the sample rows: `5A3E0002-0000-4000-8000-000000000005` is piece 5.
/// They never collide with ``Dependencies/sample``'s sequential IDs (which start `00000000`).
///
/// ```swift
/// SampleID.piece(2)  // the "Red rose"
/// ```
public enum SampleID {
    public static func artist(_ n: Int) -> UUID { make(1, n) }
    public static func piece(_ n: Int) -> UUID { make(2, n) }
    public static func photo(_ n: Int) -> UUID { make(3, n) }
    public static func session(_ n: Int) -> UUID { make(4, n) }
    public static func board(_ n: Int) -> UUID { make(5, n) }
    public static func reference(_ n: Int) -> UUID { make(6, n) }
    public static func routine(_ n: Int) -> UUID { make(7, n) }
    public static func step(_ n: Int) -> UUID { make(8, n) }

    static func make(_ kind: Int, _ n: Int) -> UUID {
        UUID(uuidString: String(format: "5A3E%04X-0000-4000-8000-%012X", kind, n))!
    }
}
