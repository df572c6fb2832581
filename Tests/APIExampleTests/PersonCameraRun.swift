import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// The clear_vision cases (VideoProcess, AgoraBeauty) joined with one remote user, their camera facing a person, and
/// the local user's frames their tests measure: what the tile shows and what remote users receive.
@MainActor
enum PersonCameraRun {
    static func settings(videoFeatures: String = "all") -> GlobalSettings {
        var settings = GlobalSettings.remoteUsers(1)
        settings.videoFeatures = videoFeatures
        return settings
    }

    static func joined(_ caseId: String, videoFeatures: String = "all") throws -> CaseRun {
        let run = try CaseRun(caseId, settings: settings(videoFeatures: videoFeatures), seconds: 3)
        #expect(run.session.status.isJoined)
        return run
    }

    static func local(_ run: CaseRun) throws -> AgoraSimVideoFrame {
        try #require(run.session.tiles.first { $0.isLocal }?.latestFrame)
    }

    static func sent(_ run: CaseRun) throws -> AgoraSimVideoFrame {
        try #require(run.session.engine?.simSentVideoFrame)
    }

    /// `metric` of the local picture averaged over ten frames (the disc moves, the noise changes).
    static func averaged(_ run: CaseRun, _ metric: (AgoraSimVideoFrame) -> Double) throws -> Double {
        var total = 0.0
        for _ in 0..<10 {
            run.advance(0.1)
            total += metric(try local(run))
        }
        return total / 10
    }

    /// The face-shape sliders' declared ranges, as the controls show them.
    static func expectDeclaredAreaRanges(_ run: CaseRun) {
        #expect(run.control("headScale")?.kind == .slider(value: 0, range: 0...100, step: 10))
        #expect(run.control("forehead")?.kind == .slider(value: 0, range: -100...100, step: 10))
        #expect(run.control("mouthScale")?.kind == .slider(value: 0, range: -100...100, step: 10))
    }

    /// How many pixels of the forehead's row are skin: the face's width.
    static func faceWidth(_ run: CaseRun) throws -> Double {
        try averaged(run) { frame in
            Double((0..<frame.lumaWidth).filter { abs(Int(frame.lumaAt(x: $0, y: 11)) - 168) <= 12 }.count)
        }
    }
}
