/// The keyboard layout for the card keys, as the `card-keys-layout` setting
/// spells it: recognised from the keymap, or one chosen by the player.
public enum CardKeysChoice: String, CaseIterable, Sendable {
    case automatic, qwerty, azerty, qwertz, dvorak, colemak
}
