import GameModel
import TableCore
import GtkKit

/// The Preferences window: every change applies at once through `onChange`.
@MainActor
enum PreferencesWindow {
    static func make(_ initial: PlayerPreferences, onChange: @escaping @MainActor (PlayerPreferences) -> Void) -> Window {
        let window = Window()
        window.title = "Preferences"
        window.setDefaultSize(width: 480, height: -1)
        window.setTitlebar(HeaderBar())
        var current = initial
        let grid = Grid(rowSpacing: 12, columnSpacing: 24)
        grid.setMargins(24)

        let palette = DropDown(items: ["Standard", "Colour-blind friendly"], accessibleLabel: "Set colours")
        palette.selectedIndex = initial.colorBlindSetColors ? 1 : 0
        palette.onSelected { index in
            current.colorBlindSetColors = index == 1
            onChange(current)
        }
        addRow(grid, 0, "Set colours", "Red, green and purple, or colours that stay distinct with any colour blindness", palette)

        let animations = Switch(accessibleLabel: "Animations")
        animations.isOn = initial.animations
        animations.onToggled { on in
            current.animations = on
            onChange(current)
        }
        addRow(grid, 1, "Animations", "Also off when the desktop turns animations off", animations)

        let mode = DropDown(items: ["2 cards", "3 cards"], accessibleLabel: "Matchismo match size")
        mode.selectedIndex = initial.matchMode == .threeCards ? 1 : 0
        mode.onSelected { index in
            current.matchMode = index == 1 ? .threeCards : .twoCards
            onChange(current)
        }
        addRow(grid, 2, "Matchismo match size", "How many cards are compared at once", mode)

        let count = SpinButton(range: MatchismoGame.cardCountRange, step: 1, accessibleLabel: "Cards dealt in Matchismo")
        count.value = initial.cardCount
        count.onValueChanged { value in
            current.cardCount = value
            onChange(current)
        }
        addRow(grid, 3, "Cards dealt in Matchismo", "From \(MatchismoGame.cardCountRange.lowerBound) to \(MatchismoGame.cardCountRange.upperBound)", count)

        window.setChild(grid)
        window.present()
        return window
    }

    private static func addRow(_ grid: Grid, _ row: Int, _ title: String, _ detail: String, _ control: Widget) {
        let labels = Box(.vertical, spacing: 2)
        let titleLabel = Label(title)
        titleLabel.setXAlign(0)
        let detailLabel = Label(detail)
        detailLabel.setXAlign(0)
        detailLabel.setWrap(true)
        detailLabel.addCSSClass("dim-label")
        detailLabel.addCSSClass("caption")
        labels.append(titleLabel)
        labels.append(detailLabel)
        labels.horizontalExpand = true
        grid.attach(labels, column: 0, row: row)
        grid.attach(control, column: 1, row: row)
    }
}
