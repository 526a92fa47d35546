extension JSONValue {
    /// The value as pretty-printed UTF-8 JSON with sorted keys, two spaces a
    /// level and `"key" : value` as Foundation's encoder wrote it.
    ///
    /// Written here rather than by json-glib's generator, which in json-glib
    /// 1.6 writes 17 digits for every double (12.345000000000001), `inf.0`
    /// for infinity and only signed 64-bit integers, so a seed above
    /// `Int64.max` would come out negative. `Double.description` is the
    /// shortest text that reads back the same number.
    public func prettyText() -> [UInt8] {
        var output: [UInt8] = []
        write(to: &output, indent: 0)
        return output
    }

    private func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .integer(let value): output += String(value).utf8
        case .unsigned(let value): output += String(value).utf8
        case .double(let value): output += value.description.utf8
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            Self.writeList(elements, open: "[", close: "]", to: &output, indent: indent) { element, output in
                element.write(to: &output, indent: indent + 2)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }
            Self.writeList(sorted, open: "{", close: "}", to: &output, indent: indent) { member, output in
                Self.writeString(member.key, to: &output)
                output += " : ".utf8
                member.value.write(to: &output, indent: indent + 2)
            }
        }
    }

    /// `open`, each item on its own line one level in, then `close` on a line of its own; `[]` or `{}` when empty.
    private static func writeList<Item>(
        _ items: [Item], open: Unicode.Scalar, close: Unicode.Scalar, to output: inout [UInt8], indent: Int,
        item writeItem: (Item, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard !items.isEmpty else {
            output.append(UInt8(ascii: close))
            return
        }
        for (index, item) in items.enumerated() {
            output += index == 0 ? "\n".utf8 : ",\n".utf8
            output += repeatElement(UInt8(ascii: " "), count: indent + 2)
            writeItem(item, &output)
        }
        output.append(UInt8(ascii: "\n"))
        output += repeatElement(UInt8(ascii: " "), count: indent)
        output.append(UInt8(ascii: close))
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest as UTF-8.
    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += "\\\"".utf8
            case UInt8(ascii: "\\"): output += "\\\\".utf8
            case UInt8(ascii: "\n"): output += "\\n".utf8
            case UInt8(ascii: "\r"): output += "\\r".utf8
            case UInt8(ascii: "\t"): output += "\\t".utf8
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
