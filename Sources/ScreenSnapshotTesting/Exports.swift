// One import gives a test everything it names: the layout vocabulary, the configurations,
// record modes, image diffings and the bitmaps they compare, text snapshot strategies, the
// audits and their exceptions, and the catalog.
@_exported import Audits
@_exported import ImageCodec
@_exported import ScreenCatalog
@_exported import ScreenLayout
@_exported import Snapshots
@_exported import Theme
