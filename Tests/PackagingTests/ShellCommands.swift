/// The programs a bash or sh script runs, read from its source.
///
/// Not a full shell parser, but enough of one to find every word in command
/// position: after `;`, `&&`, `|`, newlines and keywords, inside `$(…)`,
/// `<(…)` and backquotes, behind assignments and redirections, behind wrappers
/// that run a command (`env`, `exec`, `xvfb-run`, …), behind an array used as a
/// command prefix (`"${sudo[@]}" apt-get`), and in the arguments of the
/// script's own functions that run `"$@"` (after as many arguments as they
/// `shift`). Skipped: shell keywords and builtins, the script's own functions,
/// words that are not fixed (`$tool`, `"$@"`), relative paths (the
/// repository's own scripts), `command -v` probes, here-documents (except the
/// substitutions in unquoted ones), `[[ … ]]` and `(( … ))`.
enum ShellCommands {
    struct Command: Equatable, CustomStringConvertible {
        let name: String
        let line: Int

        var description: String { "\(name)@\(line)" }
    }

    /// Every command word of `script`, in order of lines, with its 1-based
    /// line. Functions of `sourced` (the scripts it sources, or the one that
    /// sources it) count as its own.
    static func commands(in script: String, sourced: [String] = []) -> [Command] {
        var lexer = Lexer(script)
        let tokens = lexer.tokens()
        // Two passes: a function may be called above its definition.
        var outline = Parser(tokens: tokens, functions: [], runners: [:]).run()
        for text in sourced {
            var other = Lexer(text)
            let found = Parser(tokens: other.tokens(), functions: [], runners: [:]).run()
            outline.functions.formUnion(found.functions)
            outline.runners.merge(found.runners) { own, _ in own }
        }
        return commands(tokens, lexer.nested, functions: outline.functions, runners: outline.runners)
            .sorted { $0.line < $1.line }
    }

    private static func commands(
        _ tokens: [Token], _ nested: [(text: String, line: Int)], functions: Set<String>, runners: Runners
    ) -> [Command] {
        var found = Parser(tokens: tokens, functions: functions, runners: runners).run().commands
        for substitution in nested {
            var lexer = Lexer(substitution.text, firstLine: substitution.line)
            let inner = lexer.tokens()
            found += commands(inner, lexer.nested, functions: functions, runners: runners)
        }
        return found
    }

    /// Bash keywords and builtins: never programs, even when a program of the same name exists.
    static let keywords: Set<String> = [
        "if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done",
        "in", "function", "time", "!", "{", "}", "[[", "]]", "coproc",
    ]
    static let builtins: Set<String> = [
        ":", ".", "[", "alias", "bg", "bind", "break", "builtin", "caller", "cd", "command", "compgen", "complete",
        "compopt", "continue", "declare", "dirs", "disown", "echo", "enable", "eval", "exec", "exit", "export",
        "false", "fc", "fg", "getopts", "hash", "help", "history", "jobs", "kill", "let", "local", "logout",
        "mapfile", "popd", "printf", "pushd", "pwd", "read", "readarray", "readonly", "return", "set", "shift",
        "shopt", "source", "suspend", "test", "times", "trap", "true", "type", "typeset", "ulimit", "umask",
        "unalias", "unset", "wait",
    ]
    /// Programs that run the command in their arguments, and how many
    /// positional arguments (after options) come before that command.
    static let wrappers: [String: Int] = [
        "env": 0, "nice": 0, "ionice": 0, "nohup": 0, "setsid": 0, "stdbuf": 0, "xargs": 0, "sudo": 0, "unshare": 0,
        "dbus-run-session": 0, "xvfb-run": 0, "timeout": 1, "flock": 1,
    ]

    // MARK: - Tokens

    struct Token {
        enum Kind: Equatable { case word, op, redirection }
        let kind: Kind
        /// The word with quotes removed (expansions kept as written), or the operator.
        let text: String
        /// The word as written.
        let raw: String
        /// Whether the word has an expansion, so its value is not known from the source.
        let dynamic: Bool
        let line: Int
    }

    /// Splits a script into words and operators. Substitutions (`$(…)`,
    /// `<(…)`, backquotes) become part of their word; the commands inside them
    /// are kept in `nested`, to be parsed on their own.
    struct Lexer {
        private let chars: [Character]
        private var index = 0
        private var line: Int
        private let dataOnly: Bool
        private var output: [Token] = []
        private var pendingHeredocs: [(delimiter: String, stripTabs: Bool, expands: Bool)] = []
        /// The scripts of the command substitutions met, to be parsed on their own.
        private(set) var nested: [(text: String, line: Int)] = []

        init(_ text: String, firstLine: Int = 1, dataOnly: Bool = false) {
            chars = Array(text)
            line = firstLine
            self.dataOnly = dataOnly
        }

        mutating func tokens() -> [Token] {
            var word = "", raw = "", dynamic = false, wordLine = line, started = false
            func flush() {
                if started { output.append(Token(kind: .word, text: word, raw: raw, dynamic: dynamic, line: wordLine)) }
                word = ""; raw = ""; dynamic = false; started = false
            }
            func begin() {
                if !started { started = true; wordLine = line }
            }
            while index < chars.count {
                let c = chars[index]
                switch c {
                case " ", "\t":
                    flush(); index += 1
                case "\n":
                    flush()
                    output.append(Token(kind: .op, text: "\n", raw: "\n", dynamic: false, line: line))
                    index += 1; line += 1
                    readHeredocBodies()
                case "\\":
                    if peek(1) == "\n" { index += 2; line += 1; continue }
                    begin()
                    if index + 1 < chars.count { word.append(chars[index + 1]); raw += String(chars[index...index + 1]) }
                    index += 2
                case "#" where !started:
                    while index < chars.count, chars[index] != "\n" { index += 1 }
                case "'":
                    begin()
                    let start = index
                    index += 1
                    while index < chars.count, chars[index] != "'" { countLine(chars[index]); word.append(chars[index]); index += 1 }
                    index += 1
                    raw += String(chars[start..<min(index, chars.count)])
                case "\"":
                    begin()
                    let start = index
                    index += 1
                    while index < chars.count, chars[index] != "\"" {
                        if chars[index] == "\\", index + 1 < chars.count {
                            word.append(chars[index + 1]); countLine(chars[index + 1]); index += 2
                        } else if chars[index] == "$" || chars[index] == "`" {
                            word += expansion(); dynamic = true
                        } else {
                            countLine(chars[index]); word.append(chars[index]); index += 1
                        }
                    }
                    index += 1
                    raw += String(chars[start..<min(index, chars.count)])
                case "$", "`":
                    begin()
                    let start = index
                    word += expansion(); dynamic = true
                    raw += String(chars[start..<index])
                case "(" where !started && peek(1) == "(":
                    // (( arithmetic )): a word of its own, never a program.
                    let inner = balanced(from: index)
                    scanNested(inner.text, dataOnly: true)
                    output.append(Token(kind: .word, text: "((", raw: "((", dynamic: false, line: line))
                    index = inner.end
                case "<", ">":
                    if !started || word.allSatisfy(\.isNumber) || (word.hasPrefix("{") && word.hasSuffix("}")) {
                        if !started, peek(1) == "(" {
                            // Process substitution <(…) or >(…): a word.
                            begin()
                            let inner = balanced(from: index + 1)
                            scanNested(inner.text, dataOnly: false)
                            word += "$"; raw += "<(…)"; dynamic = true
                            index = inner.end
                            continue
                        }
                        // A redirection; a leading fd number or {name} belongs to it.
                        word = ""; raw = ""; started = false
                        var op = String(c)
                        index += 1
                        while index < chars.count, "<>&|-".contains(chars[index]), op.count < 3 {
                            op.append(chars[index]); index += 1
                        }
                        output.append(Token(kind: .redirection, text: op, raw: op, dynamic: false, line: line))
                        if op.hasPrefix("<<"), !op.hasPrefix("<<<") { readHeredocDelimiter(stripTabs: op.hasSuffix("-")) }
                    } else {
                        flush()
                    }
                case "(" where started && (word.hasSuffix("=")):
                    // NAME=(…) or NAME+=(…): an array literal, data only.
                    let inner = balanced(from: index)
                    scanNested(inner.text, dataOnly: true)
                    raw += "(…)"; word += "(…)"
                    index = inner.end
                case "&" where peek(1) == ">":
                    // &> and &>>: a redirection of both streams.
                    flush()
                    let op = peek(2) == ">" ? "&>>" : "&>"
                    index += op.count
                    output.append(Token(kind: .redirection, text: op, raw: op, dynamic: false, line: line))
                case ";", "&", "|", "(", ")":
                    flush()
                    var op = String(c)
                    index += 1
                    if index < chars.count, (op == ";" && (chars[index] == ";" || chars[index] == "&"))
                        || (op == "&" && chars[index] == "&") || (op == "|" && (chars[index] == "|" || chars[index] == "&")) {
                        op.append(chars[index]); index += 1
                    }
                    output.append(Token(kind: .op, text: op, raw: op, dynamic: false, line: line))
                default:
                    begin()
                    word.append(c); raw.append(c)
                    index += 1
                }
            }
            flush()
            return dataOnly ? [] : output
        }

        private func peek(_ offset: Int) -> Character? {
            index + offset < chars.count ? chars[index + offset] : nil
        }

        private mutating func countLine(_ c: Character) {
            if c == "\n" { line += 1 }
        }

        /// Reads `$name`, `${…}`, `$(…)`, `$((…))` or a backquoted command at `index`.
        private mutating func expansion() -> String {
            if chars[index] == "`" {
                var end = index + 1
                while end < chars.count, chars[end] != "`" { end += chars[end] == "\\" ? 2 : 1 }
                scanNested(String(chars[(index + 1)..<min(end, chars.count)]), dataOnly: false)
                index = min(end + 1, chars.count)
                return "$"
            }
            let start = index
            index += 1
            guard index < chars.count else { return "$" }
            switch chars[index] {
            case "(":
                let arithmetic = peek(1) == "("
                let inner = balanced(from: index)
                scanNested(arithmetic ? String(inner.text.dropFirst().dropLast()) : inner.text, dataOnly: arithmetic)
                index = inner.end
            case "{":
                var depth = 0
                while index < chars.count {
                    if chars[index] == "{" { depth += 1 }
                    if chars[index] == "}" { depth -= 1; if depth == 0 { index += 1; break } }
                    index += 1
                }
            default:
                if chars[index].isLetter || chars[index] == "_" {
                    while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" { index += 1 }
                } else {
                    index += 1  // $@, $1, $?, $$, $!, $#, $-
                }
            }
            return String(chars[start..<index])
        }

        /// The text inside the parentheses opening at `open`, and the index after the closing one.
        private mutating func balanced(from open: Int) -> (text: String, end: Int) {
            var depth = 0, position = open, quote: Character?
            let firstLine = line
            while position < chars.count {
                let c = chars[position]
                if c == "\n" { line += 1 }
                if let q = quote {
                    if c == "\\", q == "\"" { position += 2; continue }
                    if c == q { quote = nil }
                } else if c == "'" || c == "\"" {
                    quote = c
                } else if c == "#", position == open + 1 || chars[position - 1].isWhitespace {
                    // A comment: its quotes and parentheses do not count.
                    while position + 1 < chars.count, chars[position + 1] != "\n" { position += 1 }
                } else if c == "\\" {
                    position += 2; continue
                } else if c == "(" {
                    depth += 1
                } else if c == ")" {
                    depth -= 1
                    if depth == 0 {
                        let text = String(chars[(open + 1)..<position])
                        nestedLine = firstLine
                        return (text, position + 1)
                    }
                }
                position += 1
            }
            nestedLine = firstLine
            return (String(chars[min(open + 1, chars.count)...]), chars.count)
        }

        private var nestedLine = 1

        /// Keeps a command substitution's script for parsing; in data (array
        /// literals, arithmetic, here-documents) only the substitutions count.
        private mutating func scanNested(_ text: String, dataOnly: Bool) {
            if dataOnly {
                var lexer = Lexer(text, firstLine: nestedLine, dataOnly: true)
                _ = lexer.tokens()
                nested += lexer.nested
            } else {
                nested.append((text, nestedLine))
            }
        }

        private mutating func readHeredocDelimiter(stripTabs: Bool) {
            while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
            var delimiter = "", quoted = false
            while index < chars.count, !" \t\n;&|<>()".contains(chars[index]) {
                if chars[index] == "'" || chars[index] == "\"" || chars[index] == "\\" { quoted = true } else { delimiter.append(chars[index]) }
                index += 1
            }
            pendingHeredocs.append((delimiter, stripTabs, !quoted))
        }

        /// After a newline: skips the bodies of the here-documents started on the line before.
        private mutating func readHeredocBodies() {
            for heredoc in pendingHeredocs {
                let bodyLine = line
                var body = ""
                while index < chars.count {
                    var end = index
                    while end < chars.count, chars[end] != "\n" { end += 1 }
                    var text = String(chars[index..<end])
                    index = min(end + 1, chars.count)
                    line += 1
                    if heredoc.stripTabs { text = String(text.drop { $0 == "\t" }) }
                    if text == heredoc.delimiter { break }
                    body += text + "\n"
                }
                if heredoc.expands {
                    nestedLine = bodyLine
                    scanNested(body, dataOnly: true)
                }
            }
            pendingHeredocs = []
        }
    }

    // MARK: - Commands

    /// How a function of the script runs its arguments: it runs `"$@"` after `shift`ing this many.
    typealias Runners = [String: Int]

    struct Parser {
        let tokens: [Token]
        /// The script's functions (found by a first pass).
        let functions: Set<String>
        let runners: Runners

        struct Result {
            var commands: [Command] = []
            var functions: Set<String> = []
            var runners: Runners = [:]
        }

        func run() -> Result {
            var result = Result()
            var index = 0
            while index + 2 < tokens.count {
                if tokens[index].kind == .word, tokens[index + 1].text == "(", tokens[index + 2].text == ")" {
                    result.functions.insert(tokens[index].text)
                }
                index += 1
            }
            parse(tokens[...], functions: functions.union(result.functions), into: &result)
            return result
        }

        private func parse(_ tokens: ArraySlice<Token>, functions: Set<String>, into result: inout Result) {
            var commandPosition = true
            var casePattern = false, caseDepth = 0
            var skipUntil: String?  // skip words up to this word (`]]`, `in`, `do`) or an operator
            var wrapperSkip = 0     // positional words a wrapper takes before its command
            var inWrapper = false
            var wrapper = ""
            // The function being defined, its brace depth, and the shifts seen in it.
            var function: (name: String, depth: Int, shifts: Int)?
            var pendingFunction: String?
            var braceDepth = 0
            var afterRedirection = false
            var index = tokens.startIndex
            while index < tokens.endIndex {
                let token = tokens[index]
                defer { index += 1 }
                if token.kind == .redirection { afterRedirection = true; continue }
                if afterRedirection, token.kind == .word { afterRedirection = false; continue }
                afterRedirection = false

                if token.kind == .op {
                    if casePattern {
                        if token.text == ")" { casePattern = false; commandPosition = true }
                        continue
                    }
                    if let until = skipUntil, until != "]]" { if until == "in" { continue }; skipUntil = nil }
                    if skipUntil == "]]" { continue }
                    inWrapper = false; wrapperSkip = 0
                    switch token.text {
                    case ";;", ";&", ";;&":
                        casePattern = caseDepth > 0; commandPosition = true
                    case ")":
                        commandPosition = false
                    default:
                        commandPosition = true
                    }
                    continue
                }

                let word = token.text
                if let until = skipUntil {
                    if word == until {
                        skipUntil = nil
                        if until == "in" { casePattern = true; caseDepth += 1 }
                        if until == "do" { commandPosition = true }
                        if until == "]]" { commandPosition = false }
                    }
                    continue
                }
                if casePattern {
                    if word == "esac" { casePattern = false; caseDepth -= 1; commandPosition = false }
                    continue
                }
                guard commandPosition else { continue }
                if inWrapper {
                    if word == "--" { continue }
                    if word.hasPrefix("-") || isAssignment(token) { continue }
                    if wrapperSkip > 0 {
                        wrapperSkip -= 1
                        // `flock FD` locks a descriptor and runs nothing.
                        if wrapper == "flock", word.allSatisfy(\.isNumber) { commandPosition = false; inWrapper = false }
                        continue
                    }
                    inWrapper = false
                }
                if isAssignment(token) { continue }
                if let name = pendingFunction, word == "{" {
                    function = (name, braceDepth, 0); pendingFunction = nil
                }
                switch word {
                case "{": braceDepth += 1; continue
                case "}":
                    braceDepth -= 1
                    if let current = function, current.depth == braceDepth { function = nil }
                    commandPosition = false
                    continue
                case "[[": skipUntil = "]]"; continue
                case "((": commandPosition = false; continue
                case "for", "select": skipUntil = "do"; continue
                case "case": skipUntil = "in"; continue
                case "esac": caseDepth -= 1; commandPosition = false; continue
                case "function":
                    if index + 1 < tokens.endIndex { pendingFunction = tokens[index + 1].text; index += 1 }
                    continue
                default: break
                }
                if ShellCommands.keywords.contains(word) { continue }
                // name ( ) { … }: a function definition.
                if index + 2 < tokens.endIndex, tokens[index + 1].text == "(", tokens[index + 2].text == ")" {
                    pendingFunction = word
                    index += 2
                    continue
                }
                if token.raw.wholeMatch(of: #/"?\$\{[A-Za-z_][A-Za-z0-9_]*\[@\]\}"?/#) != nil {
                    continue  // an array as a command prefix: the next word is the command
                }
                if token.raw.wholeMatch(of: #/"?\$(@|\{@\})"?/#) != nil, let current = function {
                    result.runners[current.name] = current.shifts
                }
                commandPosition = false
                if word == "shift", var current = function {
                    let count = index + 1 < tokens.endIndex && tokens[index + 1].kind == .word
                        ? Int(tokens[index + 1].text) ?? 1 : 1
                    current.shifts += count
                    function = current
                }
                if word == "command" {
                    // `command -v NAME` only asks; `command NAME` runs it.
                    if index + 1 < tokens.endIndex, tokens[index + 1].text == "-v" || tokens[index + 1].text == "-V" { continue }
                    commandPosition = true; inWrapper = true
                    continue
                }
                if word == "exec" { commandPosition = true; inWrapper = true; continue }
                if let shifts = runners[word] {
                    // One of the script's functions that runs its arguments.
                    commandPosition = true; inWrapper = true; wrapperSkip = shifts
                    continue
                }
                if token.dynamic || functions.contains(word) || ShellCommands.builtins.contains(word) { continue }
                if word.contains("/") && !word.hasPrefix("/") { continue }
                result.commands.append(Command(name: word, line: token.line))
                wrapper = String(word.split(separator: "/").last ?? "")
                if let skip = ShellCommands.wrappers[wrapper] {
                    commandPosition = true; inWrapper = true; wrapperSkip = skip
                }
            }
        }

        private func isAssignment(_ token: Token) -> Bool {
            token.raw.prefixMatch(of: /[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/) != nil
        }
    }
}
