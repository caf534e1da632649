// ISA-L's igzip, the deflate `--png-compression fast` compresses with. Only BoxPNG imports it.
#ifndef BOXRENDER_CISAL_SHIM_H
#define BOXRENDER_CISAL_SHIM_H

#if !__has_include(<isa-l/igzip_lib.h>) || !__has_include(<isa-l.h>)
#error "boxrender needs ISA-L's header: apt-get install libisal-dev (isa-l/igzip_lib.h not found)"
#endif

#include <isa-l.h>
#include <isa-l/igzip_lib.h>

/// The level-1 working buffer's size igzip recommends, as a value Swift can
/// read (the header's is a macro of macros).
static const uint32_t boxrender_igzip_level1_buffer_size = ISAL_DEF_LVL1_DEFAULT;

#endif
