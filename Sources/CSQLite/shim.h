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
int sqlite3_preupdate_new(sqlite3 *, int, sqlite3_value **);
int sqlite3_preupdate_count(sqlite3 *);
int sqlite3_preupdate_depth(sqlite3 *);
#endif

/// Whether two protected values hold the same SQL value (same storage class, same bytes).
/// Used by the preupdate hook to find which columns an UPDATE really changed.
static inline int csqlite_values_equal(sqlite3_value *a, sqlite3_value *b) {
  if (a == b) return 1;
  if (!a || !b) return 0;
  int ta = sqlite3_value_type(a), tb = sqlite3_value_type(b);
  if (ta != tb) return 0;
  switch (ta) {
  case SQLITE_NULL: return 1;
  case SQLITE_INTEGER: return sqlite3_value_int64(a) == sqlite3_value_int64(b);
  case SQLITE_FLOAT: return sqlite3_value_double(a) == sqlite3_value_double(b);
  case SQLITE_TEXT: {
    const unsigned char *x = sqlite3_value_text(a);
    int n = sqlite3_value_bytes(a);
    const unsigned char *y = sqlite3_value_text(b);
    int m = sqlite3_value_bytes(b);
    if (n != m) return 0;
    for (int i = 0; i < n; i++) if (x[i] != y[i]) return 0;
    return 1;
  }
  default: {
    const unsigned char *x = sqlite3_value_blob(a);
    int n = sqlite3_value_bytes(a);
    const unsigned char *y = sqlite3_value_blob(b);
    int m = sqlite3_value_bytes(b);
    if (n != m) return 0;
    for (int i = 0; i < n; i++) if (x[i] != y[i]) return 0;
    return 1;
  }
  }
}

#endif
