import CardArt
import Foundation
import GameModel
import Testing

@Suite("Set card pixels")
struct SetCardPixelTests {
    /// Wide (symbols side by side) and tall (symbols stacked) cards.
    static let sizes = [(240, 160), (160, 240), (90, 60)]

    @Test("one coloured symbol per number, in the right hue family", arguments: sizes)
    func symbolsAndHues(width: Int, height: Int) {
        for card in SetCard.fullDeck {
            let bitmap = Bitmap(.set(card), width: width, height: height)
            // Any tint counts, so that faint anti-aliased edges of thin outlines join their symbol.
            let symbols = bitmap.components(minimum: width < 100 ? 4 : 12) { $0.alpha > 0.5 && $0.chroma > 0.08 }
            #expect(symbols.count == card.number.count, "\(card.shortForm) at \(width)x\(height)")
            let hues = symbols.flatMap { $0 }.map { bitmap[$0.x, $0.y].hue }
            let hue = circularMean(hues)
            switch card.color {
            case .red: #expect(hue >= 330 || hue <= 20, "\(card.shortForm) hue \(hue)")
            case .green: #expect((90...170).contains(hue), "\(card.shortForm) hue \(hue)")
            case .purple: #expect((255...310).contains(hue), "\(card.shortForm) hue \(hue)")
            }
        }
    }

    @Test("solid symbols are filled, open ones white inside, striped ones neither", arguments: [(240, 160), (160, 240)])
    func shading(width: Int, height: Int) {
        let tall = height > width
        for card in SetCard.fullDeck {
            let bitmap = Bitmap(.set(card), width: width, height: height)
            for symbol in bitmap.components(where: { $0.isColoured }) {
                // Walk along the symbol's length through the middle of its bounding box.
                let xs = symbol.map(\.x), ys = symbol.map(\.y)
                let line: [Bitmap.Pixel] = tall
                    ? (xs.min()!...xs.max()!).map { bitmap[$0, (ys.min()! + ys.max()!) / 2] }
                    : (ys.min()!...ys.max()!).map { bitmap[(xs.min()! + xs.max()!) / 2, $0] }
                let runs = zip(line, line.dropFirst()).filter { !$0.isColoured && $1.isColoured }.count + (line[0].isColoured ? 1 : 0)
                let gaps = line.filter { !$0.isColoured }
                switch card.shading {
                case .solid:
                    #expect(runs <= 2, "\(card.shortForm): \(runs) runs")
                    #expect(gaps.count * 5 < line.count, "\(card.shortForm): \(gaps.count) of \(line.count) unfilled")
                case .open:
                    #expect((2...4).contains(runs), "\(card.shortForm): \(runs) runs")
                    #expect(gaps.count * 2 > line.count, "\(card.shortForm): too little interior")
                    #expect(gaps.allSatisfy(\.isWhite) || gaps.filter { !$0.isWhite }.count <= 4, "\(card.shortForm): interior not white")
                case .striped:
                    #expect(runs >= 8, "\(card.shortForm): \(runs) runs")
                    let coverage = Double(line.count - gaps.count) / Double(line.count)
                    #expect((0.25...0.8).contains(coverage), "\(card.shortForm): coverage \(coverage)")
                }
            }
        }
    }

    @Test("symbols are centred and evenly spaced along the long side")
    func layout() {
        for card in SetCard.fullDeck where card.number == .three {
            let bitmap = Bitmap(.set(card), width: 300, height: 200)
            let centres = bitmap.components { $0.isColoured }
                .map { symbol in Double(symbol.map(\.x).min()! + symbol.map(\.x).max()!) / 2 }
                .sorted()
            #expect(abs(centres[1] - 149.5) <= 1.5, "\(card.shortForm)")
            #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) <= 1.5, "\(card.shortForm)")
        }
    }

    private func circularMean(_ degrees: [Double]) -> Double {
        let x = degrees.reduce(0) { $0 + cos($1 * .pi / 180) }, y = degrees.reduce(0) { $0 + sin($1 * .pi / 180) }
        let mean = atan2(y, x) * 180 / .pi
        return mean < 0 ? mean + 360 : mean
    }
}
