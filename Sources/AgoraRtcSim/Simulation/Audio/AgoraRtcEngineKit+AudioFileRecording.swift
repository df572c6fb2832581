// The audio file recording's part of the audio loop: each block goes into the file; leaving the channel and
// destroying the engine finish it, like `stopAudioRecording()`.
extension AgoraRtcEngineKit {
    /// Catches the loop up with the clock (the callbacks it makes on the way are returned), then closes the file.
    func finishAudioRecording(_ s: inout SimEngineState) -> [SimCallback] {
        guard let recording = s.audio.fileRecording else { return [] }
        let callbacks = processDueBlocks(&s)
        recording.close()
        s.audio.fileRecording = nil
        updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
        return callbacks
    }

}
