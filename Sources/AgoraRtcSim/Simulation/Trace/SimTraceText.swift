/// Formats API arguments for the trace, keeping credentials out of it.
enum SimTraceText {
    static func token(_ token: String?) -> String {
        token == nil ? "nil" : "<token>"
    }

    static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }

    /// An extension property's JSON with its `"license"` value masked: a licence is a credential, kept out of logs.
    static func maskingLicense(_ value: String) -> String {
        guard value.contains("\"license\"") else { return value }
        return value.replacingOccurrences(of: #""license"\s*:\s*"[^"]*""#, with: #""license":"<license>""#,
                                          options: .regularExpression)
    }

    static func options(_ options: AgoraRtcChannelMediaOptions) -> String {
        var parts: [String] = []
        if let value = options.publishCameraTrack { parts.append("publishCameraTrack: \(value)") }
        if let value = options.publishMicrophoneTrack { parts.append("publishMicrophoneTrack: \(value)") }
        if let value = options.publishSecondaryCameraTrack { parts.append("publishSecondaryCameraTrack: \(value)") }
        if let value = options.publishCustomVideoTrack { parts.append("publishCustomVideoTrack: \(value)") }
        if let value = options.customVideoTrackId { parts.append("customVideoTrackId: \(value)") }
        if let value = options.publishEncodedVideoTrack { parts.append("publishEncodedVideoTrack: \(value)") }
        if let value = options.publishCustomAudioTrack { parts.append("publishCustomAudioTrack: \(value)") }
        if let value = options.publishCustomAudioTrackId { parts.append("publishCustomAudioTrackId: \(value)") }
        if let value = options.publishMixedAudioTrack { parts.append("publishMixedAudioTrack: \(value)") }
        if let value = options.publishRhythmPlayerTrack { parts.append("publishRhythmPlayerTrack: \(value)") }
        if let value = options.publishMediaPlayerVideoTrack { parts.append("publishMediaPlayerVideoTrack: \(value)") }
        if let value = options.publishMediaPlayerAudioTrack { parts.append("publishMediaPlayerAudioTrack: \(value)") }
        if let value = options.publishMediaPlayerId { parts.append("publishMediaPlayerId: \(value)") }
        if let value = options.publishScreenCaptureVideo { parts.append("publishScreenCaptureVideo: \(value)") }
        if let value = options.publishScreenCaptureAudio { parts.append("publishScreenCaptureAudio: \(value)") }
        if let value = options.publishTranscodedVideoTrack { parts.append("publishTranscodedVideoTrack: \(value)") }
        if let value = options.enableAudioRecordingOrPlayout { parts.append("enableAudioRecordingOrPlayout: \(value)") }
        if let value = options.autoSubscribeAudio { parts.append("autoSubscribeAudio: \(value)") }
        if let value = options.autoSubscribeVideo { parts.append("autoSubscribeVideo: \(value)") }
        if let value = options.clientRoleType { parts.append("clientRoleType: .\(value)") }
        if let value = options.audienceLatencyLevel { parts.append("audienceLatencyLevel: .\(value)") }
        if let value = options.channelProfile { parts.append("channelProfile: .\(value)") }
        if let value = options.enableMultipath { parts.append("enableMultipath: \(value)") }
        if let value = options.uplinkMultipathMode { parts.append("uplinkMultipathMode: .\(value)") }
        if let value = options.downlinkMultipathMode { parts.append("downlinkMultipathMode: .\(value)") }
        if let value = options.preferMultipathType { parts.append("preferMultipathType: .\(value)") }
        if options.token != nil { parts.append("token: <token>") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func mixer(_ config: AgoraLocalAudioMixerConfiguration) -> String {
        let streams = config.audioInputStreams.map { stream in
            switch stream.sourceType {
            case .remoteChannel: ".remoteChannel(\(quoted(stream.channelId ?? "")))"
            case .remoteUser: ".remoteUser(\(stream.remoteUserUid) in \(quoted(stream.channelId ?? "")))"
            case .custom: ".custom(\(stream.trackId))"
            default: ".\(stream.sourceType)"
            }
        }
        return "{audioInputStreams: [\(streams.joined(separator: ", "))], syncWithLocalMic: \(config.syncWithLocalMic)}"
    }

    static func transcoder(_ config: AgoraLocalTranscoderConfiguration) -> String {
        let streams = config.videoInputStreams.map { stream in
            var source = ".\(stream.sourceType)"
            switch stream.sourceType {
            case .mediaPlayer: source += "(\(stream.mediaPlayerId))"
            case .remote: source += "(\(stream.remoteUserUid))"
            case .rtcImagePng, .rtcImageJpeg, .rtcImageGif: source += "(\(quoted(stream.imageUrl ?? "")))"
            default: break
            }
            let r = stream.rect
            return "{\(source), rect: (\(Int(r.minX)),\(Int(r.minY)),\(Int(r.width)),\(Int(r.height))), zOrder: \(stream.zOrder)"
                + (stream.alpha == 1 ? "" : ", alpha: \(stream.alpha)") + (stream.mirror ? ", mirror: true" : "") + "}"
        }
        let output = config.videoOutputConfiguration
        return "{videoInputStreams: [\(streams.joined(separator: ", "))], videoOutputConfiguration: "
            + "{dimensions: \(Int(output.dimensions.width))x\(Int(output.dimensions.height)), frameRate: .\(output.frameRate)}}"
    }

    static func canvas(_ canvas: AgoraRtcVideoCanvas?) -> String {
        guard let canvas else { return "nil" }
        let view = canvas.view == nil ? "nil" : "<view>"
        return "{uid: \(canvas.uid), view: \(view), renderMode: .\(canvas.renderMode), "
            + "mirrorMode: .\(canvas.mirrorMode), backgroundColor: 0x\(String(canvas.backgroundColor, radix: 16))"
            + (canvas.sourceType == .camera ? "" : ", sourceType: .\(canvas.sourceType), mediaPlayerId: \(canvas.mediaPlayerId)")
            + (canvas.enableAlphaMask ? ", enableAlphaMask: true" : "") + "}"
    }

    static func screen(_ parameters: AgoraScreenCaptureParameters2) -> String {
        let video = parameters.videoParams
        return "{captureVideo: \(parameters.captureVideo), videoParams: {dimensions: "
            + "\(Int(video.dimensions.width))x\(Int(video.dimensions.height)), frameRate: \(video.frameRate), "
            + "bitrate: \(video.bitrate)}, captureAudio: \(parameters.captureAudio), "
            + "audioParams: {captureSignalVolume: \(parameters.audioParams.captureSignalVolume)}}"
    }

    static func encoder(_ config: AgoraVideoEncoderConfiguration) -> String {
        let size = config.encodedSize
        return "{dimensions: \(Int(config.dimensions.width))x\(Int(config.dimensions.height)), "
            + "frameRate: .\(config.frameRate), bitrate: \(config.bitrate), orientationMode: .\(config.orientationMode), "
            + "mirrorMode: .\(config.mirrorMode), encoded: \(size.width)x\(size.height)" + advanced(config.advancedVideoOptions) + "}"
    }

    /// Only options that differ from the defaults, so existing traces read as before.
    private static func advanced(_ options: AgoraAdvancedVideoOptions) -> String {
        guard options != AgoraAdvancedVideoOptions() else { return "" }
        return ", advancedVideoOptions: {encodingPreference: .\(options.encodingPreference), "
            + "compressionPreference: .\(options.compressionPreference)" + (options.encodeAlpha ? ", encodeAlpha: true" : "") + "}"
    }

    static func positions(_ positions: AgoraAudioFramePosition) -> String {
        let names: [(AgoraAudioFramePosition, String)] = [(.record, ".record"), (.playback, ".playback"), (.mixed, ".mixed"),
                                                          (.beforeMixing, ".beforeMixing"), (.earMonitoring, ".earMonitoring")]
        return "[" + names.filter { positions.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

extension SimTraceText {
    /// The mode and what was given; never the key or the salt themselves.
    static func encryption(_ config: AgoraEncryptionConfig) -> String {
        let key = (config.encryptionKey ?? "").isEmpty ? "nil" : "<key>"
        let salt = config.encryptionKdfSalt.map { "<\($0.count) bytes>" } ?? "nil"
        return "{encryptionMode: .\(config.encryptionMode), encryptionKey: \(key), encryptionKdfSalt: \(salt), "
            + "datastreamEncryptionEnabled: \(config.datastreamEncryptionEnabled)}"
    }
}
