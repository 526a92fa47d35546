import GLibKit
import Testing

/// Every kind of value a saved file holds, nested.
private struct Everything: Codable, Equatable {
    enum Suit: String, Codable { case hearts, spades }
    struct Inner: Codable, Equatable {
        var name: String
        var values: [Double]
    }

    var int = -7, int8: Int8 = .min, int16: Int16 = .max, int32: Int32 = -32, int64: Int64 = .min
    var uint: UInt = .max, uint8: UInt8 = 255, uint16: UInt16 = 16, uint32: UInt32 = .max, uint64: UInt64 = 11_058_811_293_903_410_513
    var double = 12.345, float: Float = 0.1, tiny = 1e-7, huge = 1.7976931348623157e308, negativeZero = -0.0
    var yes = true, no = false
    var text = "Bén ☃ \"quoted\" \\ back\nline\ttab \u{1} /"
    var nothing: Int? = nil
    var something: Int? = 3
    var suit = Suit.spades
    var inner = Inner(name: "inner", values: [0.5, 3, -2.25])
    var list: [[Inner]] = [[], [Inner(name: "a", values: [])]]
    var byName: [String: Int] = ["b": 2, "a": 1, "é": 3]
    var byNumber: [Int: String] = [10: "ten", 2: "two"]
    var optionals: [Int?] = [1, nil, 3]
}

/// A class hierarchy that writes its parent through `superEncoder`, keyed and unkeyed.
private struct WithSuper: Codable, Equatable {
    var base: Int
    var own: String
    var listed: [Int]

    enum CodingKeys: String, CodingKey { case own, listed }

    init(base: Int, own: String, listed: [Int]) {
        (self.base, self.own, self.listed) = (base, own, listed)
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        base = try values.superDecoder().singleValueContainer().decode(Int.self)
        own = try values.decode(String.self, forKey: .own)
        var list = try values.nestedUnkeyedContainer(forKey: .listed)
        listed = [try list.superDecoder().singleValueContainer().decode(Int.self)]
        var nested = try list.nestedUnkeyedContainer()
        while !nested.isAtEnd { listed.append(try nested.decode(Int.self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        var parent = values.superEncoder().singleValueContainer()
        try parent.encode(base)
        try values.encode(own, forKey: .own)
        var list = values.nestedUnkeyedContainer(forKey: .listed)
        var first = list.superEncoder().singleValueContainer()
        try first.encode(listed[0])
        var rest = list.nestedUnkeyedContainer()
        for value in listed.dropFirst() { try rest.encode(value) }
    }
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("JSON coder over json-glib")
struct JSONCoderTests {
    @Test("Every integer width, floating point number, string, boolean, null and nesting round-trips exactly")
    func roundTrip() throws {
        let value = Everything()
        let decoded = try JSONCoder.decode(Everything.self, from: JSONCoder.encode(value))
        #expect(decoded == value)
        #expect(decoded.negativeZero.sign == .minus)
        #expect(try JSONCoder.decode(WithSuper.self, from: JSONCoder.encode(WithSuper(base: 4, own: "x", listed: [1, 2, 3])))
            == WithSuper(base: 4, own: "x", listed: [1, 2, 3]))
    }

    @Test("Doubles are written as their shortest text and read back to the same bits")
    func doubles() throws {
        var generator = SystemRandomNumberGenerator()
        let numbers = (0..<2000).map { _ in Double(bitPattern: generator.next()) }.filter(\.isFinite)
            + [0.1, 12.345, 1e-7, 5e-324, .greatestFiniteMagnitude, 100000, 3]
        let decoded = try JSONCoder.decode([Double].self, from: JSONCoder.encode(numbers))
        #expect(decoded.map(\.bitPattern) == numbers.map(\.bitPattern))
        #expect(text(try JSONCoder.encode([12.345, 0.1, 3])) == "[\n  12.345,\n  0.1,\n  3.0\n]")
        #expect(text(try JSONCoder.encode([Float(0.1)])) == "[\n  0.1\n]")
    }

    @Test("Output is pretty-printed with sorted keys, as Foundation's encoder wrote it")
    func prettySorted() throws {
        struct Keys: Encodable {
            var zebra = 1, apple = [String: [Int]](), mango: [Int] = [], kiwi = ["b": [1, 2], "a": [3]]
        }
        let expected = """
            {
              "apple" : {},
              "kiwi" : {
                "a" : [
                  3
                ],
                "b" : [
                  1,
                  2
                ]
              },
              "mango" : [],
              "zebra" : 1
            }
            """
        #expect(text(try JSONCoder.encode(Keys())) == expected)
        #expect(text(try JSONCoder.encode("a\"b\\c\u{1F}é")) == #""a\"b\\c\u001fé""#)
        #expect(text(try JSONCoder.encode(UInt64.max)) == "18446744073709551615")
    }

    @Test("Text that is not JSON is a syntax error, wrapped as dataCorrupted when decoding")
    func syntaxErrors() throws {
        for bad in ["", "   ", "{", "[1,]", "{\"a\" 1}", "nul", "\"open", "[1] [2]", "{} x", "[]]", "{\"a\": 1}\n\u{0}"] {
            #expect(throws: JSONSyntaxError.self, "\(bad)") { try JSONValue.parse(bytes(bad)) }
        }
        #expect(throws: JSONSyntaxError("the text is not UTF-8")) { try JSONValue.parse([0x5B, 0x22, 0xFF, 0x22, 0x5D]) }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(bytes(deep)) }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(try JSONValue.parse(bytes(fine)) != .null)
        do {
            _ = try JSONCoder.decode(Int.self, from: bytes("{"))
            Issue.record("decoded a broken text")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.underlyingError is JSONSyntaxError && context.codingPath.isEmpty)
        }
    }

    @Test("A missing key, a value of the wrong type, a null, a number too large and an invalid value each say where")
    func shapeErrors() throws {
        struct Shape: Decodable {
            struct Inner: Decodable { var count: UInt8 }
            var name: String
            var inner: [Inner]
        }
        func failure(_ json: String) -> DecodingError? {
            let result = Result { try JSONCoder.decode(Shape.self, from: bytes(json)) }
            guard case .failure(let error) = result else { return nil }
            return error as? DecodingError
        }
        func path(_ context: DecodingError.Context) -> [String] { context.codingPath.map(\.stringValue) }

        guard case .keyNotFound(let key, let context)? = failure(#"{"inner": []}"#) else { Issue.record("no keyNotFound"); return }
        #expect(key.stringValue == "name" && path(context).isEmpty)
        guard case .typeMismatch(_, let context)? = failure(#"{"name": 3, "inner": []}"#) else { Issue.record("no typeMismatch"); return }
        #expect(path(context) == ["name"])
        guard case .typeMismatch(_, let context)? = failure(#"{"name": "a", "inner": [{"count": "1"}]}"#) else {
            Issue.record("no nested typeMismatch")
            return
        }
        #expect(path(context) == ["inner", "Index 0", "count"])
        guard case .valueNotFound(_, let context)? = failure(#"{"name": null, "inner": []}"#) else { Issue.record("no valueNotFound"); return }
        #expect(path(context) == ["name"])
        guard case .dataCorrupted(let context)? = failure(#"{"name": "a", "inner": [{"count": 1}, {"count": 256}]}"#) else {
            Issue.record("no dataCorrupted for a number too large")
            return
        }
        #expect(path(context) == ["inner", "Index 1", "count"])
        guard case .typeMismatch? = failure(#"[1, 2]"#) else { Issue.record("an array read as an object"); return }
        guard case .dataCorrupted? = failure(#"{"name": "a", "inner": [{"count": 1.5}]}"#) else { Issue.record("a fraction read as UInt8"); return }
        #expect(throws: DecodingError.self) { try JSONCoder.decode(Bool.self, from: bytes("1")) }
        #expect(throws: DecodingError.self) { try JSONCoder.decode(Float.self, from: bytes("1e300")) }
        #expect(throws: EncodingError.self) { try JSONCoder.encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONCoder.encode(["x": Float.infinity]) }
    }

    @Test("Unkeyed containers count, stop at the end and step over nulls only")
    func unkeyed() throws {
        struct Reader: Decodable {
            var seen: [String] = []
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                #expect(list.count == 3)
                if try list.decodeNil() { seen.append("nil") }
                if try !list.decodeNil() { seen.append(try list.decode(String.self)) }
                seen.append(String(try list.decode(Int.self)))
                #expect(list.isAtEnd)
                #expect(throws: DecodingError.self) { try list.decode(Int.self) }
            }
        }
        #expect(try JSONCoder.decode(Reader.self, from: bytes(#"[null, "a", 7]"#)).seen == ["nil", "a", "7"])
    }

    @Test("Whole numbers beyond Int64, which json-glib clamps or wraps, are read exactly; strings of digits stay strings")
    func largeNumbers() throws {
        let text = #"{"seeds": [18446744073709551615, 9223372036854775808, -9223372036854775809, 123456789012345678901234], "#
            + #""text": "18446744073709551615", "small": [9223372036854775807, -9223372036854775808, 1e19]}"#
        let expected = JSONValue.object([
            "seeds": .array([.unsigned(.max), .unsigned(9_223_372_036_854_775_808), .double(-9_223_372_036_854_775_809),
                             .double(123_456_789_012_345_678_901_234)]),
            "text": .string("18446744073709551615"),
            "small": .array([.integer(.max), .integer(.min), .double(1e19)]),
        ])
        #expect(try JSONValue.parse(bytes(text)) == expected)
        #expect(try JSONValue.parse(bytes("[[18446744073709551615]]")) == .array([.array([.unsigned(.max)])]))
        #expect(try JSONValue.parse(bytes("18446744073709551615")) == .unsigned(.max))
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(bytes("[18446744073709551615 18446744073709551615]")) }
    }

    @Test("A string that begins with the large numbers' private-use marker stays that string, digits or not")
    func markerStrings() throws {
        let names = ["\u{F8FF}123", "\u{F8FF}", "\u{F8FF}\u{F8FF}9", "\u{F8FF}name", "a\u{F8FF}1", "\u{F8FF}18446744073709551615"]
        #expect(try JSONCoder.decode([String].self, from: JSONCoder.encode(names)) == names)
        #expect(try JSONValue.parse(bytes("[\"\u{F8FF}7\", 18446744073709551615]")) == .array([.string("\u{F8FF}7"), .unsigned(.max)]))
        #expect(try JSONValue.parse(bytes(#"["\uF8FF7", "\uf8ff8"]"#)) == .array([.string("\u{F8FF}7"), .string("\u{F8FF}8")]))
    }

    @Test("Numbers read into whichever integer or floating-point type holds them")
    func numberConversions() throws {
        #expect(try JSONCoder.decode([Int].self, from: bytes("[1e2, 3.0, -0]")) == [100, 3, 0])
        #expect(try JSONCoder.decode([Double].self, from: bytes("[1, -9223372036854775808]")) == [1, -9_223_372_036_854_775_808])
        #expect(try JSONCoder.decode(UInt64.self, from: bytes("18446744073709551615")) == .max)
        #expect(try JSONCoder.decode(UInt64.self, from: bytes("9223372036854775808")) == 9_223_372_036_854_775_808)
        #expect(throws: DecodingError.self) { try JSONCoder.decode(UInt64.self, from: bytes("-1")) }
        #expect(throws: DecodingError.self) { try JSONCoder.decode(Int64.self, from: bytes("9223372036854775808")) }
        #expect(throws: DecodingError.self) { try JSONCoder.decode(UInt32.self, from: bytes("-1")) }
        #expect(throws: DecodingError.self) { try JSONCoder.decode(Int8.self, from: bytes("128")) }
    }
}
