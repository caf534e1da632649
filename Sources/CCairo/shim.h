// Everything boxrender needs from Cairo, Pango, HarfBuzz, fontconfig and zlib, in one
// header so that Swift sees a single module. BoxPNG, BoxText and BoxCairo import it.
#ifndef BOXRENDER_CCAIRO_SHIM_H
#define BOXRENDER_CCAIRO_SHIM_H

// Pango's include folder comes from boxrender-pangocairo.pc, which SwiftPM
// cannot check against an installed Pango; say what is missing.
#if !__has_include(<pango/pangocairo.h>)
#error "boxrender needs Pango's headers: apt-get install libpango1.0-dev (pango/pangocairo.h not found)"
#endif

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <zlib.h>

#endif
