import GLibKit

/// Why a document could not be saved. The previous file is always left intact.
public struct StorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The step that failed.
    public enum Step: String, Equatable, Sendable {
        /// Turning the document into JSON (for example a non-finite number).
        case encode
        /// Creating the data directory.
        case createDirectory
        /// Writing the temporary file or renaming it over the document.
        case write
    }

    public let step: Step
    /// The file or directory concerned.
    public let path: String
    /// The system's explanation, such as "No space left on device".
    public let detail: String
    /// One sentence to show the player.
    public let message: String

    init(_ step: Step, path: String, detail: String, messages: DocumentMessages) {
        self.step = step
        self.path = path
        self.detail = detail
        message = messages.notSaved.filling(["detail": detail])
    }

    public var description: String { message }
}
