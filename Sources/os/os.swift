// Apple's `os` module, as view files and models import it for logging: it re-exports the
// unified log's Swift API (`Logger`, `OSLog`, `OSLogType`), which the kit's OSLog module holds.
@_exported import OSLog
