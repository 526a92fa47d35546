/// The player's style, as the `style` setting spells it: the desktop's, or always light or dark.
public enum StyleChoice: String, CaseIterable, Sendable {
    case system, light, dark
}
