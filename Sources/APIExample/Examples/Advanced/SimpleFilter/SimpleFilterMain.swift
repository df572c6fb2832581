import AgoraRtcSim

/// A real extension: the engine loads the SimpleFilter provider (libSimpleFilter.so, a C library this package
/// builds) with dlopen, enables its "Grey" video filter and "VolumeChange" audio filter, and hands them properties
/// from the controls. The local tile shows the filtered picture and the filtered microphone level.
///
/// Departures from the original:
/// - The provider is a C library that the engine loads with `loadExtensionProvider` from the path in an extra form
///   field, and the extensions are enabled for the camera and the microphone (`sourceType`); on iOS the provider is a
///   linked framework and neither is needed. Without the library the session goes on unfiltered, with error 157 shown
///   and the controls disabled.
/// - An extra "Invert (negative)" switch sets the Grey filter's `invert` property.
/// - The audio filter gets the volume the slider shows, 90, when it starts; the original leaves it at 1.0 until the
///   slider is first moved.
/// - The local tile shows the filters' state (from `onExtensionStarted` and `onExtensionStopped`) and a microphone
///   meter fed by `enableAudioVolumeIndication`, which the original does not call; its volume callback does nothing.
/// - Each remote user gets a tile of its own; the original binds every remote user to its one remote view, the newest
///   taking it.
final class SimpleFilterMain: CaseSession<SimpleFilterEntry>, ControlledSession, AgoraMediaFilterEventDelegate {
    /// The original's `SimpleFilterManager.vendorName()` and extension names.
    static let vendor = "Agora"
    static let videoFilter = "Grey"
    static let audioFilter = "VolumeChange"

    enum Control: String, CaseControl {
        case volume, grey, invert

        var labelKey: String {
            switch self {
            case .volume: "control.filter.volume"
            case .grey: "control.filter.grey"
            case .invert: "control.filter.invert"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .volume: .slider(value: 90, range: 0...100, step: 10)
            case .grey: .toggle(true)
            case .invert: .toggle(false)
            }
        }

        /// Without the provider there is nothing to hand the properties to.
        var startsEnabled: Bool { false }
    }

    private var volume = 90
    private var grey = true
    private var invert = false
    private var loaded = false
    private var started: Set<String> = []

    override func start() {
        // Extension events (onEvent, onExtensionStarted…) come to this class.
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: .default) { config in
            config.eventDelegate = self
        }
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)

        // Turn the extensions on: the video filter before the camera starts, the audio filter on the microphone.
        // On iOS the provider is a linked framework; here the engine loads the library (found by name, see the README).
        loaded = engine.loadExtensionProvider(withPath: config.library, unloadAfterUse: false) == 0
        if loaded {
            engine.enableExtension(withVendor: Self.vendor, extension: Self.videoFilter, enabled: true, sourceType: .primaryCamera)
            engine.enableExtension(withVendor: Self.vendor, extension: Self.audioFilter, enabled: true, sourceType: .recording)
            engine.setExtensionPropertyWithVendor(Self.vendor, extension: Self.videoFilter, key: "grey", value: grey ? "1" : "0")
            // The original leaves the filter at 1.0 until the slider moves; here it gets the value the slider shows.
            engine.setExtensionPropertyWithVendor(Self.vendor, extension: Self.audioFilter, key: "volume", value: String(volume))
            for control in Control.allCases { enable(control, true) }
        }

        engine.setupLocalVideo(localCanvas())
        refreshNotes()
        engine.startPreview()
        engine.setAudioProfile(.default)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // Not in the original: volume reports drive the local tile's microphone meter, which shows the audio filter.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid, renderMode: .hidden)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    // MARK: AgoraMediaFilterEventDelegate (the trace logs each event; these keep the tile's summary true)

    nonisolated func onExtensionStarted(_ provider: String?, extension name: String?) {
        guard let name else { return }
        onMain {
            self.started.insert(name)
            self.refreshNotes()
        }
    }

    nonisolated func onExtensionStopped(_ provider: String?, extension name: String?) {
        guard let name else { return }
        onMain {
            self.started.remove(name)
            self.refreshNotes()
        }
    }

    /// A missing or broken library (157): say where it was looked for; the session goes on without filters.
    nonisolated func onExtensionError(_ provider: String?, extension name: String?, error: Int32, message: String?) {
        let reason = message ?? ""
        onMain {
            self.note("filter.log.error", [String(error), reason], kind: .error)
            self.show(SessionNotice("filter.missing", [String(error), reason], severity: .error))
            self.refreshNotes()
        }
    }

    // MARK: controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .volume:
            guard engine.setExtensionPropertyWithVendor(Self.vendor, extension: Self.audioFilter, key: "volume",
                                                        value: String(value.int)) == 0 else { return false }
            volume = value.int
        case .grey:
            guard engine.setExtensionPropertyWithVendor(Self.vendor, extension: Self.videoFilter, key: "grey",
                                                        value: value.bool ? "1" : "0") == 0 else { return false }
            grey = value.bool
        case .invert:
            guard engine.setExtensionPropertyWithVendor(Self.vendor, extension: Self.videoFilter, key: "invert",
                                                        value: value.bool ? "1" : "0") == 0 else { return false }
            invert = value.bool
        }
        refreshNotes()
        return true
    }

    // MARK: the local tile's summary

    private func refreshNotes() {
        let notes: [TileNote]
        if !loaded {
            notes = [.text("filter.note.notLoaded")]
        } else {
            notes = [
                started.contains(Self.videoFilter)
                    ? .text("filter.note.video", [grey ? "filter.on" : "filter.off", invert ? "filter.on" : "filter.off"])
                    : .text("filter.note.videoStopped"),
                started.contains(Self.audioFilter) ? .text("filter.note.audio", [String(volume)]) : .text("filter.note.audioStopped"),
                .volumeMeter("filter.note.mic"),
            ]
        }
        updateTile(uid: 0, .notes(notes))
    }
}
