// SwiftData for snapshots: models kept in memory, fetched by `@Query` in the view that reads
// them. `Predicate`, `#Predicate` and `SortDescriptor` are Foundation's, as on iOS.
@_exported import Foundation
@_exported import Observation
