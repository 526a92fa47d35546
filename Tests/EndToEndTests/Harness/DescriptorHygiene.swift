import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeps our descriptors out of spawned children.
///
/// Descriptors the harness opens carry `O_CLOEXEC`, but other code in the
/// test process may not, so every spawn also closes everything above the
/// descriptors it hands over. A leaked write end of the reaper's pipe would
/// stop the reaper from noticing that the test process died.
enum DescriptorHygiene {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// glibc 2.34+ `posix_spawn_file_actions_addclosefrom_np`, which Swift's
    /// Glibc module does not export (it needs `_GNU_SOURCE`).
    private static let closeFromAction: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Adds actions that close every descriptor from `first` upwards.
    static func closeFrom(_ first: Int32, in actions: inout posix_spawn_file_actions_t) {
        if let closeFromAction, closeFromAction(&actions, first) == 0 { return }
        // Older C libraries: close what is open now. A descriptor closed in
        // the meantime makes its close action fail with EBADF, which glibc ignores.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor >= first {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// A connected pair of stream sockets, both close-on-exec.
    static func socketPair() throws -> (Int32, Int32) {
        var descriptors: [Int32] = [-1, -1]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &descriptors) == 0 else {
            throw HarnessError.spawnFailed("socketpair", String(cString: strerror(errno)))
        }
        return (descriptors[0], descriptors[1])
    }
}
