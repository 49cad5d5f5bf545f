// One import for a test of SwiftUI-vocabulary views: the views themselves (ScreenUI), the
// configurations, record modes, diffings, audits and the catalog — without the kit's Node DSL,
// whose `Text`, `VStack` and `Color` would clash with SwiftUI's names.
@_exported import Audits
@_exported import ImageCodec
@_exported import ScreenCatalog
@_exported import ScreenUI
@_exported import Snapshots
