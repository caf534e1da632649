#define _GNU_SOURCE
#include "confined_files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__linux__)
#include <linux/openat2.h>
#endif

// Whether openat2 answered ENOSYS (an old kernel) or EPERM (a seccomp filter
// that refuses it) once: then every later call walks.
static volatile int openat2_missing = 0;

int boxrender_open_beneath_by_walking(int folder_descriptor, const char *path, int flags, mode_t mode) {
    if (path[0] == '/' || path[0] == '\0') {
        errno = EXDEV;
        return -1;
    }
    char *copy = strdup(path);
    if (copy == NULL) return -1;
    int current = folder_descriptor;
    char *rest = copy;
    int result = -1;
    for (;;) {
        char *slash = strchr(rest, '/');
        if (slash != NULL) *slash = '\0';
        if (rest[0] == '\0' || strcmp(rest, ".") == 0 || strcmp(rest, "..") == 0) {
            errno = EXDEV;
            break;
        }
        if (slash == NULL) {
            result = openat(current, rest, flags | O_NOFOLLOW | O_CLOEXEC, mode);
            break;
        }
        // A folder along the way: O_NOFOLLOW refuses a link with ELOOP, and
        // O_DIRECTORY anything else that is not a folder with ENOTDIR.
        int next = openat(current, rest, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        int failure = errno;
        if (next < 0 && failure == ENOTDIR) {
            // O_PATH with O_NOFOLLOW takes a link itself, which O_DIRECTORY
            // then refuses: say it was a link, as openat2 does.
            struct stat status;
            if (fstatat(current, rest, &status, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(status.st_mode)) failure = ELOOP;
        }
        if (current != folder_descriptor) close(current);
        current = next;
        if (current < 0) {
            errno = failure;
            break;
        }
        rest = slash + 1;
    }
    int saved = errno;
    if (current >= 0 && current != folder_descriptor) close(current);
    free(copy);
    errno = saved;
    return result;
}

int boxrender_open_beneath(int folder_descriptor, const char *path, int flags, mode_t mode) {
#if defined(__linux__) && defined(SYS_openat2)
    if (!openat2_missing) {
        struct open_how how;
        memset(&how, 0, sizeof how);
        how.flags = (uint64_t)(flags | O_NOFOLLOW | O_CLOEXEC);
        // openat2 refuses a mode without O_CREAT or O_TMPFILE.
        how.mode = ((flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE) ? mode : 0;
        how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
        long result;
        do {
            result = syscall(SYS_openat2, folder_descriptor, path, &how, sizeof how);
        } while (result < 0 && errno == EAGAIN);
        if (result >= 0 || (errno != ENOSYS && errno != EPERM)) return (int)result;
        openat2_missing = 1;
    }
#endif
    return boxrender_open_beneath_by_walking(folder_descriptor, path, flags, mode);
}

int boxrender_o_path(void) { return O_PATH; }
