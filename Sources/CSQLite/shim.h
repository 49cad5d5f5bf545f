#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a function-like cast macro that Swift cannot import.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

/// Debian's SQLite is built with SQLITE_ENABLE_PREUPDATE_HOOK but the header hides the
/// declarations unless the macro is defined; declare what LiveSQLite uses.
#ifndef SQLITE_ENABLE_PREUPDATE_HOOK
void *sqlite3_preupdate_hook(
  sqlite3 *db,
  void(*xPreUpdate)(void *pCtx, sqlite3 *db, int op, char const *zDb, char const *zName,
                    sqlite3_int64 iKey1, sqlite3_int64 iKey2),
  void*);
int sqlite3_preupdate_old(sqlite3 *, int, sqlite3_value **);
int sqlite3_preupdate_count(sqlite3 *);
#endif

#endif
