import GameModel

/// What `matchismo render` was asked to draw: parsed from the command line
/// here, in the card-art layer, so that tests can check every rule without
/// running the binary.
public struct RenderRequest: Equatable, Sendable {
    /// One card, a whole deck on a sheet, or the Happiness face.
    public enum Subject: Equatable, Sendable {
        case card(CardFace)
        case sheet(DeckSheet.Deck)
        case face(HappinessFace)
    }

    /// The output format, chosen by the output file's extension.
    public enum Format: String, CaseIterable, Sendable {
        case png, svg, pdf

        /// The format for `path`'s extension (any case), or nil.
        public init?(path: String) {
            guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
            self.init(rawValue: path[path.index(after: dot)...].lowercased())
        }
    }

    public var subject: Subject
    /// Width and height of the card (of each card on a sheet, of the face's view), in pixels for PNG and points for SVG and PDF.
    public var size: RenderSize
    public var look: CardLook
    public var output: String
    public var format: Format

    public init(subject: Subject, size: RenderSize, look: CardLook = CardLook(), output: String, format: Format) {
        self.subject = subject
        self.size = size
        self.look = look
        self.output = output
        self.format = format
    }
}

/// The size of a rendered card: whole units from 1 to `RenderSize.limit`.
public struct RenderSize: Equatable, Sendable {
    /// The largest accepted width or height.
    public static let limit = 10_000

    public let width: Int
    public let height: Int

    public init?(width: Int, height: Int) {
        guard (1...Self.limit).contains(width), (1...Self.limit).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// Reads `WIDTHxHEIGHT` such as `250x350` (`x`, `X` or `×`).
    public init?(_ text: String) {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    /// The size a card gets when `--size` is not given.
    public static func standard(for subject: RenderRequest.Subject) -> RenderSize {
        switch subject {
        case .card(.set): RenderSize(width: 300, height: 200)!
        case .card: RenderSize(width: 250, height: 350)!
        case .face: RenderSize(width: 400, height: 400)!
        case .sheet(let deck):
            RenderSize(width: Int(DeckSheet.defaultCardSize(deck).width), height: Int(DeckSheet.defaultCardSize(deck).height))!
        }
    }
}
