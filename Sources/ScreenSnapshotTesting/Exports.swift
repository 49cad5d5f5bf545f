// One import gives a test everything it names: the layout vocabulary, the configurations,
// record modes and image diffings, the audits and their exceptions, and the catalog.
@_exported import Audits
@_exported import ScreenCatalog
@_exported import ScreenLayout
@_exported import Snapshots
@_exported import Theme
