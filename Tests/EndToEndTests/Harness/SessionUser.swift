import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The unprivileged account that programs refusing root run as when the
/// tests run as root (as in CI): wlroots compositors such as sway will not
/// start as root. A system account without a home or a login shell, created
/// by the first session that needs it and reused by the later ones.
struct SessionUser: Sendable {
    static let name = "matchismo-e2e"

    let uid: uid_t
    let gid: gid_t

    /// The account, created if it does not exist yet; nil when the tests do
    /// not run as root, so such programs simply run as the current user.
    static func ensure(environment: [String: String], scratch: URL) async throws -> SessionUser? {
        guard geteuid() == 0 else { return nil }
        if let user = lookUp() { return user }
        let output = try await ChildProcess.run(
            "/usr/sbin/useradd",
            ["--system", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", name],
            environment: environment, scratch: scratch)
        // Another test process may have created it in the meantime (useradd then fails).
        if let user = lookUp() { return user }
        try output.check()
        throw HarnessError.notFound("the account \(name) that useradd just created")
    }

    private static func lookUp() -> SessionUser? {
        guard let entry = getpwnam(name) else { return nil }
        return SessionUser(uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
    }

    /// The command line that runs `executable` as this account, with no
    /// supplementary groups: `setpriv` drops root and then executes it, so
    /// the process keeps its pid and process group.
    func command(_ executable: String, _ arguments: [String]) -> (executable: String, arguments: [String]) {
        ("/usr/bin/setpriv", ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--", executable] + arguments)
    }

    /// Gives the account `url` (a folder the session made for it).
    func own(_ url: URL) throws {
        guard chown(url.path, uid, gid) == 0 else {
            throw HarnessError.spawnFailed("chown \(url.path)", String(cString: strerror(errno)))
        }
    }
}
