import GameModel
import TableCore
import Testing

@testable import MatchismoApp

/// The window's listeners hear each event in the order their places state,
/// whatever the order they joined in, each once, and only while someone
/// else holds them.
@MainActor
struct TableListenersTests {
    @Test("Listeners hear in their places' order, once each; one let go no longer hears; a place holds one listener")
    func orderAndLifetime() {
        let listeners = TableListeners()
        var heard: [String] = []
        let last = EventRelay { _, kind in heard.append("auto dealer \(kind)") }
        let first = EventRelay { _, kind in heard.append("aid \(kind)") }
        var middle: EventRelay? = EventRelay { _, _ in heard.append("session") }
        listeners.join(last, at: .autoDealer)
        listeners.join(middle!, at: .session)
        listeners.join(first, at: .setCountAid)
        listeners.tell(.newGame, in: .set)
        #expect(heard == ["aid set", "session", "auto dealer set"])

        heard = []
        middle = nil
        listeners.tell(nil, in: .matchismo)
        #expect(heard == ["aid matchismo", "auto dealer matchismo"])

        heard = []
        let other = EventRelay { _, _ in heard.append("another aid") }
        listeners.join(other, at: .setCountAid)
        listeners.tell(nil, in: .card)
        #expect(heard == ["another aid", "auto dealer card"])
        withExtendedLifetime((first, last, other)) {}
    }
}
