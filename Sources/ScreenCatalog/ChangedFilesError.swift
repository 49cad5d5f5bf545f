/// Why the changed files cannot be listed; each one line that says what to do.
///
/// ```swift
/// ChangedFilesError.unknownRevision("mian").description
/// // git knows no revision 'mian'. Give a branch, tag or commit (fetch it first in a shallow CI clone).
/// ```
public enum ChangedFilesError: Error, Equatable, CustomStringConvertible {
    case unknownRevision(String)
    case notARepository(String)
    case gitUnavailable
    case gitFailed(String)

    public var description: String {
        switch self {
        case .unknownRevision(let ref):
            return
                "git knows no revision '\(ref)'. Give a branch, tag or commit (fetch it first in a shallow CI clone, e.g. 'git fetch --depth=1 origin \(ref)')."
        case .notARepository(let path):
            return "\(path) is not in a git repository, so what changed is unknown. Run check without --changed-since."
        case .gitUnavailable: return "git is not installed (not found on PATH); install it or run check without --changed-since."
        case .gitFailed(let message): return "git could not list the changed files: \(message)"
        }
    }
}
