#define _GNU_SOURCE  // mkostemp
#include "temporary_files.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

// Slots come in blocks of 64, chained and never freed or moved, so that a
// handler walking them never meets memory that is being reallocated: an
// animation's --frames-dir stages hundreds of frames at once, and library
// callers may write on several threads.
#define BLOCK 64

enum { FILE_SLOT = 1, FOLDER_SLOT = 2 };

// Each slot holds its own copy of a path, so that no handler ever reads memory
// another thread has freed. A slot is claimed, filled, and only then marked
// ready (FILE or FOLDER); a handler reads ready slots only, and forgetting
// unmarks before the slot is given back.
struct block {
    char paths[BLOCK][PATH_MAX];
    volatile int claimed[BLOCK];
    volatile sig_atomic_t ready[BLOCK];
    // The process that made each folder: a child forked from it that exits
    // (or is signalled) must not remove its parent's folders.
    volatile pid_t owners[BLOCK];
    struct block *volatile next;
};
static struct block first;

/// Claims a free slot, adding a block when every one is taken; -1 when no
/// memory is left for one.
static int claim(struct block **owner, int *index) {
    int base = 0;
    for (struct block *block = &first;; block = block->next, base += BLOCK) {
        for (int i = 0; i < BLOCK; i++) {
            if (__sync_bool_compare_and_swap(&block->claimed[i], 0, 1)) {
                *owner = block;
                *index = i;
                return base + i;
            }
        }
        if (block->next == NULL) {
            struct block *added = calloc(1, sizeof *added);
            if (added == NULL) return -1;
            // Another thread may have chained one meanwhile: then use that.
            if (!__sync_bool_compare_and_swap(&block->next, NULL, added)) free(added);
        }
    }
}

// Every signal whose default is to end the process and that a program may
// catch, but for the crashes (the Swift runtime reports those) and SIGPROF
// (profilers set their own).
static const int fatal[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM, SIGIO, SIGPWR};
#define FATAL_COUNT (sizeof fatal / sizeof fatal[0])

static void fatal_set(sigset_t *set) {
    sigemptyset(set);
    for (size_t i = 0; i < FATAL_COUNT; i++) sigaddset(set, fatal[i]);
}

int boxrender_temporary_create(char *template_path, int *slot) {
    *slot = -1;
    if (strlen(template_path) >= PATH_MAX) return -1;
    // No signal between making the file and remembering it (it would stay
    // behind), nor between remembering the name and making it (a handler
    // could remove another process's file that mkstemp tried and passed over).
    sigset_t blocked, previous;
    fatal_set(&blocked);
    pthread_sigmask(SIG_BLOCK, &blocked, &previous);
    int descriptor = mkostemp(template_path, O_CLOEXEC);
    int saved_errno = errno;
    if (descriptor >= 0) {
        struct block *block;
        int index;
        *slot = claim(&block, &index);
        if (*slot < 0) {
            // Not remembered, so not made: a file a signal could leave behind.
            unlink(template_path);
            close(descriptor);
            descriptor = -1;
            saved_errno = ENOMEM;
        } else {
            strcpy(block->paths[index], template_path);
            __sync_synchronize();
            block->ready[index] = FILE_SLOT;
        }
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved_errno;
    return descriptor;
}

/// Fills the trailing XXXXXX of `name` from the alphabet mkstemp uses.
static void fill_random(char *name) {
    static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    size_t length = strlen(name);
    unsigned char random[6] = {0};
    if (getrandom(random, sizeof random, 0) != (ssize_t)sizeof random) {
        static unsigned counter = 0;
        unsigned mixed = (unsigned)getpid() * 2654435761u + __sync_add_and_fetch(&counter, 1) * 40503u;
        for (int i = 0; i < 6; i++) random[i] = (unsigned char)(mixed >> (i * 5));
    }
    for (int i = 0; i < 6 && length >= 6; i++) name[length - 6 + i] = letters[random[i] % 62];
}

int boxrender_temporary_create_at(int folder_descriptor, char *name_template, const char *shown_folder, int *slot) {
    *slot = -1;
    size_t folder_length = strlen(shown_folder);
    if (folder_length + 1 + strlen(name_template) >= PATH_MAX || strchr(name_template, '/') != NULL) {
        errno = ENAMETOOLONG;
        return -1;
    }
    sigset_t blocked, previous;
    fatal_set(&blocked);
    pthread_sigmask(SIG_BLOCK, &blocked, &previous);
    int descriptor = -1;
    for (int attempt = 0; attempt < 100 && descriptor < 0; attempt++) {
        fill_random(name_template);
        descriptor = openat(folder_descriptor, name_template, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (descriptor < 0 && errno != EEXIST) break;
    }
    int saved_errno = errno;
    if (descriptor >= 0) {
        struct block *block;
        int index;
        *slot = claim(&block, &index);
        if (*slot < 0) {
            unlinkat(folder_descriptor, name_template, 0);
            close(descriptor);
            descriptor = -1;
            saved_errno = ENOMEM;
        } else {
            memcpy(block->paths[index], shown_folder, folder_length);
            block->paths[index][folder_length] = '/';
            strcpy(block->paths[index] + folder_length + 1, name_template);
            __sync_synchronize();
            block->ready[index] = FILE_SLOT;
        }
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved_errno;
    return descriptor;
}

int boxrender_exchange_at(int folder_descriptor, const char *a, const char *b) {
#if defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, folder_descriptor, a, folder_descriptor, b, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int boxrender_rename_new_at(int folder_descriptor, const char *from, const char *to) {
#if defined(SYS_renameat2)
    long result = syscall(SYS_renameat2, folder_descriptor, from, folder_descriptor, to, RENAME_NOREPLACE);
    if (result == 0 || (errno != EINVAL && errno != ENOSYS)) return (int)result;
#endif
    return renameat(folder_descriptor, from, folder_descriptor, to);
}

int boxrender_link_backup_at(int folder_descriptor, const char *name, char *name_template) {
    for (int attempt = 0; attempt < 100; attempt++) {
        fill_random(name_template);
        if (linkat(folder_descriptor, name, folder_descriptor, name_template, 0) == 0) return 0;
        if (errno != EEXIST) return -1;
    }
    return -1;
}

void boxrender_temporary_forget(int slot) {
    if (slot < 0) return;
    struct block *block = &first;
    for (int skipped = slot / BLOCK; skipped > 0 && block != NULL; skipped--) block = block->next;
    if (block == NULL) return;
    int index = slot % BLOCK;
    block->ready[index] = 0;
    __sync_synchronize();
    __sync_lock_release(&block->claimed[index]);
}

// What getdents64 fills in (glibc declares no such struct).
struct directory_entry {
    unsigned long long inode;
    long long next;
    unsigned short length;
    unsigned char type;
    char name[];
};

int boxrender_temporary_folder_remove(const char *path) {
    int folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (folder >= 0) {
        // Names removed while a folder is listed may make the listing skip
        // others: list it again from the start until a pass removes nothing.
        int removed = 1;
        while (removed) {
            removed = 0;
            if (lseek(folder, 0, SEEK_SET) != 0) break;
            char buffer[4096] __attribute__((aligned(8)));
            long count;
            while ((count = syscall(SYS_getdents64, folder, buffer, sizeof buffer)) > 0) {
                for (long at = 0; at < count;) {
                    struct directory_entry *entry = (struct directory_entry *)(buffer + at);
                    at += entry->length;
                    const char *name = entry->name;
                    if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) continue;
                    if (unlinkat(folder, name, 0) == 0) removed = 1;
                }
            }
        }
        close(folder);
    }
    return rmdir(path);
}

static void remove_remembered(int kinds) {
    int saved_errno = errno;
    for (struct block *block = &first; block != NULL; block = block->next) {
        for (int i = 0; i < BLOCK; i++) {
            int kind = block->ready[i];
            if (!(kind & kinds)) continue;
            if (kind == FOLDER_SLOT) {
                if (block->owners[i] == getpid()) boxrender_temporary_folder_remove(block->paths[i]);
            } else {
                unlink(block->paths[i]);
            }
        }
    }
    errno = saved_errno;
}

static void remove_and_reraise(int signal_number) {
    remove_remembered(FILE_SLOT | FOLDER_SLOT);
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

// At exit, the folders only: a staged file's owner commits or discards it.
static void remove_folders_at_exit(void) { remove_remembered(FOLDER_SLOT); }

static pthread_once_t exit_handler_once = PTHREAD_ONCE_INIT;

static void install_exit_handler(void) { atexit(remove_folders_at_exit); }

int boxrender_temporary_folder_create(char *template_path, int *slot) {
    *slot = -1;
    if (strlen(template_path) >= PATH_MAX) {
        errno = ENAMETOOLONG;
        return -1;
    }
    pthread_once(&exit_handler_once, install_exit_handler);
    sigset_t blocked, previous;
    fatal_set(&blocked);
    pthread_sigmask(SIG_BLOCK, &blocked, &previous);
    int result = mkdtemp(template_path) == NULL ? -1 : 0;
    int saved_errno = errno;
    if (result == 0) {
        struct block *block;
        int index;
        *slot = claim(&block, &index);
        if (*slot < 0) {
            rmdir(template_path);
            result = -1;
            saved_errno = ENOMEM;
        } else {
            strcpy(block->paths[index], template_path);
            block->owners[index] = getpid();
            __sync_synchronize();
            block->ready[index] = FOLDER_SLOT;
        }
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved_errno;
    return result;
}

void boxrender_temporary_install_handlers(void) {
    // A parent's blocked signals are inherited (a test runner's thread may
    // block them all); blocked, these would wait forever behind a write that
    // cannot finish, such as opening a FIFO no one reads.
    sigset_t handled;
    fatal_set(&handled);
    pthread_sigmask(SIG_UNBLOCK, &handled, NULL);
    for (size_t i = 0; i < FATAL_COUNT; i++) {
        struct sigaction old;
        if (sigaction(fatal[i], NULL, &old) != 0 || old.sa_handler == SIG_IGN) continue;
        struct sigaction action = {0};
        action.sa_handler = remove_and_reraise;
        // The other fatal signals wait while one is being handled.
        action.sa_mask = handled;
        sigaction(fatal[i], &action, NULL);
    }
    signal(SIGPIPE, SIG_IGN);
    signal(SIGXFSZ, SIG_IGN);
}
