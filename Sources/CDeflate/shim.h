#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H
// libdeflate: whole-buffer DEFLATE, several times faster than zlib at a smaller size (PNG writer).
#include <libdeflate.h>
#endif
