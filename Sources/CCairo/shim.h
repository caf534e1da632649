// Everything boxrender needs from Cairo, Pango and fontconfig, in one header so
// that Swift sees a single module. Only BoxCairo imports it.
#ifndef BOXRENDER_CCAIRO_SHIM_H
#define BOXRENDER_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

#endif
