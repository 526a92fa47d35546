import Foundation

/// Writes messages for the user to standard error.
enum FileHandleStandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
