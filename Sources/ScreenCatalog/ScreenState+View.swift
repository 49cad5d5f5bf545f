import Audits
import LiveSQLite
import ScreenUI

import struct ScreenLayout.LayoutEnvironment

extension ScreenState {
    /// A state whose screen is a SwiftUI view: `view` builds it (and its models) from the
    /// database once, and it is resolved for each configuration of the matrix — its
    /// `@Environment` reads the configuration's colour scheme, size classes, Dynamic Type size
    /// and layout direction. `window: false` for screens that paint their own background edge
    /// to edge (no systemBackground drawn beneath them).
    ///
    /// ```swift
    /// ScreenState(name: "default") { db in SettingsScreen(model: try SettingsModel(database: db)) }
    /// ```
    public init<V: View>(
        name: String, database: DatabaseFixture? = nil, auditExceptions: [AuditException] = [], window: Bool = true,
        view: @escaping @MainActor @Sendable (Database) throws -> V
    ) {
        self.init(name: name, database: database, auditExceptions: auditExceptions) { db in
            let screen = try view(db)
            return { env in ViewResolver.node(for: screen, in: env, window: window) }
        }
    }
}
