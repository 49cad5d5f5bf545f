import Snapshots

extension AuditFinding {
    /// The finding as the snapshot HTML report stores it.
    public var record: AuditRecord.Item { AuditRecord.Item(check: check.name, element: element, frame: frame, problem: problem, fix: fix) }
}
