import Snapshots

extension AuditFinding {
    /// The finding as the snapshot HTML report stores it.
    public var record: AuditRecord.Item { AuditRecord.Item(check: check.rawValue, element: element, frame: frame, problem: problem, fix: fix) }
}
