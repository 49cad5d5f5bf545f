#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// GObject cast macros are not imported into Swift; these wrappers stand in for them.
static inline void ccairo_fontmap_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}
static inline void ccairo_fontmap_set_resolution(PangoFontMap *map, double dpi) {
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), dpi);
}
static inline int ccairo_pango_scale(void) { return PANGO_SCALE; }
static inline void ccairo_object_unref(void *object) { g_object_unref(object); }
#endif
