// WidgetKit for snapshots: a widget file's `import WidgetKit` stays, its timeline provider
// makes the entries, and its entry view renders at the family's size (``WidgetPreview``).
@_exported import Foundation
