import GLibKit
import Testing

/// Freed heap pages that the C library kept go back to the system.
@Suite("Freed memory given back")
struct ProcessMemoryTests {
    @Test("Freed heap pages below a block still in use go back to the system")
    func freedPagesBelowALiveBlockGoBack() {
        // 8 MB in 64 KB blocks below one that stays, so free() alone cannot
        // shrink the heap from its top.
        let blocks = (0..<128).map { _ in UnsafeMutableRawPointer.allocate(byteCount: 64 << 10, alignment: 16) }
        for block in blocks { block.initializeMemory(as: UInt8.self, repeating: 1, count: 64 << 10) }
        let live = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { live.deallocate() }
        blocks.forEach { $0.deallocate() }
        #expect(ProcessMemory.returnFreedPages())
    }
}
