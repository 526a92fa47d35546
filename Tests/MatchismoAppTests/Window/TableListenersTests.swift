import GameModel
import TableCore
import Testing

@testable import MatchismoApp

/// The window's listeners hear each event in the order their places state,
/// whatever the order they joined in, each once, and only while someone
/// else holds them.
@MainActor
@Suite("The listeners of the tables' events")
struct TableListenersTests {
    @Test("Listeners hear in their places' order, once each, and their sentences come back in it; one let go no longer hears; a place holds one listener")
    func orderAndLifetime() {
        let listeners = TableListeners()
        var heard: [String] = []
        let last = EventRelay { _, kind in heard.append("auto dealer \(kind)") }
        let first = EventRelay { _, kind in heard.append("aid \(kind)") }
        var middle: EventRelay? = EventRelay { _, _ in heard.append("session") }
        listeners.join(last, at: .autoDealer)
        listeners.join(middle!, at: .session)
        listeners.join(first, at: .setCountAid)
        first.says = "4 sets on the table."
        last.says = "Dealt 3 more."
        // What they add comes back in their order, for the window to show and say once.
        #expect(listeners.tell(.newGame, in: .set) == ["4 sets on the table.", "Dealt 3 more."])
        #expect(heard == ["aid set", "session", "auto dealer set"])

        heard = []
        middle = nil
        _ = listeners.tell(nil, in: .matchismo)
        #expect(heard == ["aid matchismo", "auto dealer matchismo"])

        heard = []
        let other = EventRelay { _, _ in heard.append("another aid") }
        listeners.join(other, at: .setCountAid)
        _ = listeners.tell(nil, in: .card)
        #expect(heard == ["another aid", "auto dealer card"])
        withExtendedLifetime((first, last, other)) {}
    }
}
