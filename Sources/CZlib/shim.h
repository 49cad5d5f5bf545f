#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>

/// `deflateInit2` is a macro (it passes the version and struct size); Swift cannot call it.
static inline int czlib_deflate_init2(z_streamp stream, int level, int method, int window_bits, int mem_level, int strategy) {
    return deflateInit2(stream, level, method, window_bits, mem_level, strategy);
}
/// `inflateInit` is a macro as well.
static inline int czlib_inflate_init(z_streamp stream) { return inflateInit(stream); }
#endif
