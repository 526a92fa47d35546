/// The environment switch that keeps GDK from loading OpenGL and Vulkan
/// where only software could run them. It moved between GTK releases (GTK's
/// NEWS for 4.16): GTK 4.8 to 4.14 read `gl-disable` and `vulkan-disable` from
/// GDK_DEBUG; GTK 4.16 and later read `gl` and `vulkan` from GDK_DISABLE and no
/// longer know the old names. Decided from the GTK that runs, not the one built
/// against: a Flatpak's runtime can be newer than the machine that built it.
struct GraphicsSwitches: Equatable, Sendable {
    /// The first GTK 4 minor version that reads GDK_DISABLE.
    static let disableVariableSince = 16

    let name: String
    /// The player's own flags in that variable, then the switches.
    let value: String

    init(gtkMinorVersion: Int, environment: [String: String]) {
        if gtkMinorVersion >= Self.disableVariableSince {
            name = "GDK_DISABLE"
            value = Self.adding(["gl", "vulkan"], to: environment[name])
        } else {
            name = "GDK_DEBUG"
            value = Self.adding(["gl-disable", "vulkan-disable"], to: environment[name])
        }
    }

    /// The player's flags with `switches` added after them. GDK separates
    /// flags with commas, colons or spaces; the result uses commas.
    static func adding(_ switches: [String], to value: String?) -> String {
        var flags = (value ?? "").split(whereSeparator: { ",: ".contains($0) }).map(String.init)
        for flag in switches where !flags.contains(flag) { flags.append(flag) }
        return flags.joined(separator: ",")
    }
}
