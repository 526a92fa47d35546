#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value that threads share under a pthread mutex.
///
/// It does what `Synchronization.Mutex` does, with a lock ThreadSanitizer can
/// see (TSan on Linux does not follow `Mutex`, and reported false races).
/// `@unchecked Sendable` is exactly this type's promise: every access to the
/// value goes through `withLock`.
final class Locked<Value: ~Copyable>: @unchecked Sendable {
    private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(_ value: consuming Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<Result: ~Copyable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
