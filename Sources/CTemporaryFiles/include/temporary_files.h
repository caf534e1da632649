// Temporary files (and folders) removed when a signal ends the process.
//
// boxrender writes every output to a hidden temporary file and renames it into
// place. A signal that kills the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
// SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM, SIGIO, SIGPWR) would leave
// that file behind; these handlers remove every registered one and then let
// the signal do what it would have done. The handler may only call
// async-signal-safe functions, so the list is a fixed array of path copies
// that the handler reads without a lock, which is why this is C.
#ifndef BOXRENDER_TEMPORARY_FILES_H
#define BOXRENDER_TEMPORARY_FILES_H

// Makes a temporary file from `template_path` (ending in XXXXXX, filled in
// place, as mkstemp does; opened with O_CLOEXEC) and remembers a copy of its
// name for removal on a fatal signal, with those signals blocked in between.
// Returns the descriptor (-1 with errno set on failure) and sets `*slot` (-1
// when every slot is taken: the file is then made but not remembered).
int boxrender_temporary_create(char *template_path, int *slot);

// The same in the folder `folder_descriptor`: `name_template` (a name, no
// slash, ending in XXXXXX) is filled in place and made there with O_EXCL and
// O_NOFOLLOW, so nothing is created through a link; `shown_folder` + "/" +
// the name is what a signal handler removes.
int boxrender_temporary_create_at(int folder_descriptor, char *name_template, const char *shown_folder, int *slot);

// Swaps the names `a` and `b` in the folder `folder_descriptor` (renameat2
// with RENAME_EXCHANGE): 0, or -1 with errno set (EINVAL or ENOSYS where the
// file system or kernel cannot).
int boxrender_exchange_at(int folder_descriptor, const char *a, const char *b);

// Renames `from` to `to` in the folder, refusing (EEXIST) when `to` exists:
// a new output must not replace a file that appeared after it was staged.
// Where the file system cannot (EINVAL), a plain rename.
int boxrender_rename_new_at(int folder_descriptor, const char *from, const char *to);

// Links the file `name` in the folder to a new name made from
// `name_template` (ending in XXXXXX, filled in place): a backup of a file
// about to be replaced where the names cannot be exchanged. 0, or -1.
int boxrender_link_backup_at(int folder_descriptor, const char *name, char *name_template);

// Forgets the file in `slot` (a no-op for -1).
void boxrender_temporary_forget(int slot);

// Makes a private folder from `template_path` (ending in XXXXXX, filled in
// place, as mkdtemp does: mode 0700) and remembers it, so that a fatal signal
// or the process's exit removes it with the files in it (one level: a folder
// made so holds only files), in this process only (not in a child forked
// from it). Returns 0 (-1 with errno set on failure, when nothing is made)
// and sets `*slot`. Forget it once it is removed.
int boxrender_temporary_folder_create(char *template_path, int *slot);

// Removes the files in the folder `path` (not any folder in it) and the
// folder: 0, or -1 with errno set. Async-signal-safe.
int boxrender_temporary_folder_remove(const char *path);

// Installs the handlers for those signals (leaving any the parent set to be
// ignored as they are) and unblocks them, and ignores SIGPIPE and SIGXFSZ so
// that a closed pipe or a file-size limit is a write error (EPIPE, EFBIG) the
// program reports and cleans up after, not a silent death.
void boxrender_temporary_install_handlers(void);

#endif
