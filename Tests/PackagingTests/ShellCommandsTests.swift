import Testing

/// `ShellCommands` finds what a script runs; the tool checks rely on it seeing every command.
@Suite("Finding the commands a shell script runs")
struct ShellCommandsTests {
    private func names(_ script: String) -> [String] {
        ShellCommands.commands(in: script).map(\.name).sorted()
    }

    @Test("A command is read after every operator and newline")
    func commandsAfterEveryOperatorAndNewline() {
        #expect(names("a x | b y && c; d || e & f\ng |& h") == ["a", "b", "c", "d", "e", "f", "g", "h"])
    }

    @Test("Commands inside substitutions, process substitutions and subshells are read")
    func commandsInsideSubstitutions() {
        #expect(names(#"x=$(a "$(b)"); exec {fd}< <(c); echo "`d`" 2> >(e); (f)"#) == ["a", "b", "c", "d", "e", "f"])
    }

    @Test("Assignments and redirections before a command are not commands")
    func assignmentsAndRedirectionsBeforeACommand() {
        #expect(names(#"FOO=1 BAR="x y" a 2>/dev/null >&2 {fd}>file; exec 9>"$lock"; b &>/dev/null"#) == ["a", "b"])
    }

    @Test("The commands that wrappers such as env, timeout and xvfb-run run are read, and the wrappers too")
    func theCommandsWrappersRun() {
        #expect(names("exec env -i X=1 nice a\ndbus-run-session -- xvfb-run --auto-servernum b\ntimeout 5 c\nflock 9")
            == ["a", "b", "c", "dbus-run-session", "env", "flock", "nice", "timeout", "xvfb-run"])
    }

    @Test("Array literals are data, but an array expansion in front runs the next word")
    func arrayLiteralsAreDataButAnArrayPrefixRunsTheNextWord() {
        let script = """
            LIST=(
                # it's a comment (with parentheses)
                not-a-command
                "$(a)"
            )
            LIST+=(more)
            "${sudo[@]}" b install
            """
        #expect(names(script) == ["a", "b"])
    }

    @Test("The arguments of functions that run their arguments are commands, and so is a function's body")
    func argumentsOfFunctionsThatRunTheirArguments() {
        let script = """
            quietly() {
                local log
                "$@" >"$log"
            }
            step() { local name=$1; shift; "$@"; }
            mine() { c; }
            quietly a x
            step "the name" b y
            mine
            """
        #expect(names(script) == ["a", "b", "c"])
    }

    @Test("Commands in conditions, loops and cases are read, the keywords are not")
    func keywordsConditionsAndCases() {
        let script = """
            if [[ -f x && y ]]; then a; elif ((n < 2)); then b; else c; fi
            for x in p q; do d; done
            for ((i = 0; i < 2; i++)); do e; done
            while f; do :; done
            case $1 in
                run) g ;;
                x | y) h ;;
                *) i ;;
            esac
            """
        #expect(names(script) == ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
    }

    @Test("Variables, local scripts, builtins and command -v are left out; absolute paths are not")
    func wordsThatAreNotFixedProgramsAreLeftOut() {
        #expect(names(#"$tool x; "$t" y; ./local z; command -v probe; Checks/s.sh; cd /; echo hi; /usr/bin/abs"#)
            == ["/usr/bin/abs"])
    }

    @Test("Here documents are text, but the substitutions in an unquoted one run")
    func hereDocumentsAreTextButTheirSubstitutionsRun() {
        let script = """
            cat <<EOF
            not a command $(h)
            EOF
            cat <<'END'
            $(not-run)
            END
            i
            """
        #expect(names(script) == ["cat", "cat", "h", "i"])
    }

    @Test("Each command has its line, counting continued lines, comments and quoted newlines")
    func linesCountContinuationsAndComments() {
        let commands = ShellCommands.commands(in: "a \\\n  continued # it's\n# (comment)\nb \"x\ny\"\nc")
        #expect(commands == [.init(name: "a", line: 1), .init(name: "b", line: 4), .init(name: "c", line: 6)])
    }
}
