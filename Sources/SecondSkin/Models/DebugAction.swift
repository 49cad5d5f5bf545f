/// What the debug menu can do, each after a confirmation.
///
/// ```swift
/// DebugAction.wipeData.confirmTitle  // "Wipe all data?"
/// ```
public enum DebugAction: String, CaseIterable, Hashable, Sendable {
    /// Shows onboarding again on the next launch; the profile and the journal stay.
    case resetOnboarding
    /// Deletes the profile and the whole journal and cancels every reminder: a first launch.
    case wipeData
    /// Replaces everything with the sample journal (``SampleData``) and schedules the
    /// reminders of its running routine.
    case loadSampleData

    public var title: String {
        switch self {
        case .resetOnboarding: return "Reset onboarding"
        case .wipeData: return "Wipe all data"
        case .loadSampleData: return "Load the sample data"
        }
    }

    public var detail: String {
        switch self {
        case .resetOnboarding: return "Show Welcome and About you again. Your journal stays."
        case .wipeData: return "Delete your profile, pieces, boards, sessions and routines."
        case .loadSampleData: return "Replace everything with Maya's sample journal."
        }
    }

    public var confirmTitle: String {
        switch self {
        case .resetOnboarding: return "Reset onboarding?"
        case .wipeData: return "Wipe all data?"
        case .loadSampleData: return "Load the sample data?"
        }
    }

    public var confirmMessage: String {
        switch self {
        case .resetOnboarding: return "Second Skin opens on Welcome next time. Nothing is deleted."
        case .wipeData: return "Everything in your journal is deleted and its reminders cancelled. This can't be undone."
        case .loadSampleData: return "Your journal is replaced by the sample one. What you have now is deleted."
        }
    }

    /// The confirming button's title.
    public var confirmButton: String {
        switch self {
        case .resetOnboarding: return "Reset"
        case .wipeData: return "Wipe"
        case .loadSampleData: return "Replace"
        }
    }

    /// Deletes what you have: the confirming button is red.
    public var isDestructive: Bool { self != .resetOnboarding }
}
