#include "temporary_files.h"

#include <signal.h>
#include <stddef.h>
#include <unistd.h>

// A render stages at most a picture and its frames; a few more slots leave room
// for library callers writing on several threads.
#define SLOTS 64

static char *volatile slots[SLOTS];

int boxrender_temporary_remember(char *path) {
    for (int slot = 0; slot < SLOTS; slot++) {
        if (__sync_bool_compare_and_swap(&slots[slot], NULL, path)) return slot;
    }
    return -1;
}

void boxrender_temporary_forget(int slot) {
    if (slot >= 0 && slot < SLOTS) __sync_lock_release(&slots[slot]);
}

static void remove_and_reraise(int signal_number) {
    for (int slot = 0; slot < SLOTS; slot++) {
        char *path = slots[slot];
        if (path != NULL) unlink(path);
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void boxrender_temporary_install_handlers(void) {
    // Every signal whose default is to end the process and that a program may
    // catch, but for the crashes (the Swift runtime reports those) and
    // SIGPROF (profilers set their own).
    const int fatal[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM, SIGIO, SIGPWR};
    // A parent's blocked signals are inherited (a test runner's thread may
    // block them all); blocked, these would wait forever behind a write that
    // cannot finish, such as opening a FIFO no one reads.
    sigset_t handled;
    sigemptyset(&handled);
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaddset(&handled, fatal[i]);
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction old;
        if (sigaction(fatal[i], NULL, &old) != 0 || old.sa_handler == SIG_IGN) continue;
        struct sigaction action = {0};
        action.sa_handler = remove_and_reraise;
        sigemptyset(&action.sa_mask);
        // The other fatal signals wait while one is being handled.
        for (size_t j = 0; j < sizeof fatal / sizeof fatal[0]; j++) sigaddset(&action.sa_mask, fatal[j]);
        sigaction(fatal[i], &action, NULL);
    }
    signal(SIGPIPE, SIG_IGN);
    signal(SIGXFSZ, SIG_IGN);
}
