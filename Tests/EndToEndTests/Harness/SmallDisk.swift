import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real, small file system for the app's data: a tmpfs mounted on a fresh
/// folder (as root, which the tests run as on both Debian legs; the Debian 13
/// leg's bwrap keeps every capability and has its own mount namespace). It
/// can be filled to the last block and remounted read-only, which binds root
/// too, unlike a folder's mode. `remove()` unmounts it; call it in a `defer`.
struct SmallDisk {
    let url: URL
    var path: String { url.path }

    init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-disk-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        do {
            try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", url.path])
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the disk's top folder, sorted.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// Writes `name` until the disk is full (the write fails with ENOSPC); returns the bytes written.
    @discardableResult
    func fill(with name: String) throws -> Int {
        let descriptor = open(file(name).path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw HarnessError.notFound("a writable \(name): errno \(errno)") }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x55, count: 512)
        var total = 0
        while true {
            let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                total += written
                continue
            }
            guard errno == ENOSPC else { throw HarnessError.notFound("ENOSPC while filling \(name): errno \(errno)") }
            return total
        }
    }

    /// Remounts the disk read-only (EROFS for every writer, root included) or writable again.
    func setReadOnly(_ readOnly: Bool) throws {
        try Self.run("/bin/mount", ["-o", readOnly ? "remount,ro" : "remount,rw", path])
    }

    /// Unmounts the disk (lazily if something still holds it) and removes its folder.
    func remove() {
        if (try? Self.run("/bin/umount", [path])) == nil { try? Self.run("/bin/umount", ["-l", path]) }
        try? FileManager.default.removeItem(at: url)
    }

    private static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HarnessError.notFound("\(executable) \(arguments.joined(separator: " ")) succeeding: \(message)")
        }
    }
}
