// libFuzzer target `command-line`: the input split on NUL bytes is an
// argument list for `matchismo render …` (`RenderRequest.parse`) and, taken
// as --game, --seed, --variant and --date values, for the window (`LaunchOptions.parse`).
// Parsing only: nothing is drawn or written.
//
// Properties: no trap; every error message names the command; an accepted
// request has a size within limits and an output whose format it can tell.
import CardArt
import GameModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }

    do {
        switch try RenderRequest.parse(arguments) {
        case .help:
            break
        case .render(let request):
            guard (1...RenderSize.limit).contains(request.size.width),
                  (1...RenderSize.limit).contains(request.size.height),
                  !request.output.isEmpty,
                  RenderRequest.Format(path: request.output) == request.format else {
                fatalError("accepted an invalid request \(request) from \(arguments)")
            }
            _ = request.canvasSize
        }
    } catch {
        // Bytes, not characters: a combining mark in an argument can join the text around it.
        guard error.description.utf8.starts(with: "matchismo render: ".utf8),
              error.description.utf8.reversed().starts(with: RenderRequest.usage.utf8.reversed()) else {
            fatalError("bad usage message for \(arguments): \(error)")
        }
    }

    let game = arguments.first
    let seed = arguments.count > 1 ? arguments[1] : nil
    let variant = arguments.count > 2 ? arguments[2] : nil
    let date = arguments.count > 3 ? arguments[3] : nil
    switch LaunchOptions.parse(game: game, seed: seed, variant: variant, date: date) {
    case .success(let options):
        if let seed, options.seed != UInt64(seed) { fatalError("seed '\(seed)' read as \(String(describing: options.seed))") }
        if let game, options.game?.rawValue != game { fatalError("game '\(game)' read as \(String(describing: options.game))") }
        if (variant != nil || date != nil), options.game != .set { fatalError("a variant or a date without Set: \(arguments)") }
        if let date, options.date?.text != date { fatalError("date '\(date)' read as \(String(describing: options.date))") }
    case .failure(let error):
        guard error.description.utf8.starts(with: "matchismo: ".utf8) else { fatalError("bad message: \(error)") }
    }
    return 0
}
