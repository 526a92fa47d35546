// libFuzzer target `card-face`: `CardFace.parse` on any bytes read as UTF-8.
//
// Properties: parsing never traps; a parsed face's short form parses back to
// the same face; a rejected input's message quotes the input.
import GameModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let face = try CardFace.parse(text)
        guard (try? CardFace.parse(face.shortForm)) == face else {
            fatalError("'\(face.shortForm)' (from \(Array(text.utf8))) does not parse back to \(face)")
        }
    } catch {
        // Bytes, not characters: a combining mark in the input joins the quote before it.
        guard error.input == text, error.description.utf8.starts(with: "Unknown card '\(text)'".utf8) else {
            fatalError("bad error for \(Array(text.utf8)): \(error)")
        }
    }
    return 0
}
