// Shared by the `saved-game` and `statistics` targets: the fuzzer's bytes
// become the document's file and go through the real `DataStore.load`
// (envelope check, JSON decoding, moving a bad file aside).
//
// Properties: no trap; a bad file is moved aside byte for byte and the
// document's name is free again; a good file is left as it was, saves, and
// loads back equal; `check` holds for every loaded document. Each input runs
// in one private directory that is emptied afterwards.
import Foundation
import Persistence

/// A private directory for this process, removed at exit.
let fuzzDirectory: String = {
    let parent = ProcessInfo.processInfo.environment["FUZZ_SCRATCH"] ?? NSTemporaryDirectory()
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    var template = Array((parent + "/store-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot create a scratch directory in \(parent)") }
    let path = String(cString: made)
    atexit { try? FileManager.default.removeItem(atPath: fuzzDirectory) }
    return path
}()

/// Whether loaded documents must also satisfy the game invariants
/// (`FUZZ_INVARIANTS=0` looks for traps only).
let checkInvariants = ProcessInfo.processInfo.environment["FUZZ_INVARIANTS"] != "0"

func fuzzLoad<Document: StoredDocument & Equatable>(
    _ type: Document.Type, _ bytes: UnsafeBufferPointer<UInt8>, check: (Document) -> String?
) {
    let files = FileManager.default
    let store = DataStore(directory: fuzzDirectory)
    let path = store.path(of: type)
    let input = Data(bytes)
    defer {
        for name in (try? files.contentsOfDirectory(atPath: fuzzDirectory)) ?? [] {
            try? files.removeItem(atPath: fuzzDirectory + "/" + name)
        }
    }
    guard files.createFile(atPath: path, contents: input) else { fatalError("cannot write \(path)") }

    switch store.load(type) {
    case .missing:
        fatalError("load reported a missing file that exists")
    case .unavailable(let reason):
        fatalError("could not move a bad file aside in a private directory: \(reason)")
    case .recovered(let backupPath, let reason):
        guard files.contents(atPath: backupPath) == input, !files.fileExists(atPath: path) else {
            fatalError("the bad file was not moved aside unchanged to \(backupPath)")
        }
        guard reason.contains(backupPath) else { fatalError("the message does not name the backup: \(reason)") }
    case .loaded(let document):
        guard files.contents(atPath: path) == input else { fatalError("loading changed the file") }
        // `check` also plays the document, so it runs even when invariants are not enforced.
        if let problem = check(document), checkInvariants {
            fatalError("loaded an impossible \(Document.fileName): \(problem)")
        }
        do {
            try store.save(document)
        } catch {
            fatalError("a loaded \(Document.fileName) cannot be saved: \(error)")
        }
        guard store.load(type).value == document else {
            fatalError("a loaded \(Document.fileName) does not load back equal after saving")
        }
    }
}
