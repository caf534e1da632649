// Everything boxrender needs from Cairo, Pango, HarfBuzz, fontconfig, FriBidi and zlib, in one
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
#include <fribidi.h>

/// A text's base direction by Unicode's bidi rules P2 and P3: that of its
/// first strong letter (bidi class L, R or AL), skipping whatever stands
/// between an isolate initiator (LRI, RLI, FSI) and its matching PDI.
/// 1 = right to left, 0 = left to right, -1 = no strong letter.
static inline int boxrender_first_strong_direction(const uint32_t *text, size_t count) {
    size_t isolates = 0;
    for (size_t i = 0; i < count; i++) {
        FriBidiCharType type = fribidi_get_bidi_type(text[i]);
        if (type == FRIBIDI_TYPE_LRI || type == FRIBIDI_TYPE_RLI || type == FRIBIDI_TYPE_FSI) {
            isolates++;
        } else if (type == FRIBIDI_TYPE_PDI) {
            if (isolates > 0) isolates--;
        } else if (isolates == 0 && FRIBIDI_IS_LETTER(type)) {
            return FRIBIDI_IS_RTL(type) ? 1 : 0;
        }
    }
    return -1;
}

#endif
