import AdwKit
import GameModel
import GLibKit
import GtkKit
import Persistence
import TableCore

/// The Preferences dialog (libadwaita's): every change applies at once through `onChange`.
@MainActor
enum PreferencesPane {
    static func make(_ initial: PlayerPreferences, onChange: @escaping @MainActor (PlayerPreferences) -> Void) -> PreferencesDialog {
        let window = PreferencesDialog()
        window.title = tr("Preferences")
        window.setDefaultSize(width: 520, height: 560)
        var current = initial
        let update: @MainActor ((inout PlayerPreferences) -> Void) -> Void = { change in
            change(&current)
            onChange(current)
        }
        let page = PreferencesPage(title: tr("General"), iconName: "preferences-system-symbolic")

        let look = PreferencesGroup(title: tr("Appearance"))
        let styles: [StyleChoice] = [.system, .light, .dark]
        let style = ComboRow(title: tr("Style"), subtitle: tr("High contrast follows the desktop"),
                             items: [tr("Follow System"), tr("Light"), tr("Dark")])
        style.selectedIndex = styles.firstIndex(of: initial.style) ?? 0
        style.onSelected { index in update { $0.style = styles[min(index, styles.count - 1)] } }
        look.add(style)
        let palette = ComboRow(
            title: tr("Set Colours"), subtitle: tr("Red, green and purple, or colours that stay distinct with any colour blindness"),
            items: [tr("Standard"), tr("Colour-Blind Friendly")])
        palette.selectedIndex = initial.colorBlindSetColors ? 1 : 0
        palette.onSelected { index in update { $0.colorBlindSetColors = index == 1 } }
        look.add(palette)
        look.add(switchRow(tr("Animations"), subtitle: tr("Also off when the desktop turns animations off"),
                           isOn: initial.animations) { on in update { $0.animations = on } })
        page.add(look)

        let set = PreferencesGroup(title: GameKind.set.title)
        set.add(switchRow(tr("Deal Automatically"), subtitle: tr("Deal 3 more cards when no set is on the table, and say so"),
                          isOn: initial.autoDeal) { on in update { $0.autoDeal = on } })
        page.add(set)

        page.add(cardKeysGroup(initial, update: update))

        let matchismo = PreferencesGroup(title: GameKind.matchismo.title, description: tr("A new size starts with the next game"))
        let mode = ComboRow(title: tr("Match Size"), subtitle: tr("How many cards are compared at once"),
                            items: [tr("2 Cards"), tr("3 Cards")])
        mode.selectedIndex = initial.matchMode == .threeCards ? 1 : 0
        mode.onSelected { index in update { $0.matchMode = index == 1 ? .threeCards : .twoCards } }
        matchismo.add(mode)
        let range = MatchismoGame.cardCountRange
        // TRANSLATORS: {low} and {high} are the fewest and most cards Matchismo deals (12 and 52).
        let limits = tr("From {low} to {high}").filling(["low": String(range.lowerBound), "high": String(range.upperBound)])
        matchismo.add(spinRow(tr("Cards Dealt"), subtitle: limits, range: range, value: initial.cardCount) { value in
            update { $0.cardCount = value }
        })
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
        _ initial: PlayerPreferences, update: @escaping @MainActor ((inout PlayerPreferences) -> Void) -> Void
    ) -> PreferencesGroup {
        let group = PreferencesGroup(
            title: tr("Card Keys"), description: tr("Each card has a key that chooses it; screen readers say it with the card"))
        let choices = CardKeysChoice.allCases
        // TRANSLATORS: the card keys follow the layout recognised from the keyboard.
        let names = choices.map { KeyboardLayout($0)?.title ?? tr("Automatic") }
        let layout = ComboRow(title: tr("Keyboard Layout"), subtitle: tr("The keys are handed out by their place on the keyboard"),
                              items: names)
        layout.selectedIndex = choices.firstIndex(of: initial.cardKeysLayout) ?? 0
        layout.onSelected { index in update { $0.cardKeysLayout = choices[min(index, choices.count - 1)] } }
        group.add(layout)
        group.add(switchRow(tr("Show Keys on Cards"), subtitle: tr("Draw each card’s key small at its bottom edge"),
                            isOn: initial.showCardKeys) { on in update { $0.showCardKeys = on } })
        return group
    }

    /// Players at one table: the seconds to choose after a claim, and each player's name.
    private static func playersGroup(
        _ initial: PlayerPreferences, update: @escaping @MainActor ((inout PlayerPreferences) -> Void) -> Void
    ) -> PreferencesGroup {
        let group = PreferencesGroup(
            title: tr("Players at One Table"),
            description: tr("In Set, each player claims with their own key, then chooses the cards before the time is up"))
        let range = PreferenceLimits.claimSeconds
        // TRANSLATORS: {low} and {high} are the fewest and most seconds a claimer may have (3 and 30).
        let limits = tr("From {low} to {high} seconds").filling(["low": String(range.lowerBound), "high": String(range.upperBound)])
        group.add(spinRow(tr("Seconds to Choose"), subtitle: limits, range: range, value: initial.claimSeconds) { value in
            update { $0.claimSeconds = value }
        })
        for key in ClaimKey.allCases {
            let seat = key.seat
            // TRANSLATORS: a name field's title; {player} is "Player 2", {key} its claim key ("Right Shift").
            let title = tr("{player}, claim key {key}").filling(["player": PlayerText.defaultName(seat: seat), "key": key.name])
            let row = EntryRow(title: title, text: seat < initial.playerNames.count ? initial.playerNames[seat] : "")
            row.onChanged { name in
                update { preferences in
                    while preferences.playerNames.count <= seat { preferences.playerNames.append("") }
                    preferences.playerNames[seat] = name
                }
            }
            group.add(row)
        }
        return group
    }

    /// A row with a number from `range` named `title`, starting at `value`; `onChange` hears each change.
    private static func spinRow(
        _ title: String, subtitle: String, range: ClosedRange<Int>, value: Int, onChange: @escaping @MainActor (Int) -> Void
    ) -> ActionRow {
        // The row's title names the control.
        let spin = SpinButton(range: range, step: 1, accessibleLabel: nil)
        spin.value = value
        spin.onValueChanged(onChange)
        return ActionRow(title: title, subtitle: subtitle, control: spin)
    }

    /// A row with a switch named `title` that starts `isOn` and tells `onToggled` of each change.
    private static func switchRow(
        _ title: String, subtitle: String, isOn: Bool, onToggled: @escaping @MainActor (Bool) -> Void
    ) -> ActionRow {
        let toggle = Switch(accessibleLabel: nil)
        toggle.isOn = isOn
        toggle.onToggled(onToggled)
        return ActionRow(title: title, subtitle: subtitle, control: toggle)
    }
}
