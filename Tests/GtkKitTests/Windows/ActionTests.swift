import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// Actions run their handlers when activated; stateful actions change state
/// only when the handler accepts; accelerators survive a round trip.
@MainActor
@Suite("Actions and accelerators", .serialized)
struct ActionTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test("A plain action runs its handler while it is enabled")
    func plainActionRunsItsHandlerWhileEnabled() {
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

    @Test("A stateful action changes its state only when the handler accepts the value")
    func statefulActionChangesStateOnlyWhenTheHandlerAccepts() {
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

    @Test("A stateful action ignores an activation without a value, and takes a state set directly")
    func statefulActionIgnoresActivationWithoutAParameter() {
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

    @Test("Actions' closures are released with the action")
    func actionClosuresAreReleasedWithTheAction() {
        let baseline = ClosureBoxes.liveCount
        var plain: Action? = Action("a") {}
        var stateful: Action? = Action("b", state: "x") { _ in true }
        #expect(ClosureBoxes.liveCount == baseline + 2)
        plain = nil
        stateful = nil
        #expect(ClosureBoxes.liveCount == baseline)
        _ = (plain, stateful)
    }

    @Test("An application's actions are found by name, and their accelerators read back as set")
    func applicationAcceleratorsRoundTrip() {
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
