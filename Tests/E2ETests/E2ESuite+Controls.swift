import Testing

/// `apiexample run --control`: session controls changed in a headless run, as their keys would.
extension E2ESuite {
    @Test(.enabled(if: AppBinary.isAvailable))
    func controlsHappenAtTheirTimesInVirtualTime() throws {
        let arguments = ["run", "AudioMixing", "--virtual-time", "--seconds", "8", "--control", "mixingStart@2",
                         "--control", "mixingVolume=30@4", "--control", "mixingPause@6"]
        let result = try CommandRunner.run(try AppBinary.require(), arguments)
        #expect(result.exitCode == 0, "\(result)")
        let calls = ["startAudioMixing(", "adjustAudioMixingVolume(_:) 30 → 0", "pauseAudioMixing() → 0"]
        let lines = calls.compactMap { call in result.stdoutLines.first { $0.contains("api") && $0.contains(call) } }
        #expect(lines.count == 3, "\(result)")
        #expect(lines.map { String($0.prefix(5)) } == ["00:02", "00:04", "00:06"], "\(lines)")
        #expect(result.stdout.contains("audioMixingStateChanged:reasonCode:) state: .paused"), "\(result)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func aBareControlRightAfterJoinInRealTime() throws {
        let result = try CommandRunner.run(try AppBinary.require(),
                                           ["run", "JoinChannelVideo", "--seconds", "2", "--control", "muteAudio"])
        #expect(result.exitCode == 0, "\(result)")
        let join = result.stdoutLines.firstIndex { $0.contains("didJoinChannel") }
        let mute = result.stdoutLines.firstIndex { $0.contains("muteLocalAudioStream(_:) true → 0") }
        #expect(join != nil && mute != nil && join! < mute!, "\(result)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func unknownControlsAndValuesExit2ListingTheValidOnes() throws {
        let app = try AppBinary.require()
        let unknown = try CommandRunner.run(app, ["run", "JoinChannelVideo", "--control", "volume=3"])
        #expect(unknown.exitCode == 2 && unknown.stdout.isEmpty, "\(unknown)")
        #expect(unknown.stderr.contains("valid controls: muteAudio, muteVideo"), "\(unknown)")
        let badValue = try CommandRunner.run(app, ["run", "AudioMixing", "--control", "mixingVolume=101"])
        #expect(badValue.exitCode == 2 && badValue.stderr.contains("valid values: 0…100"), "\(badValue)")
        let listed = try CommandRunner.run(app, ["list", "--json"])
        #expect(listed.stdout.contains("\"id\" : \"mixingVolume\""), "list --json names the controls")
    }
}
