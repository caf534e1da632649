// Opening a path beneath a folder, following no link.
//
// A path that comes from data (a manifest entry, a shard's file, a font in a
// --font-dir) must not reach outside the folder it is read from or written
// into, neither by `..` nor by a link planted anywhere along it. Linux 5.6 and
// later do this in one call (openat2 with RESOLVE_BENEATH and
// RESOLVE_NO_SYMLINKS); elsewhere, or where a sandbox refuses the call, the
// path is walked one component at a time with O_NOFOLLOW. Both are here, in C,
// because openat2 has no glibc wrapper and `syscall` is variadic, which Swift
// cannot call.
#ifndef BOXRENDER_CONFINED_FILES_H
#define BOXRENDER_CONFINED_FILES_H

#include <sys/types.h>

// Opens `path` (relative, no component "" "." or "..") beneath the folder
// `folder_descriptor` with `flags` (O_NOFOLLOW and O_CLOEXEC are added) and
// `mode`: no component may be a link, and the result is beneath the folder.
// Returns a descriptor, or -1 with errno set: ELOOP when a component is a
// link, EXDEV or EINVAL when the path would leave the folder.
int boxrender_open_beneath(int folder_descriptor, const char *path, int flags, mode_t mode);

// The same walk without openat2, for tests of the fallback: every kernel
// boxrender runs on in CI has openat2, so the walk would otherwise go untested.
int boxrender_open_beneath_by_walking(int folder_descriptor, const char *path, int flags, mode_t mode);

// O_PATH, which the C library declares only under _GNU_SOURCE (so Swift
// does not see it): a descriptor of a folder to work beneath, not to read.
int boxrender_o_path(void);

#endif
