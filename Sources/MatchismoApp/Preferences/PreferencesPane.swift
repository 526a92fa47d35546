import AdwKit
import GameModel
import GLibKit
import GtkKit
import Persistence
import TableCore

/// The Preferences dialog (libadwaita's): every change applies at once through `onChange`.
@MainActor
enum PreferencesPane {
    /// Changes the choices shown and applies them.
    typealias Update = @MainActor ((inout PlayerPreferences) -> Void) -> Void

    static func make(_ initial: PlayerPreferences, onChange: @escaping @MainActor (PlayerPreferences) -> Void) -> PreferencesDialog {
        let window = PreferencesDialog()
        window.title = tr("Preferences")
        window.setDefaultSize(width: 520, height: 560)
        var current = initial
        let update: Update = { change in
            change(&current)
            onChange(current)
        }
        let page = PreferencesPage(title: tr("General"), iconName: "preferences-system-symbolic")

        let look = PreferencesGroup(title: tr("Appearance"))
        let styles = StyleChoice.allCases
        let style = comboRow(.style, items: [tr("Follow System"), tr("Light"), tr("Dark")])
        style.selectedIndex = styles.firstIndex(of: initial.style) ?? 0
        style.onSelected { index in update { $0.style = styles[min(index, styles.count - 1)] } }
        look.add(style)
        let palette = comboRow(.setPalette, items: [tr("Standard"), tr("Colour-Blind Friendly")])
        palette.selectedIndex = initial.colorBlindSetColors ? 1 : 0
        palette.onSelected { index in update { $0.colorBlindSetColors = index == 1 } }
        look.add(palette)
        look.add(switchRow(.animations, initial, update))
        page.add(look)

        let setGroup = PreferencesGroup(title: GameKind.set.title)
        setGroup.add(switchRow(.autoDeal, initial, update))
        setGroup.add(switchRow(.showSetCount, initial, update))
        page.add(setGroup)

        page.add(cardKeysGroup(initial, update: update))

        let matchismo = PreferencesGroup(title: GameKind.matchismo.title, description: tr("A new size starts with the next game"))
        let mode = comboRow(.matchMode, items: [tr("2 Cards"), tr("3 Cards")])
        mode.selectedIndex = initial.matchMode == .threeCards ? 1 : 0
        mode.onSelected { index in update { $0.matchMode = index == 1 ? .threeCards : .twoCards } }
        matchismo.add(mode)
        matchismo.add(spinRow(.cardCount, value: initial.cardCount) { value in update { $0.cardCount = value } })
        page.add(matchismo)

        window.add(page)
        // TRANSLATORS: the Preferences window's page for players at one Set table.
        let players = PreferencesPage(title: tr("Players"), iconName: "system-users-symbolic")
        players.add(playersGroup(initial, update: update))
        window.add(players)
        return window
    }

    /// The card keys: the keyboard layout they follow, and whether cards show them.
    private static func cardKeysGroup(
        _ initial: PlayerPreferences, update: @escaping Update
    ) -> PreferencesGroup {
        let group = PreferencesGroup(
            title: tr("Card Keys"), description: tr("Each card has a key that chooses it; screen readers say it with the card"))
        let choices = CardKeysChoice.allCases
        // TRANSLATORS: the card keys follow the layout recognised from the keyboard.
        let names = choices.map { KeyboardLayout($0)?.title ?? tr("Automatic") }
        let layout = comboRow(.cardKeysLayout, items: names)
        layout.selectedIndex = choices.firstIndex(of: initial.cardKeysLayout) ?? 0
        layout.onSelected { index in update { $0.cardKeysLayout = choices[min(index, choices.count - 1)] } }
        group.add(layout)
        group.add(switchRow(.showCardKeys, initial, update))
        return group
    }

    /// Players at one table: the seconds to choose after a claim, and each player's name.
    private static func playersGroup(
        _ initial: PlayerPreferences, update: @escaping Update
    ) -> PreferencesGroup {
        let group = PreferencesGroup(
            title: tr("Players at One Table"),
            description: tr("In Set, each player claims with their own key, then chooses the cards before the time is up"))
        group.add(spinRow(.claimSeconds, value: initial.claimSeconds) { value in update { $0.claimSeconds = value } })
        for key in ClaimKey.allCases {
            let seat = key.seat
            // TRANSLATORS: a name field's title; {player} is "Player 2", {key} its claim key ("Right Shift").
            let title = tr("{player}, claim key {key}").filling(["player": PlayerText.defaultName(seat: seat), "key": key.name])
            let row = NameRow.make(title: title, text: seat < initial.playerNames.count ? initial.playerNames[seat] : "") { name in
                update { preferences in
                    while preferences.playerNames.count <= seat { preferences.playerNames.append("") }
                    preferences.playerNames[seat] = PlayerName.normalized(name)
                }
            }
            group.add(row)
            group.add(SeatRow.row(seat: seat, initial, update))
        }
        return group
    }

    /// The row `key` declares, with a number from its range starting at `value`; `onChange` hears each change.
    private static func spinRow(_ key: PreferenceKey, value: Int, onChange: @escaping @MainActor (Int) -> Void) -> ActionRow {
        // The row's title names the control.
        let spin = SpinButton(range: key.range, step: 1, accessibleLabel: nil)
        spin.value = value
        spin.onValueChanged(onChange)
        return ActionRow(title: row(key).title, subtitle: row(key).subtitle, control: spin)
    }

    /// The row `key` declares, with a switch that starts as `initial` has it and changes it through `update`.
    private static func switchRow(
        _ key: PreferenceKey, _ initial: PlayerPreferences, _ update: @escaping Update
    ) -> ActionRow {
        let toggle = Switch(accessibleLabel: nil)
        toggle.isOn = initial[key]
        toggle.onToggled { on in update { $0[key] = on } }
        return ActionRow(title: row(key).title, subtitle: row(key).subtitle, control: toggle)
    }

    /// The row `key` declares, offering `items` (its choices, in their order).
    private static func comboRow(_ key: PreferenceKey, items: [String]) -> ComboRow {
        ComboRow(title: row(key).title, subtitle: row(key).subtitle, items: items)
    }

    private static func row(_ key: PreferenceKey) -> PreferenceRow {
        guard let row = key.declaration.row else { preconditionFailure("\(key.rawValue) declares no row") }
        return row
    }
}
