import ArgumentParser
import Foundation

extension Console {
    /// Prints `text`, or writes it to `path` (`--output`); a file that cannot be written is
    /// reported with its path and ends with status 2.
    static func write(_ text: String, to path: String?) throws(ExitCode) {
        guard let path else {
            out(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            self.error("\(path): error: cannot write the file: \(error.localizedDescription)")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}
