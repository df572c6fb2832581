/// What one connection's room said that the engine has not taken yet (issue 34). The member's queue posts each
/// message or link change here, and only some posts wake the engine: the first into an empty inbox, and the first
/// that cannot wait. Sound can wait a frame (`soundHold`): the jitter buffer plays it 40 ms after it starts, and
/// every other message takes what sound has gathered with it. One wake-up takes everything posted by the time it
/// runs, under one hold of the lock, so the sound frames of one or several peers and their pictures cost one hop to
/// the engine's queue rather than one each. Order is kept, link changes included.
final class SimCloudInbox: Sendable {
    enum Entry: Sendable {
        case message(AgoraSimPeerMessage, sender: UInt64)
        case linkState(AgoraSimCloudLinkState)

        /// Sound (plain or sealed): late by a frame, it is still in time for the jitter buffer.
        var canWait: Bool {
            guard case .message(let message, _) = self else { return false }
            return AgoraRtcEngineKit.arrivalKind(message) == AgoraSimPeerCodec.Kind.audioFrame.rawValue
        }
    }

    /// What the caller must do after a post: nothing (a wake-up that will take the entry is on its way), wake the
    /// engine at once, or after `soundHold`.
    enum Wake: Equatable, Sendable {
        case none
        case now
        case afterHold
    }

    /// How long sound may wait for company: one frame of it.
    static let soundHold = Double(AgoraSimPeerAudio.sentFrameMs) / 1000

    /// Who takes the entries next.
    private enum Taker {
        case nobody
        /// A wake-up scheduled now, or after the hold.
        case wakeUp(Wake)
        /// The audio loop's next tick (`SimCloudSoundPickup`).
        case audioLoop
    }

    private struct Pending {
        var entries: [Entry] = []
        var taker = Taker.nobody
    }

    private let pending = SimLocked(Pending())

    /// Adds `entry`; which wake-up the caller must schedule so that it is taken in time. Sound that can wait is
    /// left to the audio loop while `pickup` says it takes the inboxes; `unparked` runs if it stops taking first.
    func post(_ entry: Entry, pickup: SimCloudSoundPickup? = nil, unparked: @escaping @Sendable () -> Void = {}) -> Wake {
        let urgent = !entry.canWait
        return pending.withLock { state in
            state.entries.append(entry)
            switch state.taker {
            case .wakeUp(.now):
                return .none
            case .wakeUp(.afterHold) where !urgent, .audioLoop where !urgent:
                return .none
            case .wakeUp, .audioLoop, .nobody:
                if !urgent, case .nobody = state.taker, pickup?.park(unparked) == true {
                    state.taker = .audioLoop
                    return .none
                }
                let wake: Wake = urgent ? .now : .afterHold
                state.taker = .wakeUp(wake)
                return wake
            }
        }
    }

    /// The audio loop stopped taking before it took this inbox's sound: whether the caller must wake the engine now.
    func unpark() -> Bool {
        pending.withLock { state in
            guard case .audioLoop = state.taker else { return false }
            state.taker = .wakeUp(.now)
            return true
        }
    }

    /// Everything posted so far, oldest first; the next post wakes the engine again. A held wake-up that finds the
    /// inbox emptied by an earlier one takes nothing.
    func take() -> [Entry] {
        pending.withLock { state in
            var taken: [Entry] = []
            swap(&taken, &state.entries)
            state.taker = .nobody
            return taken
        }
    }
}
