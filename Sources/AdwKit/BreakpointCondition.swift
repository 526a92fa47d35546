/// A condition on a window's size in logical pixels, as libadwaita's
/// `AdwBreakpointCondition` states one: bounds on the width and height, all
/// or any of which must hold. Its `text` is what `adw_breakpoint_condition_parse`
/// reads ("max-width: 479px and min-height: 600px"), and `holds` answers the
/// same question in Swift, so an `AdwBreakpoint` (libadwaita 1.5) and a window
/// that follows its own size (1.2) read one declaration.
public indirect enum BreakpointCondition: Sendable, Equatable {
    /// Bounds are inclusive, as libadwaita's are: `maxWidth(479)` holds at 479.
    case minWidth(Int), maxWidth(Int), minHeight(Int), maxHeight(Int)
    case all([BreakpointCondition])
    case any([BreakpointCondition])

    /// Whether a window of `width` by `height` pixels meets it.
    public func holds(width: Int, height: Int) -> Bool {
        switch self {
        case .minWidth(let bound): width >= bound
        case .maxWidth(let bound): width <= bound
        case .minHeight(let bound): height >= bound
        case .maxHeight(let bound): height <= bound
        case .all(let parts): parts.allSatisfy { $0.holds(width: width, height: height) }
        case .any(let parts): parts.contains { $0.holds(width: width, height: height) }
        }
    }

    /// libadwaita's condition syntax, parenthesised where a part combines others.
    public var text: String {
        switch self {
        case .minWidth(let bound): "min-width: \(bound)px"
        case .maxWidth(let bound): "max-width: \(bound)px"
        case .minHeight(let bound): "min-height: \(bound)px"
        case .maxHeight(let bound): "max-height: \(bound)px"
        case .all(let parts): Self.join(parts, "and")
        case .any(let parts): Self.join(parts, "or")
        }
    }

    private static func join(_ parts: [BreakpointCondition], _ word: String) -> String {
        parts.map { part in
            switch part {
            case .all, .any: "(\(part.text))"
            default: part.text
            }
        }.joined(separator: " \(word) ")
    }
}
