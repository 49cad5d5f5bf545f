import Foundation
import ImageCodec
import LiveSQLite
import ScreenCatalog
import Snapshots

/// A usage error: an unknown option, name or value (exit 64, EX_USAGE).
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// A file the command was told to read does not exist (exit 66, EX_NOINPUT).
struct MissingInputError: Error, CustomStringConvertible {
    var description: String
}

/// A folder or file the command must write cannot be written (exit 73, EX_CANTCREAT).
struct OutputError: Error, CustomStringConvertible {
    var description: String
}

/// The one exit-code contract of every command, sysexits style.
///
/// ```swift
/// ExitStatus.code(for: UsageError(description: "…"))   // 64
/// ```
enum ExitStatus {
    static let success: Int32 = 0
    /// A check failed: images differ or are missing, audits found something, a render failed.
    static let checkFailed: Int32 = 1
    static let usage: Int32 = 64
    /// Input that cannot be used: not a database, corrupt, newer schema, an undecodable image.
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let cannotCreate: Int32 = 73
    /// The database is locked by another process; try again.
    static let temporaryFailure: Int32 = 75

    static func code(for error: Error) -> Int32 {
        switch error {
        case is UsageError, is PreviewError: return usage
        case is MissingInputError: return noInput
        case is OutputError: return cannotCreate
        case PNGError.unwritable, SnapshotError.cannotWrite: return cannotCreate
        case SnapshotError.unreadableReference: return dataError
        case SnapshotReportError.missing: return noInput
        case ChangedFilesError.unknownRevision: return usage
        case ChangedFilesError.notARepository, ChangedFilesError.gitUnavailable: return noInput
        case is ChangedFilesError: return dataError
        case is PNGError, is ImageError, is SnapshotReportError: return dataError
        case let error as SQLiteError:
            switch error {
            case .busy: return temporaryFailure
            case .notADatabase, .corrupt, .open, .migration: return dataError
            default: return checkFailed
            }
        case let error as DatabaseOpenError:
            if case .missing = error { return noInput }
            return dataError
        default: return checkFailed
        }
    }

    /// The error as one line.
    static func message(for error: Error) -> String {
        "\(error)".replacingOccurrences(of: "\n", with: " ")
    }
}
