import Foundation

/// Status or error information: the RTE API's out-parameter (pass one to learn why a call said NO) and what its
/// callbacks carry. Mutable like the SDK's object, so a call can fill in the one it was given.
public final class AgoraRteError: @unchecked Sendable, CustomStringConvertible {
    private let lock = NSLock()
    private var storedCode: AgoraRteErrorCode
    private var storedMessage: String

    public init() {
        storedCode = .ok
        storedMessage = ""
    }

    init(_ code: AgoraRteErrorCode, _ message: String = "") {
        storedCode = code
        storedMessage = message
    }

    public var code: AgoraRteErrorCode {
        lock.lock(); defer { lock.unlock() }
        return storedCode
    }

    public var message: String {
        lock.lock(); defer { lock.unlock() }
        return storedMessage
    }

    public func setErrorWithCode(_ code: AgoraRteErrorCode, message: String) {
        lock.lock(); defer { lock.unlock() }
        storedCode = code
        storedMessage = message
    }

    /// How the trace shows it: the code, and the message when there is one.
    public var description: String {
        let (code, message) = (self.code, self.message)
        return message.isEmpty ? ".\(code)" : ".\(code) \"\(message)\""
    }
}

extension Optional where Wrapped == AgoraRteError {
    /// Fills in the caller's out-parameter, if it passed one.
    func report(_ code: AgoraRteErrorCode, _ message: String = "") {
        self?.setErrorWithCode(code, message: message)
    }
}
