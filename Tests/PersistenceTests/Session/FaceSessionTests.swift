import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

@Suite("The face in the saved session")
struct FaceSessionTests {
    @Test("The face's happiness and size come back with the session")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        var session = midPlaySession()
        session.showing = .face
        session.face = HappinessFace(happiness: -0.35, scale: 0.6)
        try store.save(session)
        let restored = try #require(store.load().value)
        #expect(restored == session)
        #expect(restored.face == HappinessFace(happiness: -0.35, scale: 0.6))
        #expect(restored.showing == .face && restored.has(.face))
    }

    @Test("A session saved before the face existed still loads, every game in it, with no face")
    func oldSessionWithoutAFace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let old = midPlaySession()
        #expect(old.face == nil)
        let payload = String(decoding: try JSONEncoder().encode(old), as: UTF8.self)
        #expect(!payload.contains(#""face":"#), "the old form has no face key: \(payload)")
        let file = #"{"format": 1, "saved": "2026-01-02T03:04:05Z", "payload": \#(payload)}"#
        try file.write(toFile: directory.path + "/" + SavedSession.fileName, atomically: true, encoding: .utf8)
        let loaded = SessionStore(dataStore: DataStore(directory: directory.path)).load()
        #expect(loaded == .loaded(old))
        #expect(loaded.value?.has(.face) == false)
    }

    @Test("A face out of range makes the session unusable rather than drawing an impossible face")
    func badFace() throws {
        var session = midPlaySession()
        session.face = HappinessFace(happiness: 0.25)
        let text = String(decoding: try JSONEncoder().encode(session), as: UTF8.self)
        let broken = text.replacingOccurrences(of: #""happiness":0.25"#, with: #""happiness":4"#)
        #expect(broken != text)
        #expect(throws: DecodingError.self) { try JSONCoder.decode(SavedSession.self, from: Data(broken.utf8)) }
    }
}
