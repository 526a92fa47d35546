import CardArt
import GameModel
import GLibKit

/// What the command line asks for: usage help, or a rendering.
public enum RenderInvocation: Equatable, Sendable {
    case help
    case render(RenderRequest)
}

/// A command line `matchismo render` cannot accept; its description is the
/// message for standard error: the problem, then the accepted forms.
public struct RenderUsageError: Error, Equatable, CustomStringConvertible {
    public let problem: String

    public var description: String { "matchismo render: \(problem)\n\n\(RenderRequest.usage)" }
}

extension RenderRequest {
    /// The accepted forms, printed by `--help` and after every error; the
    /// command forms and short forms are the same in every language.
    public static var usage: String {
        let values = [
            "limit": String(RenderSize.limit), "scale_min": "\(FaceCardScale.range.lowerBound)",
            "scale_max": "\(FaceCardScale.range.upperBound)", "scale_default": "\(FaceCardScale.standard.value)",
            "happiness_default": "\(HappinessFace.standardHappiness)", "face_min": "\(HappinessFace.scaleRange.lowerBound)",
            "face_max": "\(HappinessFace.scaleRange.upperBound)", "face_default": "\(HappinessFace.standardScale)",
        ]
        let synopsis = [
            "  matchismo render CARD --size WIDTHxHEIGHT --output FILE [--state STATE[,STATE…]] [--face-scale S]",
            "  matchismo render --sheet matchismo|set --output FILE [--size WIDTHxHEIGHT]",
            "  matchismo render face[:HAPPINESS[:SCALE]] --output FILE [--size WIDTHxHEIGHT] [--state focused]",
        ]
        return ([tr("Usage:")] + synopsis).joined(separator: "\n") + "\n"
            // TRANSLATORS: `matchismo render --help`. Keep the words in capitals (CARD, RANKSUIT, WIDTHxHEIGHT…),
            // the card forms (AS, 2-striped-purple-squiggle, solid/striped/open…), the options and the file endings.
            + tr("CARD is a playing card RANKSUIT (RANK A, 2-10, J, Q, K; SUIT S, H, D, C) such as AS, 10H, QD, KC;\na Set card NUMBER-SHADING-COLOUR-SHAPE (1/2/3, solid/striped/open, red/green/purple,\ndiamond/squiggle/oval) such as 2-striped-purple-squiggle; or back.\nWIDTHxHEIGHT is two whole numbers from 1 to {limit}, such as 250x350 (default 250x350,\n300x200 for Set cards; for a sheet, the size of each card). FILE ends in .png, .svg or .pdf.\nSTATE is selected, matched, focused, hint or mismatched. S is a number from {scale_min}\nto {scale_max} (default {scale_default}), the size of court art.\nThe Happiness face: HAPPINESS from -1 (a frown) to 1 (a smile), default {happiness_default};\nSCALE from {face_min} to {face_max} (default {face_default}), the face's size; default size 400x400.\nOptions also take the form --option=value.").filling(values)
    }

    /// The state words `--state` accepts.
    static let stateWords: [(String, CardLook.State)] = [
        ("selected", .selected), ("matched", .matched), ("focused", .focused),
        ("hint", .hinted), ("hinted", .hinted), ("mismatched", .mismatched),
    ]

    /// Reads the arguments that follow `render`.
    public static func parse(_ arguments: [String]) throws(RenderUsageError) -> RenderInvocation {
        var named: RenderRequest.Subject?
        var sheet: DeckSheet.Deck?
        var faceScaleGiven = false
        var size: RenderSize?
        var output: String?
        var look = CardLook()
        var queue = arguments[...]

        while let argument = queue.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(RenderUsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = queue.popFirst() else { throw RenderUsageError(problem: tr("{option} needs a value.").filling(["option": name])) }
                return next
            }
            switch name {
            case "--help", "-h":
                return .help
            case "--size", "-s":
                let text = try value()
                guard let parsed = RenderSize(text) else {
                    throw RenderUsageError(problem: tr("'{value}' is not a size; use WIDTHxHEIGHT with whole numbers from 1 to {limit}.")
                        .filling(["value": text, "limit": String(RenderSize.limit)]))
                }
                size = parsed
            case "--output", "-o":
                let text = try value()
                guard !text.isEmpty else { throw RenderUsageError(problem: tr("--output needs a file name.")) }
                output = text
            case "--state":
                for word in try value().split(separator: ",").map({ $0.trimmingWhitespace().lowercased() }) {
                    guard let state = stateWords.first(where: { $0.0 == word })?.1 else {
                        throw RenderUsageError(problem: tr("unknown state '{value}'; use selected, matched, focused, hint or mismatched.")
                            .filling(["value": String(word)]))
                    }
                    look.state.insert(state)
                }
            case "--face-scale":
                let text = try value()
                guard let scale = Double(text), FaceCardScale.range.contains(scale) else {
                    throw RenderUsageError(problem: tr("'{value}' is not a face scale; use a number from {min} to {max}.").filling([
                        "value": text, "min": "\(FaceCardScale.range.lowerBound)", "max": "\(FaceCardScale.range.upperBound)",
                    ]))
                }
                look.faceScale = scale
                faceScaleGiven = true
            case "--sheet":
                let text = try value()
                guard let deck = DeckSheet.Deck(rawValue: text.lowercased()) else {
                    throw RenderUsageError(problem: tr("unknown sheet '{value}'; use matchismo or set.").filling(["value": text]))
                }
                sheet = deck
            default:
                if argument.hasPrefix("-") && argument.count > 1 {
                    throw RenderUsageError(problem: tr("unknown option '{value}'.").filling(["value": argument]))
                }
                guard named == nil else { throw RenderUsageError(problem: tr("more than one card given ('{value}').").filling(["value": argument])) }
                named = try subject(named: argument)
            }
        }

        let subject: RenderRequest.Subject
        switch (named, sheet) {
        case (let named?, nil): subject = named
        case (nil, let deck?): subject = .sheet(deck)
        case (nil, nil): throw RenderUsageError(problem: tr("no card given; name a CARD or use --sheet."))
        case (_?, _?): throw RenderUsageError(problem: tr("give either a CARD or --sheet, not both."))
        }
        if case .face = subject { try checkFaceOptions(look, faceScaleGiven: faceScaleGiven) }
        guard let output else { throw RenderUsageError(problem: tr("no output file given; use --output FILE.")) }
        guard let format = Format(path: output) else {
            throw RenderUsageError(problem: tr("cannot tell the format of '{value}'; the file name must end in .png, .svg or .pdf.")
                .filling(["value": output]))
        }
        return .render(RenderRequest(subject: subject, size: size ?? .standard(for: subject), look: look,
                                     output: output, format: format))
    }
}

private extension Substring {
    /// The text without white space at either end.
    func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
