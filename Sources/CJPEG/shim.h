#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H
// libjpeg reports errors by calling error_exit, which by default ends the process. Swift cannot
// use setjmp/longjmp, so decoding and encoding run in these small C functions that turn every
// libjpeg error into a return code and a message.
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    char warning[JMSG_LENGTH_MAX];
} cjpeg_error_mgr;

static inline void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_error_mgr *err = (cjpeg_error_mgr *)info->err;
    err->base.format_message(info, err->message);
    longjmp(err->jump, 1);
}

static inline void cjpeg_output_message(j_common_ptr info) { (void)info; }

/// Keeps the first warning's text (libjpeg only warns about a truncated or damaged file).
static inline void cjpeg_emit_message(j_common_ptr info, int level) {
    cjpeg_error_mgr *err = (cjpeg_error_mgr *)info->err;
    if (level < 0) {
        if (err->base.num_warnings == 0) err->base.format_message(info, err->warning);
        err->base.num_warnings++;
    }
}

/// The pixel layout matching a native-endian ARGB32 word with alpha 255.
static inline J_COLOR_SPACE cjpeg_argb_space(void) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return JCS_EXT_ARGB;
#else
    return JCS_EXT_BGRA;
#endif
}

/// Reads the frame header only: size and colour components. Returns 0 on success, else writes
/// libjpeg's message into `message` (at least JMSG_LENGTH_MAX bytes).
static inline int cjpeg_read_header(const unsigned char *data, unsigned long size, int *width, int *height, int *components, char *message) {
    struct jpeg_decompress_struct info;
    cjpeg_error_mgr err;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.output_message = cjpeg_output_message;
    err.base.emit_message = cjpeg_emit_message;
    err.message[0] = 0;
    err.warning[0] = 0;
    if (setjmp(err.jump)) {
        strncpy(message, err.message, JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    *components = info.num_components;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// The output size of a decode at `1/denominator` scale (denominator 1, 2, 4 or 8).
static inline int cjpeg_scaled_size(const unsigned char *data, unsigned long size, int denominator, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    cjpeg_error_mgr err;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.output_message = cjpeg_output_message;
    err.base.emit_message = cjpeg_emit_message;
    err.message[0] = 0;
    err.warning[0] = 0;
    if (setjmp(err.jump)) {
        strncpy(message, err.message, JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.scale_num = 1;
    info.scale_denom = (unsigned int)denominator;
    info.out_color_space = cjpeg_argb_space();
    jpeg_calc_output_dimensions(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Decodes at `1/denominator` scale into `pixels` (native-endian ARGB32, opaque), whose
/// `stride` is in bytes and whose size the caller took from `cjpeg_scaled_size`.
static inline int cjpeg_decode(const unsigned char *data, unsigned long size, int denominator, unsigned char *pixels, int width, int height, int stride, char *message) {
    struct jpeg_decompress_struct info;
    cjpeg_error_mgr err;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.output_message = cjpeg_output_message;
    err.base.emit_message = cjpeg_emit_message;
    err.message[0] = 0;
    err.warning[0] = 0;
    if (setjmp(err.jump)) {
        strncpy(message, err.message, JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.scale_num = 1;
    info.scale_denom = (unsigned int)denominator;
    info.out_color_space = cjpeg_argb_space();
    info.dct_method = JDCT_ISLOW;
    info.do_fancy_upsampling = TRUE;
    jpeg_start_decompress(&info);
    if ((int)info.output_width != width || (int)info.output_height != height) {
        strncpy(message, "unexpected output size", JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    if (err.base.num_warnings > 0) {
        // libjpeg fills a truncated or damaged file with grey and only warns: treat it as an error.
        strncpy(message, err.warning, JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 2;
    }
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Encodes opaque native-endian ARGB32 pixels as a baseline JPEG of `quality` (1…100). The
/// result is malloc'ed into `*out` (free it with `cjpeg_free`).
static inline int cjpeg_encode(const unsigned char *pixels, int width, int height, int stride, int quality, unsigned char **out, unsigned long *out_size, char *message) {
    struct jpeg_compress_struct info;
    cjpeg_error_mgr err;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.output_message = cjpeg_output_message;
    err.base.emit_message = cjpeg_emit_message;
    err.message[0] = 0;
    err.warning[0] = 0;
    *out = NULL;
    *out_size = 0;
    if (setjmp(err.jump)) {
        strncpy(message, err.message, JMSG_LENGTH_MAX);
        jpeg_destroy_compress(&info);
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, out_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = cjpeg_argb_space();
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    info.dct_method = JDCT_ISLOW;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

static inline void cjpeg_free(unsigned char *buffer) { free(buffer); }
static inline int cjpeg_message_length(void) { return JMSG_LENGTH_MAX; }
#endif
