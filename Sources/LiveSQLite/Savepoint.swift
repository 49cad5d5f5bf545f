import CSQLite

extension Connection {
    /// Runs `body` in a savepoint nested in the current transaction (or as its own transaction
    /// when none is open). On success the savepoint is released; on error everything `body`
    /// did is rolled back, the outer transaction goes on, and the error is rethrown. Changes
    /// rolled back this way notify no live query.
    ///
    /// ```swift
    /// try db.write { c in
    ///     try c.execute("INSERT INTO pieces (title) VALUES (?)", ["Rose"])
    ///     try? c.savepoint { try $0.execute("INSERT INTO pieces (title) VALUES (NULL)") }  // undone alone
    /// }
    /// ```
    @discardableResult
    public func savepoint<T>(_ body: (Connection) throws -> T) throws -> T {
        savepointCounter += 1
        let name = "livesqlite_\(savepointCounter)"
        defer { savepointCounter -= 1 }
        try executeScript("SAVEPOINT \(name)")
        recorder.pushSavepoint()
        do {
            let result = try body(self)
            try executeScript("RELEASE \(name)")
            recorder.popSavepoint(rolledBack: false)
            return result
        } catch {
            try? executeScript("ROLLBACK TO \(name); RELEASE \(name)")
            recorder.popSavepoint(rolledBack: true)
            throw error
        }
    }
}
