import CGLib

/// What `JSONValue.parse` does to the text before json-glib reads it.
///
/// json-glib keeps every whole number in a `gint64`: 1.6 wraps one above
/// `Int64.max` round to a negative number, 1.10 clamps it to `Int64.max`, so
/// neither can read back a `UInt64` seed above `Int64.max`, which about half
/// of all saved games hold. Such a number is handed to json-glib as a string
/// with `largeNumberMarker` before its digits, and read back from there as
/// the number it is. A string of the file that itself begins with the marker
/// (a player may type a private-use character) gets a second one, which
/// `stringOrLargeNumber` takes away again, so no string reads as a number.
enum JSONPreparation {
    /// U+F8FF, a private-use character, before the digits of a large number.
    static let largeNumberMarker = "\u{F8FF}"
    private static let markerBytes = Array(largeNumberMarker.utf8)
    /// The marker as a JSON escape, which json-glib reads as the marker too.
    private static let escapedMarkers = [Array(#"\uF8FF"#.utf8), Array(#"\uf8ff"#.utf8)]

    /// `bytes` ready for json-glib: refused when not UTF-8 (json-glib would
    /// pass bad bytes on in strings), nested deeper than `JSONValue.maximumDepth`
    /// or going on after the outermost array or object closes (json-glib 1.6
    /// stops reading there); whole numbers beyond `Int64` become marked strings.
    static func prepare(_ bytes: [UInt8]) throws(JSONSyntaxError) -> [UInt8] {
        let isUTF8 = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { g_utf8_validate_len($0.baseAddress, gsize($0.count), nil) != 0 }
        }
        guard isUTF8 else { throw JSONSyntaxError("the text is not UTF-8") }
        var output: [UInt8] = []
        var copied = 0
        var depth = 0, inString = false, escaped = false, closed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if closed, !isWhiteSpace(byte) { throw JSONSyntaxError("more text follows the JSON value") }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                let rest = bytes[(index + 1)...]
                if rest.starts(with: markerBytes) || escapedMarkers.contains(where: { rest.starts(with: $0) }) {
                    output += bytes[copied...index]
                    output += markerBytes
                    copied = index + 1
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > JSONValue.maximumDepth {
                    throw JSONSyntaxError("arrays and objects nest deeper than \(JSONValue.maximumDepth) levels")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                closed = depth <= 0
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let end = bytes[index...].firstIndex { !isNumberByte($0) } ?? bytes.count
                let token = bytes[index..<end]
                if isLargeInteger(token) {
                    output += bytes[copied..<index]
                    output += "\"\(largeNumberMarker)".utf8
                    output += token
                    output.append(UInt8(ascii: "\""))
                    copied = end
                }
                index = end
                continue
            default: break
            }
            index += 1
        }
        guard copied > 0 else { return bytes }
        return output + bytes[copied...]
    }

    /// What a string json-glib read stands for: the number a marked string
    /// was (`unsigned` up to `UInt64.max`, `double` beyond), or the file's
    /// own string, without the marker `prepare` doubled.
    static func stringOrLargeNumber(_ text: String) -> JSONValue {
        guard text.hasPrefix(largeNumberMarker) else { return .string(text) }
        let rest = text.dropFirst(largeNumberMarker.count)
        if rest.hasPrefix(largeNumberMarker) { return .string(String(rest)) }
        if let number = UInt64(rest) { return .unsigned(number) }
        return Double(rest).map { .double($0) } ?? .string(text)
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    /// A well-formed whole number (no fraction, no exponent, no leading zero) that `Int64` cannot hold.
    private static func isLargeInteger(_ token: ArraySlice<UInt8>) -> Bool {
        let digits = token.first == UInt8(ascii: "-") ? token.dropFirst() : token[...]
        guard digits.count >= 19, digits.first != UInt8(ascii: "0"),
              digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return false }
        return Int64(String(decoding: token, as: UTF8.self)) == nil
    }
}
