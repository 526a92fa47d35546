import GameModel
import GtkKit
import TableCore

/// Registers every action once, with its accelerators, and keeps them to
/// update their enabled state and their stateful values.
@MainActor
final class ActionRegistry {
    private let application: Application
    private var actions: [AppAction: Action] = [:]

    init(application: Application) {
        self.application = application
    }

    /// Adds plain actions, each on the application or on `window` by its scope.
    func addPlain(_ handlers: [AppAction: @MainActor () -> Void], window: Window?) {
        for (name, handler) in handlers {
            add(Action(name.rawValue, handler), as: name, window: window)
        }
    }

    /// Adds a stateful action with a string state; the handler says whether to take the new value.
    func addStateful(_ name: AppAction, initial: String, _ handler: @escaping @MainActor (String) -> Bool) {
        add(Action(name.rawValue, state: initial, handler), as: name, window: nil)
    }

    /// Sets every accelerator `KeyTable` declares.
    func setAccelerators() {
        for (detailed, accelerators) in KeyTable.accelerators {
            application.setAccelerators(accelerators, for: detailed)
        }
    }

    func setEnabled(_ name: AppAction, _ enabled: Bool) { actions[name]?.isEnabled = enabled }

    func setState(_ name: AppAction, _ value: String) { actions[name]?.stringState = value }

    private func add(_ action: Action, as name: AppAction, window: Window?) {
        actions[name] = action
        switch name.scope {
        case .app: application.add(action)
        case .win: window?.add(action)
        }
    }
}
