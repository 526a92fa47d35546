import CGLib

/// The process's command line.
public enum ProcessArguments {
    /// `CommandLine.arguments`, or the kernel's copy in `/proc/self/cmdline`
    /// when the Swift runtime lost them: it finds argv from `environ`, which a
    /// preloaded library that calls `setenv` first has moved (libfaketime
    /// does; swiftlang/swift#76080), and then has none.
    public static var current: [String] {
        let arguments = CommandLine.arguments
        return arguments.isEmpty ? kernelCopy : arguments
    }

    /// Each NUL-terminated argument in `/proc/self/cmdline`; empty when it cannot be read.
    public static var kernelCopy: [String] {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        guard g_file_get_contents("/proc/self/cmdline", &contents, &length, nil) != 0, let contents else { return [] }
        defer { g_free(contents) }
        let bytes = UnsafeRawBufferPointer(start: contents, count: Int(length))
        var arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if bytes.last == 0 { arguments.removeLast() }
        return arguments
    }
}
