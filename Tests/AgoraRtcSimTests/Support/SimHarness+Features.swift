import Foundation
@testable import AgoraRtcSim

/// What the channel-feature tests (encryption, extensions, voice effects) do: join without waiting, bind views to
/// remote users as they come, look up the last call in the trace.
extension SimHarness {
    /// Joins `channel` as a broadcaster publishing the microphone (and the camera with `video`); call `advance`
    /// afterwards.
    @discardableResult
    func join(channel: String = "demo", uid: UInt = 0, video: Bool = true) -> Int32 {
        engine.setClientRole(.broadcaster)
        if video { engine.enableVideo() }
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = video
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        return engine.joinChannel(byToken: nil, channelId: channel, uid: uid, mediaOptions: options, joinSuccess: nil)
    }

    /// Binds a view to every remote user who joins from now on (like a case's didJoinedOfUid), runs for `seconds`
    /// and returns the views.
    func bindRemoteViews(after seconds: Double) -> [UInt: AgoraVideoView] {
        var views: [UInt: AgoraVideoView] = [:]
        let start = recorder.events.count
        var elapsed = 0.0
        while elapsed < seconds {
            advance(0.1)
            elapsed += 0.1
            for event in recorder.events.dropFirst(start) where event.hasPrefix("joined ") {
                guard let uid = UInt(event.dropFirst("joined ".count)), views[uid] == nil else { continue }
                let view = AgoraVideoView()
                views[uid] = view
                engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: .hidden))
            }
        }
        return views
    }

    /// The trace line of the last call to `name` (API calls only).
    func lastCall(_ name: String) -> AgoraSimTraceEvent? {
        trace.events.last { $0.kind == .apiCall && $0.name == name }
    }
}
