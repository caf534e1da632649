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
#include <unistd.h>

// A render stages at most a picture and its frames; a few more slots leave room
// for library callers writing on several threads.
#define SLOTS 64

// Each slot holds its own copy of a path, so that no handler ever reads memory
// another thread has freed. A slot is claimed, filled, and only then marked
// ready; a handler reads ready slots only, and forgetting unmarks before the
// slot is given back.
static char paths[SLOTS][PATH_MAX];
static volatile int claimed[SLOTS];
static volatile sig_atomic_t ready[SLOTS];

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
        for (int index = 0; index < SLOTS; index++) {
            if (__sync_bool_compare_and_swap(&claimed[index], 0, 1)) {
                strcpy(paths[index], template_path);
                __sync_synchronize();
                ready[index] = 1;
                *slot = index;
                break;
            }
        }
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved_errno;
    return descriptor;
}

void boxrender_temporary_forget(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    ready[slot] = 0;
    __sync_synchronize();
    __sync_lock_release(&claimed[slot]);
}

static void remove_and_reraise(int signal_number) {
    for (int slot = 0; slot < SLOTS; slot++) {
        if (ready[slot]) unlink(paths[slot]);
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
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
