import Testing
import TestSupport
@testable import AgoraRtcSim

@Suite struct SingletonTests {
    @Test func secondSharedEngineReturnsTheLiveOneAndMovesTheDelegate() {
        let registry = SimEngineRegistry()
        let first = EventRecorder(), second = EventRecorder()
        let config = AgoraRtcEngineConfig(appId: "a", simulation: AgoraSimulationSettings(clock: AgoraSimVirtualClock()))
        let engine = registry.obtain(config: config, delegate: first)
        let again = registry.obtain(config: config, delegate: second)
        #expect(engine === again)
        #expect(engine.delegate === second)
        registry.destroy()
        let fresh = registry.obtain(config: config, delegate: first)
        #expect(fresh !== engine)
        #expect(fresh.isAlive && !engine.isAlive)
        registry.destroy()
    }

    @Test func publicStaticsWork() {
        #expect(AgoraRtcEngineKit.getSdkVersion().hasPrefix("4.6"))
        #expect(AgoraVideoBitrateStandard == 0 && AgoraVideoBitrateCompatible == -1)
        let config = AgoraVideoEncoderConfiguration()
        #expect(config.dimensions.width == 960 && config.dimensions.height == 540)
        #expect(config.frameRate == .fps15 && config.mirrorMode == .disabled && config.orientationMode == .adaptative)
        #expect(AgoraRtcEngineConfig().areaCode == 0xFFFF_FFFF)
        #expect(AgoraErrorCode.invalidChannelId.returnCode == -102)
    }
}
