import CardArt
import Foundation
import GameModel
import Testing

@Suite("Palettes")
struct PaletteTests {
    /// Machado, Oliveira & Fernandes (2009) simulation matrices at full severity, on linear RGB.
    static let deficiencies: [(name: String, matrix: [[Double]])] = [
        ("normal", [[1, 0, 0], [0, 1, 0], [0, 0, 1]]),
        ("protanopia", [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
        ("deuteranopia", [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]),
        ("tritanopia", [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]),
    ]

    /// The smallest CIE76 ΔE the colour-blind-friendly Set inks keep between each other.
    static let threshold = 40.0

    @Test("colour-blind-friendly Set inks stay apart under protanopia, deuteranopia and tritanopia")
    func colourBlindInksStayApart() {
        let inks = SetColor.allCases.map { Palette.colorBlindFriendly.setColors[$0] }
        for (name, matrix) in Self.deficiencies {
            let labs = inks.map { lab(simulate($0, matrix)) }
            for (a, b) in [(0, 1), (1, 2), (0, 2)] {
                let distance = deltaE(labs[a], labs[b])
                #expect(distance >= Self.threshold, "\(name): \(SetColor.allCases[a]) vs \(SetColor.allCases[b]) ΔE \(distance)")
            }
        }
    }

    @Test("the standard inks are not safe for deuteranopia, which is why the variant exists")
    func standardInksCollide() {
        let inks = SetColor.allCases.map { Palette.standard.setColors[$0] }
        let matrix = Self.deficiencies[2].matrix
        let labs = inks.map { lab(simulate($0, matrix)) }
        #expect(deltaE(labs[0], labs[1]) < Self.threshold)
    }

    @Test("every named palette draws every card", arguments: Palette.named.map(\.name))
    func namedPalettesDraw(name: String) {
        let palette = Palette.named.first { $0.name == name }!.palette
        for face in [CardFace.playing(PlayingCard(.queen, of: .hearts)), .playing(PlayingCard(.seven, of: .clubs)), .back, .set(SetCard.fullDeck[7])] {
            let bitmap = Bitmap(face, width: 100, height: 140, look: CardLook(state: .selected), palette: palette)
            #expect(bitmap[50, 70].alpha == 1)
        }
    }

    @Test("ink and paper contrast in every palette")
    func inkContrast() {
        for (name, palette) in Palette.named {
            for ink in [palette.redSuit, palette.blackSuit] + SetColor.allCases.map({ palette.setColors[$0] }) {
                #expect(contrast(ink, palette.cardFace) >= 3, "\(name)")
            }
        }
    }

    private func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    private func simulate(_ color: RGBA, _ m: [[Double]]) -> [Double] {
        let l = [linear(color.red), linear(color.green), linear(color.blue)]
        return (0..<3).map { row in min(1, max(0, (0..<3).reduce(0) { $0 + m[row][$1] * l[$1] })) }
    }

    private func lab(_ rgb: [Double]) -> [Double] {
        let x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047
        let y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
        let z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
        return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
    }

    private func deltaE(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// WCAG contrast ratio.
    private func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        func luminance(_ c: RGBA) -> Double { 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue) }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
