// Temporary files removed when a signal ends the process.
//
// boxrender writes every output to a hidden temporary file and renames it into
// place. A signal that kills the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
// SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM, SIGIO, SIGPWR) would leave
// that file behind; these handlers remove every registered one and
// then let the signal do what it would have done. The handler may only call
// async-signal-safe functions, so the list is a fixed array of C strings that
// the handler reads without a lock, which is why this is C.
#ifndef BOXRENDER_TEMPORARY_FILES_H
#define BOXRENDER_TEMPORARY_FILES_H

// Remembers `path` (which must stay allocated until it is forgotten) for
// removal on a fatal signal; returns its slot, or -1 when all slots are taken.
int boxrender_temporary_remember(char *path);

// Forgets the file in `slot` (a no-op for -1).
void boxrender_temporary_forget(int slot);

// Installs the handlers for those signals (leaving any
// the parent set to be ignored as they are) and unblocks them, and ignores SIGPIPE and SIGXFSZ
// so that a closed pipe or a file-size limit is a write error (EPIPE, EFBIG)
// the program reports and cleans up after, not a silent death.
void boxrender_temporary_install_handlers(void);

#endif
