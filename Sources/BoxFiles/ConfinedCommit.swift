import CTemporaryFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where one file of a confined set stands (`AtomicFile.stage(name:in:)`).
enum ConfinedState: Sendable {
    case staged
    /// In place; there was no file before.
    case committedNew
    /// In place; the file it replaced waits under `kept` until the set is
    /// finished (then it goes) or withdrawn (then it comes back).
    case committedKeeping(kept: String)
    /// Finished, withdrawn or discarded: nothing left to do.
    case done
}

/// Committing, taking back and finishing one staged file in a confined
/// folder, all by name relative to the folder's descriptor. A replaced
/// file is never lost before the whole set is in: its old bytes are kept
/// under a staging name (swapped with `renameat2(RENAME_EXCHANGE)`, or, on
/// a file system that cannot swap, a hard link made before the rename).
extension TemporaryFile {
    /// Puts the staged file in place as `target`. `exchanging` false takes
    /// the hard-link way even where the file system can swap, so that way
    /// is tested on every machine.
    func commit(in folder: FolderHandle, as target: String, replacing: Bool, shown: String, exchanging: Bool = true)
        throws(AtomicFile.WriteError)
    {
        let directory = folder.descriptor
        guard replacing else {
            // A file that appeared since it was staged is not replaced unseen.
            guard boxrender_rename_new_at(directory, name, target) == 0 else { throw failure(in: folder, shown) }
            state = .committedNew
            return
        }
        if exchanging, boxrender_exchange_at(directory, name, target) == 0 {
            forgetForSignals()
            state = .committedKeeping(kept: name)
            // What was swapped out must be what was staged against: a regular file.
            var status = stat()
            guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else {
                withdraw(in: folder, as: target)
                throw AtomicFile.WriteError(path: shown, reason: "it was replaced by something else while staged")
            }
            return
        }
        guard !exchanging || errno == EINVAL || errno == ENOSYS || errno == EPERM else {
            throw failure(in: folder, shown)
        }
        var backup = Array(Self.confinedTemplate(for: String(target)).utf8CString)
        let linked = backup.withUnsafeMutableBufferPointer {
            boxrender_link_backup_at(directory, target, $0.baseAddress!)
        }
        guard linked == 0 else { throw failure(in: folder, shown) }
        let kept = String(decoding: backup.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard renameat(directory, name, directory, target) == 0 else {
            let error = failure(in: folder, shown)
            unlinkat(directory, kept, 0)
            throw error
        }
        state = .committedKeeping(kept: kept)
    }

    /// The error of the call that just failed; the staged file is removed.
    private func failure(in folder: FolderHandle, _ shown: String) -> AtomicFile.WriteError {
        let reason = String(cString: strerror(errno))
        discard(in: folder)
        return AtomicFile.WriteError(path: shown, reason: reason)
    }

    /// Removes the staged file, if it was never committed.
    func discard(in folder: FolderHandle) {
        guard case .staged = state else { return }
        unlinkat(folder.descriptor, name, 0)
        state = .done
    }

    /// Takes a committed file back: a new one is removed, a replaced one's
    /// old bytes are put back. If they cannot be, they stay under their
    /// staging name (where the next run's `--check` lists them), never removed.
    func withdraw(in folder: FolderHandle, as target: String) {
        let directory = folder.descriptor
        switch state {
        case .committedNew:
            unlinkat(directory, target, 0)
        case .committedKeeping(let kept):
            if kept == name, boxrender_exchange_at(directory, kept, target) == 0 {
                unlinkat(directory, kept, 0)
            } else if renameat(directory, kept, directory, target) != 0 {
                return
            }
        case .staged, .done:
            return
        }
        state = .done
    }

    /// After the whole set is in: drops a replaced file's old bytes.
    func finish(in folder: FolderHandle) {
        if case .committedKeeping(let kept) = state { unlinkat(folder.descriptor, kept, 0) }
        state = .done
    }
}
