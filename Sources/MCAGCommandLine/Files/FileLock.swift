#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on the file at a path, held until
/// ``unlock()``, so that writers who read, change and replace the file take
/// turns. Only programs that take the lock too are kept out (`mcag review
/// record` does); readers need none, because the file is replaced atomically.
///
/// The file is replaced by rename while the lock is held, so a waiter may wake
/// holding a lock on the old file: it checks that the path still names the
/// file it locked and otherwise locks again. A missing file is created empty.
struct FileLock: ~Copyable {
    private let descriptor: Int32

    /// Waits for the lock on `path`.
    init(path: String, option: String, command: String?) throws(UsageError) {
        while true {
            var descriptor = open(path, O_RDWR | O_CLOEXEC)
            if descriptor < 0 && errno == ENOENT {
                descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if descriptor < 0 && errno == EEXIST { continue }
            }
            guard descriptor >= 0 else {
                throw UsageError("\(option) '\(path)' cannot be opened to record a result: \(POSIX.lastError())", command: command)
            }
            var status = flock(descriptor, LOCK_EX)
            while status != 0 && errno == EINTR { status = flock(descriptor, LOCK_EX) }
            guard status == 0 else {
                let reason = POSIX.lastError()
                close(descriptor)
                throw UsageError("\(option) '\(path)' cannot be locked: \(reason)", command: command)
            }
            var locked = stat()
            if fstat(descriptor, &locked) == 0, let current = POSIX.status(path),
               locked.st_dev == current.st_dev, locked.st_ino == current.st_ino {
                self.descriptor = descriptor
                return
            }
            close(descriptor)  // The file was replaced while we waited: lock the new one.
        }
    }

    /// Releases the lock.
    consuming func unlock() {}

    deinit { close(descriptor) }
}
