import GLibKit

/// The versioned wrapper around every stored document.
struct Envelope<Payload: Codable>: Codable {
    let format: Int
    let saved: Timestamp
    let payload: Payload
}

/// The envelope's version alone, read before trusting the payload.
struct EnvelopeHeader: Decodable {
    let format: Int
}

/// Why a stored file could not be used.
enum LoadProblem: Error, Equatable {
    /// The file exists but reading it failed (permissions, I/O error, a directory).
    case unreadable(String)
    case empty
    /// Not JSON: truncated or random bytes.
    case damaged
    /// JSON, but not this document (another shape, wrong types, unknown values).
    case wrongShape
    /// Written by a newer version in this format.
    case newer(Int)

    /// Completes "Your saved game could not be read because …".
    var clause: String {
        switch self {
        // TRANSLATORS: why a file could not be read, completing "could not be read because {reason}".
        case .unreadable(let detail): trc("reason", "the file could not be opened ({detail})").filling(["detail": detail])
        case .empty: trc("reason", "the file is empty")
        case .damaged: trc("reason", "the file is damaged")
        case .wrongShape: trc("reason", "the file does not hold what Matchismo expects")
        case .newer(let format):
            trc("reason", "it was saved in format {format} by a newer version of Matchismo").filling(["format": String(format)])
        }
    }

    /// The word in the backup's name: `session.json.broken-…` or `session.json.newer-…`.
    var backupTag: String {
        if case .newer = self { "newer" } else { "broken" }
    }
}

/// Envelopes as JSON text (GLibKit's `JSONCoder`): pretty-printed, sorted
/// keys, ISO 8601 dates (`Timestamp`).
enum EnvelopeCoding {
    static func encode<Document: StoredDocument>(_ document: Document, saved: Timestamp) throws -> [UInt8] {
        try JSONCoder.encode(Envelope(format: Document.format, saved: saved, payload: document))
    }

    /// The document in `bytes`, or why it cannot be used: bytes json-glib
    /// cannot parse are damaged, JSON of another shape is the wrong shape.
    static func decode<Document: StoredDocument>(_ type: Document.Type, from bytes: [UInt8]) -> Result<Document, LoadProblem> {
        guard !bytes.isEmpty else { return .failure(.empty) }
        guard let json = try? JSONValue.parse(bytes) else { return .failure(.damaged) }
        guard let header = try? JSONCoder.decode(EnvelopeHeader.self, from: json) else { return .failure(.wrongShape) }
        if header.format > Document.format { return .failure(.newer(header.format)) }
        guard header.format >= 1, let envelope = try? JSONCoder.decode(Envelope<Document>.self, from: json) else {
            return .failure(.wrongShape)
        }
        return .success(envelope.payload)
    }
}
