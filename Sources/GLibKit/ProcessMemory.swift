import CGLib

/// The process's own memory, as the C library manages it.
public enum ProcessMemory {
    /// Gives the heap pages that were freed but kept by the C library back to
    /// the system (glibc's `malloc_trim`); returns whether any went back.
    @discardableResult
    public static func returnFreedPages() -> Bool {
        malloc_trim(0) != 0
    }
}
