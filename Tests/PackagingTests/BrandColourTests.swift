import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The metainfo's brand colours are the background stores put the app's name
/// on (Flathub's banners, GNOME Software's header): in the light scheme the
/// name is in libadwaita's light text colour, black at 80%, and in the dark
/// scheme white. Each must reach WCAG's 4.5:1 for text, as Flathub asks.
@Suite("Brand colours' contrast")
struct BrandColourTests {
    struct Colour: Equatable, CustomStringConvertible {
        var red: Double, green: Double, blue: Double

        init(red: Double, green: Double, blue: Double) {
            (self.red, self.green, self.blue) = (red, green, blue)
        }

        /// `#rrggbb`.
        init?(hex: String) {
            guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { return nil }
            self.init(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
        }

        var description: String {
            "#" + [red, green, blue].map { String(Int(($0 * 255).rounded()), radix: 16).leftPadded(to: 2) }.joined()
        }

        /// WCAG 2's relative luminance.
        var luminance: Double {
            func linear(_ channel: Double) -> Double {
                channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// This colour at `alpha` over `background`.
        func over(_ background: Colour, alpha: Double) -> Colour {
            Colour(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
                   blue: blue * alpha + background.blue * (1 - alpha))
        }

        /// WCAG 2's contrast ratio, from 1 to 21.
        func contrast(with other: Colour) -> Double {
            let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
            return (lighter + 0.05) / (darker + 0.05)
        }
    }

    static func brandColour(_ scheme: String) throws -> Colour {
        let document = try XMLDocument(contentsOf: RepositoryLayout.metainfo, options: [])
        let xpath = "/component/branding/color[@type='primary'][@scheme_preference='\(scheme)']"
        let values = try document.nodes(forXPath: xpath).map { $0.stringValue ?? "" }
        return try #require(values.count == 1 ? Colour(hex: values[0]) : nil, "one \(scheme) brand colour, not \(values)")
    }

    /// libadwaita's text colours: `rgb(0 0 6 / 80%)` on light, white on dark.
    static let lightText = (colour: Colour(red: 0, green: 0, blue: 6 / 255), alpha: 0.8)
    static let darkText = Colour(red: 1, green: 1, blue: 1)

    @Test("The name in libadwaita's light text is readable on the light brand colour, 4.5:1 or more")
    func theNameIsReadableOnTheLightBrandColour() throws {
        let background = try Self.brandColour("light")
        let text = Self.lightText.colour.over(background, alpha: Self.lightText.alpha)
        let ratio = text.contrast(with: background)
        print("BrandColourTests: \(text) on \(background): \(String(format: "%.2f", ratio)):1")
        #expect(ratio >= 4.5, "\(text) on \(background) is \(ratio):1")
    }

    @Test("The name in white is readable on the dark brand colour, 4.5:1 or more")
    func theNameIsReadableOnTheDarkBrandColour() throws {
        let background = try Self.brandColour("dark")
        let ratio = Self.darkText.contrast(with: background)
        print("BrandColourTests: \(Self.darkText) on \(background): \(String(format: "%.2f", ratio)):1")
        #expect(ratio >= 4.5, "\(Self.darkText) on \(background) is \(ratio):1")
    }

    /// The light colour is lighter than the dark one, as each scheme's background is.
    @Test("The light brand colour is light and the dark one dark")
    func eachColourSuitsItsScheme() throws {
        #expect(try Self.brandColour("light").luminance > 0.4)
        #expect(try Self.brandColour("dark").luminance < 0.2)
    }

    /// Known WCAG figures: black on white 21:1, #777777 on white just under 4.5:1.
    @Test("The contrast formula gives WCAG's own figures")
    func theFormulaGivesWCAGsFigures() throws {
        let white = try #require(Colour(hex: "#ffffff")), black = try #require(Colour(hex: "#000000"))
        #expect(abs(black.contrast(with: white) - 21) < 0.001)
        let grey = try #require(Colour(hex: "#777777"))
        #expect(abs(grey.contrast(with: white) - 4.48) < 0.01)
        #expect(Colour(hex: "#2d6a45")?.description == "#2d6a45")
        #expect(Colour(hex: "2d6a45") == nil)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
