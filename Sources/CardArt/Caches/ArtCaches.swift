/// The process-wide caches of the card art, as one switch.
///
/// Thread-safe: each cache serialises its own access.
public enum ArtCaches {
    /// Empties every cache the painters keep: rendered cards and the shared
    /// pieces they are assembled from. Drawing after this costs what the first
    /// drawing in the process did (except for the font set-up, which stays).
    /// For benchmarks, tests and memory pressure; painting stays correct either way.
    public static func removeAll() {
        RasterCache.shared.removeAll()
        PieceCache.shared.removeAll()
    }

    /// Bytes of image data the caches hold (at most 8 MB).
    public static var bytes: Int {
        RasterCache.shared.bytes + PieceCache.shared.bytes
    }
}
