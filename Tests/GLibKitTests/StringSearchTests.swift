import GLibKit
import Testing

@Suite("Finding and replacing text without the string-processing module")
struct StringSearchTests {
    @Test("Every occurrence is replaced, left to right, by whole characters")
    func replacing() {
        #expect("{a} and {a}".replacingAll("{a}", with: "x") == "x and x")
        #expect("aaa".replacingAll("aa", with: "b") == "ba")
        #expect("a<b>&c".replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;") == "a&lt;b>&amp;c")
        #expect("nothing".replacingAll("{x}", with: "y") == "nothing")
        #expect("same".replacingAll("", with: "y") == "same")
        // "e" followed by a combining acute accent is one character, "é", not an "e".
        #expect("cafe\u{301} e".replacingAll("e", with: "E") == "cafe\u{301} E")
        #expect("{count} ☃".replacingAll("{count}", with: "3") == "3 ☃")
    }

    @Test("A part is found anywhere, by whole characters")
    func includes() {
        #expect("win.new-game::set".includes("::"))
        #expect("llvmpipe (LLVM 19)".includes("llvmpipe"))
        #expect(!"app.quit".includes("::"))
        #expect("anything".includes(""))
        #expect(!"cafe\u{301}".includes("cafe"))
        #expect(!"ab".includes("abc"))
    }
}
