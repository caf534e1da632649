// giflib, for GIF output. Only BoxCairo imports it.
#ifndef BOXRENDER_CGIF_SHIM_H
#define BOXRENDER_CGIF_SHIM_H

// giflib has no pkg-config file on Debian, so SwiftPM cannot say it is missing.
#if !__has_include(<gif_lib.h>)
#error "boxrender needs giflib's header: apt-get install libgif-dev (gif_lib.h not found)"
#endif

#include <gif_lib.h>

#endif
