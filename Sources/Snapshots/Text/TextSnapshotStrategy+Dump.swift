extension TextSnapshotStrategy {
    /// A deterministic, `customDump`-style text of any value through its `Mirror`: structs and
    /// classes as `Type(label: value, …)`, one property a line; collections with indexes;
    /// dictionaries and sets sorted; an `@Observable` model as the state a view can observe
    /// (see ``TextDump``).
    ///
    /// ```swift
    /// assertTextSnapshot(of: model, as: .dump, named: "afterTransfer", in: "AccountsModel")
    /// ```
    public static var dump: TextSnapshotStrategy<Value> {
        TextSnapshotStrategy(name: "dump", pathExtension: "dump.txt") { value in TextDump.text(of: value) }
    }
}
