import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// Actions run their handlers when activated; stateful actions change state
/// only when the handler accepts; accelerators survive a round trip.
@MainActor
@Suite(.serialized)
struct ActionTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test func plainActionRunsItsHandlerWhileEnabled() {
        var runs = 0
        let action = Action("deal") { runs += 1 }
        #expect(action.name == "deal")
        #expect(action.isEnabled)
        action.activate()
        action.activate()
        #expect(runs == 2)
        action.isEnabled = false
        action.activate()
        #expect(runs == 2)
        #expect(!action.isEnabled)
        #expect(action.stringState == nil)
    }

    @Test func statefulActionChangesStateOnlyWhenTheHandlerAccepts() {
        var requests: [String] = []
        let action = Action("match-mode", state: "2") { value in
            requests.append(value)
            return value == "2" || value == "3"
        }
        #expect(action.stringState == "2")
        action.activate("3")
        #expect(action.stringState == "3")
        action.activate("5")
        #expect(action.stringState == "3")
        action.activate("2")
        #expect(action.stringState == "2")
        #expect(requests == ["3", "5", "2"])
    }

    @Test func statefulActionIgnoresActivationWithoutAParameter() {
        var requests = 0
        let action = Action("game", state: "set") { _ in
            requests += 1
            return true
        }
        action.activate()
        #expect(requests == 0)
        #expect(action.stringState == "set")
        action.stringState = "card"
        #expect(action.stringState == "card")
    }

    @Test func actionClosuresAreReleasedWithTheAction() {
        let baseline = ClosureBoxes.liveCount
        var plain: Action? = Action("a") {}
        var stateful: Action? = Action("b", state: "x") { _ in true }
        #expect(ClosureBoxes.liveCount == baseline + 2)
        plain = nil
        stateful = nil
        #expect(ClosureBoxes.liveCount == baseline)
        _ = (plain, stateful)
    }

    @Test func applicationAcceleratorsRoundTrip() {
        let application = Application(id: "io.github.matchismo.GtkKitTests")
        var runs = 0
        let action = Action("new-game") { runs += 1 }
        application.add(action)
        #expect(application.action(named: "new-game") != nil)
        #expect(application.action(named: "missing") == nil)

        application.setAccelerators(["<Control>n", "F2"], for: "app.new-game")
        #expect(application.accelerators(for: "app.new-game") == ["<Control>n", "F2"])
        application.setAccelerators(["<Control><Shift>z"], for: "app.new-game")
        #expect(application.accelerators(for: "app.new-game") == ["<Shift><Control>z"])
        application.setAccelerators([], for: "app.new-game")
        #expect(application.accelerators(for: "app.new-game").isEmpty)
        #expect(application.accelerators(for: "app.unknown").isEmpty)

        application.setAccelerators(["<Control>1"], for: "app.game::matchismo")
        #expect(application.accelerators(for: "app.game::matchismo") == ["<Control>1"])

        g_action_activate(application.action(named: "new-game"), nil)
        #expect(runs == 1)
    }
}
