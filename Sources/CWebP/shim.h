// libwebp's encoder and its mux library (the animation container), for WebP
// output. Only BoxCairo imports it.
#ifndef BOXRENDER_CWEBP_SHIM_H
#define BOXRENDER_CWEBP_SHIM_H

#include <webp/encode.h>
#include <webp/mux.h>

#endif
