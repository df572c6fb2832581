import AgoraRtcSim

/// Join a channel with a token: the engine is created with the App ID from the form, and joins with the token
/// from the form (or one from the token service). A wrong token gets the service's answer: connection failed,
/// reason invalid token or token expired, and error 110 / 109.
///
/// Departures from the original:
/// - A user-account field the original lacks: with an account, `registerLocalUserAccount` and then
///   `joinChannel(byUserAccount:…)`, and the local tile names the account; the original joins with uid 0 only.
/// - The App ID field starts with KeyCenter's App ID and is checked as an App ID (32 hex digits); the token may be left
///   empty when KeyCenter can sign one for that App ID. The original requires a token, and its App ID check looks at
///   the token field (an empty App ID gets through, an empty token says "please input AppId!"): that bug is not copied.
/// - Tokens the app signed itself are renewed before they expire (`tokenPrivilegeWillExpire`, `rtcEngineRequestToken` →
///   `renewToken`); the original handles neither, and a typed token is not renewed here either (a notice says so when
///   it expires).
/// - Every remote host gets a tile, removed when the host leaves; the original has one remote view that the latest
///   joiner takes and that keeps its last frame after the user leaves.
/// - A role or encoder change saved in the settings screen during the call is applied at once (`setClientRole` and
///   `updateChannel`, `setVideoEncoderConfiguration`); the original reads them once, at start.
final class JoinChannelVideoTokenMain: CaseSession<JoinChannelVideoTokenEntry> {
    override func start() {
        // Each visit may use another App ID, which is why Back always destroys the engine.
        let appId = config.appId
        let engine = makeEngine(appId: appId, channelProfile: .liveBroadcasting)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        let account = config.userAccount
        if !account.isEmpty {
            // Registering first makes the join faster: the SDK maps the account to a uid ahead of time.
            engine.registerLocalUserAccount(account, appId: appId)
        }
        let token = config.token
        joinWhenPermitted(channel: config.channelName, uid: 0, userAccount: account.isEmpty ? nil : account,
                          token: token.isEmpty ? nil : token, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didRegisteredLocalUser userAccount: String, withUid uid: UInt) {
        onMain { self.updateTile(uid: 0, .account(userAccount)) }
    }

    /// Role and encoder come from GlobalSettings here, and the SDK lets both change mid-call.
    override func globalSettingsChanged(from old: GlobalSettings, to new: GlobalSettings) {
        guard let engine else { return }
        if new.role != old.role {
            let role = new.clientRole
            engine.setClientRole(role)
            var options = AgoraRtcChannelMediaOptions()
            options.publishCameraTrack = role == .broadcaster
            options.publishMicrophoneTrack = role == .broadcaster
            if isJoined { engine.updateChannel(with: options) }
        }
        // The settings screen offers only settings the encoder understands, so a failure cannot come from there;
        // the engine would keep the configuration it has.
        let encoder = EncoderSettings.configuration(configs: encoderChoices, global: new)
        if encoder != EncoderSettings.configuration(configs: encoderChoices, global: old), case .success(let configuration) = encoder {
            engine.setVideoEncoderConfiguration(configuration)
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        engine.stopPreview()
    }
}
