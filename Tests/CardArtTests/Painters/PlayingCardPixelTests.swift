import CardArt
import GameModel
import Testing

@Suite("Playing card pixels")
struct PlayingCardPixelTests {
    @Test("red suits draw red and black suits black", arguments: Suit.allCases)
    func suitColours(suit: Suit) {
        for rank in Rank.allCases where !rank.isCourt {
            let bitmap = Bitmap(.playing(PlayingCard(rank, of: suit)), width: 250, height: 350)
            let pips = bitmap.region(0.2, 0.15, 0.8, 0.85)
            let red = pips.filter(\.isRedInk).count, black = pips.filter(\.isBlackInk).count
            let name = "\(rank.index) of \(suit.rawValue)"
            if suit.isRed {
                #expect(red > 200, "\(name): \(red) red pixels")
                #expect(black == 0, "\(name): \(black) black pixels among the pips")
            } else {
                #expect(black > 200, "\(name): \(black) black pixels")
                #expect(red == 0, "\(name): \(red) red pixels among the pips")
            }
        }
    }

    @Test("court cards carry their suit colour in the index and the art")
    func courtColours() {
        for card in PlayingCard.fullDeck where card.rank.isCourt {
            let bitmap = Bitmap(.playing(card), width: 250, height: 350)
            let index = bitmap.region(0, 0, 0.14, 0.16)
            let art = bitmap.region(0.2, 0.2, 0.8, 0.8)
            if card.suit.isRed {
                #expect(index.filter(\.isRedInk).count > 50, "\(card.shortForm)")
                #expect(art.filter(\.isRedInk).count > 1000, "\(card.shortForm)")
            } else {
                #expect(index.filter(\.isBlackInk).count > 50, "\(card.shortForm)")
                #expect(art.filter(\.isBlackInk).count > 1000, "\(card.shortForm)")
            }
        }
    }

    @Test("jack, queen and king are distinct at a glance")
    func courtsDiffer() {
        for suit in Suit.allCases {
            let art = [Rank.jack, .queen, .king].map { Bitmap(.playing(PlayingCard($0, of: suit)), width: 125, height: 175).region(0.3, 0.2, 0.9, 0.5) }
            for (a, b) in [(0, 1), (1, 2), (0, 2)] {
                let differing = zip(art[a], art[b]).filter { abs($0.red - $1.red) + abs($0.green - $1.green) + abs($0.blue - $1.blue) > 0.5 }.count
                #expect(differing * 8 > art[a].count, "\(suit.rawValue): courts \(a) and \(b) look alike")
            }
        }
    }

    @Test("the bottom-right index is the top-left one turned half a circle", arguments: [(250, 350), (60, 90), (600, 900)])
    func indexRotation(width: Int, height: Int) {
        for card in PlayingCard.fullDeck {
            let bitmap = Bitmap(.playing(card), width: width, height: height)
            let boxWidth = Int(0.16 * Double(width)), boxHeight = Int(0.17 * Double(height))
            var differing = 0
            var inked = 0
            for y in 0..<boxHeight {
                for x in 0..<boxWidth {
                    let a = bitmap[x, y], b = bitmap[width - 1 - x, height - 1 - y]
                    if a.isRedInk || a.isBlackInk { inked += 1 }
                    let delta = max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
                    if delta > 0.25 { differing += 1 }
                }
            }
            #expect(inked > boxWidth * boxHeight / 20, "\(card.shortForm): no index found")
            #expect(differing * 100 <= boxWidth * boxHeight, "\(card.shortForm) at \(width)x\(height): \(differing) pixels differ")
        }
    }

    @Test("the back shows no index")
    func backHasNoIndex() {
        let bitmap = Bitmap(.back, width: 250, height: 350)
        // Clear of the border, where a face shows its index.
        for corner in [bitmap.region(0.08, 0.08, 0.2, 0.2), bitmap.region(0.8, 0.8, 0.92, 0.92)] {
            #expect(corner.filter { $0.isRedInk || $0.isBlackInk }.count == 0)
        }
        // The same corner of a card face does show ink.
        let face = Bitmap(.playing(PlayingCard(.ace, of: .spades)), width: 250, height: 350)
        #expect(face.region(0.08, 0.08, 0.2, 0.2).contains { $0.isBlackInk })
    }
}
