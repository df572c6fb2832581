import APIExample
import TerminalKit

extension CastFileError {
    /// The refusal in the words the app uses for its other outputs (a FIFO or a device is "not a regular file").
    public func message(_ text: Localizer) -> String {
        let reason = switch self {
        case .notRegularFile: text("media.error.notRegularFile")
        case .directory: text("media.error.isADirectory")
        case .system: text("media.error.io") + " (" + self.reason + ")"
        }
        return text.format("cast.error", VisibleControls.escape(path), reason)
    }

    /// A recording that stopped half-way (the disk filled up, say), said when the app ends.
    public static func stopped(_ failure: any Error, path: String, _ text: Localizer) -> String {
        let reason = (failure as? CastFileError)?.reason ?? String(describing: failure)
        return text.format("cast.error.stopped", VisibleControls.escape(path), reason)
    }
}
