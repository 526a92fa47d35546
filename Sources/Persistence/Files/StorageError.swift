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
        /// Writing a setting through dconf (the file is dconf's own).
        case commitSettings
    }

    public let step: Step
    /// The file or directory concerned.
    public let path: String
    /// The document's file, which keeps its previous contents.
    public let file: String
    /// The system's explanation, such as "No space left on device".
    public let detail: String
    /// Why, in the player's terms (`cause.message` is what the player sees).
    public let cause: SaveFailure
    /// One sentence naming the document and the system's explanation, for the log.
    public let message: String

    init(_ step: Step, path: String, file: String? = nil, detail: String, cause: SaveFailure, messages: DocumentMessages) {
        self.init(step, path: path, file: file, detail: detail, cause: cause, notSaved: messages.notSaved)
    }

    /// `notSaved` names the document and holds `{detail}`, the system's explanation.
    init(_ step: Step, path: String, file: String? = nil, detail: String, cause: SaveFailure, notSaved: String) {
        self.step = step
        self.path = path
        self.file = file ?? path
        self.detail = detail
        self.cause = cause
        message = notSaved.filling(["detail": detail])
    }

    public var description: String { message }

    /// What the player is told: the cause in plain words, for the game or for the settings.
    public var playerMessage: String {
        step == .commitSettings ? cause.settingsMessage : cause.message
    }
}
