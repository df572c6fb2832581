/// The terminal's stand-in for `AVPictureInPictureController` (AVKit, not the RTC SDK): start and stop go through
/// `starting` / `stopping` for the length of the system's animation, telling the delegate before and after, as
/// AVKit does. The floating window itself is the browser's; the session shows it through `showPictureInPicture`.
@MainActor
final class PictureInPictureController {
    /// About as long as the system's zoom into and out of the PiP window.
    static let animationSeconds = 0.3

    @MainActor protocol Delegate: AnyObject {
        func pictureInPictureControllerWillStart()
        func pictureInPictureControllerDidStart()
        func pictureInPictureControllerWillStop()
        func pictureInPictureControllerDidStop()
    }

    private(set) var state = PictureInPictureState.inactive
    weak var delegate: (any Delegate)?
    /// Runs the end of an animation after `animationSeconds` of the session's clock.
    private let afterAnimation: (@escaping @MainActor () -> Void) -> Void

    init(afterAnimation: @escaping (@escaping @MainActor () -> Void) -> Void) {
        self.afterAnimation = afterAnimation
    }

    var isPictureInPictureActive: Bool { state == .active }

    /// Ignored unless inline (AVKit starts nothing while a transition runs).
    func startPictureInPicture() {
        guard state == .inactive else { return }
        delegate?.pictureInPictureControllerWillStart()
        state = .starting
        afterAnimation { [weak self] in
            guard let self, self.state == .starting else { return }
            self.state = .active
            self.delegate?.pictureInPictureControllerDidStart()
        }
    }

    /// Ignored unless active or starting; `animated: false` is the teardown's immediate stop.
    func stopPictureInPicture(animated: Bool = true) {
        guard state == .active || state == .starting else { return }
        delegate?.pictureInPictureControllerWillStop()
        state = .stopping
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self, self.state == .stopping else { return }
            self.state = .inactive
            self.delegate?.pictureInPictureControllerDidStop()
        }
        if animated { afterAnimation(finish) } else { finish() }
    }
}
