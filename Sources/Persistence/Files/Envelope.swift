import FoundationEssentials
import GLibKit

/// The versioned wrapper around every stored document.
struct Envelope<Payload: Codable>: Codable {
    let format: Int
    let saved: Date
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

/// The JSON coders for envelopes: ISO 8601 dates, stable key order.
enum EnvelopeCoding {
    static func encode<Document: StoredDocument>(_ document: Document, saved: Date) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Envelope(format: Document.format, saved: saved, payload: document))
    }

    /// The document in `data`, or why it cannot be used.
    static func decode<Document: StoredDocument>(_ type: Document.Type, from data: Data) -> Result<Document, LoadProblem> {
        guard !data.isEmpty else { return .failure(.empty) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let header = try? decoder.decode(EnvelopeHeader.self, from: data) else {
            let isJSON = (try? decoder.decode(JSONProbe.self, from: data)) != nil
            return .failure(isJSON ? .wrongShape : .damaged)
        }
        if header.format > Document.format { return .failure(.newer(header.format)) }
        guard header.format >= 1, let envelope = try? decoder.decode(Envelope<Document>.self, from: data) else {
            return .failure(.wrongShape)
        }
        return .success(envelope.payload)
    }
}
