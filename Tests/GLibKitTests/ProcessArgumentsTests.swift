import GLibKit
import Testing

/// The command line read from the kernel, the fallback for a Swift runtime
/// that lost argv (a preloaded library that calls setenv, as libfaketime does).
@Suite("The command line read from the kernel")
struct ProcessArgumentsTests {
    @Test("/proc/self/cmdline gives the same arguments as the Swift runtime")
    func kernelCopyMatches() {
        #expect(!CommandLine.arguments.isEmpty)
        #expect(ProcessArguments.kernelCopy == CommandLine.arguments)
        #expect(ProcessArguments.current == CommandLine.arguments)
    }
}
