import AdwKit
import GameModel
import GLibKit
import GtkKit
import Persistence
import TableCore

/// The Preferences window (libadwaita's): every change applies at once through `onChange`.
@MainActor
enum PreferencesPane {
    static func make(_ initial: PlayerPreferences, onChange: @escaping @MainActor (PlayerPreferences) -> Void) -> Window {
        let window = PreferencesWindow()
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
        let animationSwitch = Switch(accessibleLabel: tr("Animations"))
        animationSwitch.isOn = initial.animations
        animationSwitch.onToggled { on in update { $0.animations = on } }
        look.add(ActionRow(title: tr("Animations"), subtitle: tr("Also off when the desktop turns animations off"),
                           control: animationSwitch))
        page.add(look)

        let set = PreferencesGroup(title: GameKind.set.title)
        let autoDeal = Switch(accessibleLabel: tr("Deal Automatically"))
        autoDeal.isOn = initial.autoDeal
        autoDeal.onToggled { on in update { $0.autoDeal = on } }
        set.add(ActionRow(title: tr("Deal Automatically"),
                          subtitle: tr("Deal 3 more cards when no set is on the table, and say so"), control: autoDeal))
        page.add(set)

        let matchismo = PreferencesGroup(title: GameKind.matchismo.title, description: tr("A new size starts with the next game"))
        let mode = ComboRow(title: tr("Match Size"), subtitle: tr("How many cards are compared at once"),
                            items: [tr("2 Cards"), tr("3 Cards")])
        mode.selectedIndex = initial.matchMode == .threeCards ? 1 : 0
        mode.onSelected { index in update { $0.matchMode = index == 1 ? .threeCards : .twoCards } }
        matchismo.add(mode)
        let range = MatchismoGame.cardCountRange
        let count = SpinButton(range: range, step: 1, accessibleLabel: tr("Cards Dealt"))
        count.value = initial.cardCount
        count.onValueChanged { value in update { $0.cardCount = value } }
        // TRANSLATORS: {low} and {high} are the fewest and most cards Matchismo deals (12 and 52).
        let limits = tr("From {low} to {high}").filling(["low": String(range.lowerBound), "high": String(range.upperBound)])
        matchismo.add(ActionRow(title: tr("Cards Dealt"), subtitle: limits, control: count))
        page.add(matchismo)

        window.add(page)
        window.present()
        return window
    }
}
