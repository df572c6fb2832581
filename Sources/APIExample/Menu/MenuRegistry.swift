import Foundation

/// The ordered menu, registered by hand like the original's `menus`: no reflection, no scanning. Each case says
/// what it is about (key APIs, flavours, section, note) in its own folder, in its Entry's `about`; this list only
/// orders the cases and pairs each Entry with its Main. Adding a case = one line here + one case folder + its
/// strings + its README Case Index row.
public enum MenuRegistry {
    /// Every registered case, hidden ones included, in menu order (sections in `CaseSection` order).
    public static let allItems: [MenuItem] = [
        MenuItem(JoinChannelVideoTokenEntry.self, main: JoinChannelVideoTokenMain.self),
        MenuItem(JoinChannelVideoEntry.self, main: JoinChannelVideoMain.self),
        MenuItem(JoinChannelAudioEntry.self, main: JoinChannelAudioMain.self),
        MenuItem(JoinChannelVideoRecorderEntry.self, main: JoinChannelVideoRecorderMain.self),
        MenuItem(VideoChatEntry.self, main: VideoChatMain.self),
        MenuItem(LiveStreamingEntry.self, main: LiveStreamingMain.self),
        MenuItem(RTMPStreamingEntry.self, main: RTMPStreamingMain.self),
        MenuItem(VideoMetadataEntry.self, main: VideoMetadataMain.self),
        MenuItem(VoiceChangerEntry.self, main: VoiceChangerMain.self),
        MenuItem(CustomPcmAudioSourceEntry.self, main: CustomPcmAudioSourceMain.self),
        MenuItem(CustomAudioSourceEntry.self, main: CustomAudioSourceMain.self),
        MenuItem(CustomAudioRenderEntry.self, main: CustomAudioRenderMain.self),
        MenuItem(CustomVideoSourcePushEntry.self, main: CustomVideoSourcePushMain.self),
        MenuItem(CustomVideoSourcePushMultiEntry.self, main: CustomVideoSourcePushMultiMain.self),
        MenuItem(CustomVideoRenderEntry.self, main: CustomVideoRenderMain.self),
        MenuItem(RawMediaDataEntry.self, main: RawMediaDataMain.self),
        MenuItem(RawAudioDataEntry.self, main: RawAudioDataMain.self),
        MenuItem(RawVideoDataEntry.self, main: RawVideoDataMain.self),
        MenuItem(PictureInPictureEntry.self, main: PictureInPictureMain.self),
        MenuItem(LocalVideoTranscodingEntry.self, main: LocalVideoTranscodingMain.self),
        MenuItem(SimpleFilterEntry.self, main: SimpleFilterMain.self),
        MenuItem(QuickSwitchChannelEntry.self, main: QuickSwitchChannelMain.self),
        MenuItem(JoinMultiChannelEntry.self, main: JoinMultiChannelMain.self),
        MenuItem(StreamEncryptionEntry.self, main: StreamEncryptionMain.self),
        MenuItem(AudioMixingEntry.self, main: AudioMixingMain.self),
        MenuItem(PrecallTestEntry.self, main: PrecallTestMain.self),
        MenuItem(MediaPlayerEntry.self, main: MediaPlayerMain.self),
        MenuItem(ScreenShareEntry.self, main: ScreenShareMain.self),
        MenuItem(LocalCompositeGraphEntry.self, main: LocalCompositeGraphMain.self),
        MenuItem(VideoProcessEntry.self, main: VideoProcessMain.self),
        MenuItem(AgoraBeautyEntry.self, main: AgoraBeautyMain.self),
        MenuItem(RhythmPlayerEntry.self, main: RhythmPlayerMain.self),
        MenuItem(CreateDataStreamEntry.self, main: CreateDataStreamMain.self),
        MenuItem(MediaChannelRelayEntry.self, main: MediaChannelRelayMain.self),
        MenuItem(SpatialAudioEntry.self, main: SpatialAudioMain.self),
        MenuItem(ContentInspectEntry.self, main: ContentInspectMain.self),
        MenuItem(MutliCameraEntry.self, main: MutliCameraMain.self),
        MenuItem(KtvCopyrightMusicEntry.self, main: KtvCopyrightMusicMain.self),
        MenuItem(ThirdBeautifyEntry.self, main: ThirdBeautifyMain.self),
        MenuItem(ARKitEntry.self, main: ARKitMain.self),
        MenuItem(AudioRouterPlayerEntry.self, main: AudioRouterPlayerMain.self),
        MenuItem(AudioWaveformEntry.self, main: AudioWaveformMain.self),
        MenuItem(FaceCaptureEntry.self, main: FaceCaptureMain.self),
        MenuItem(TransparentRenderEntry.self, main: TransparentRenderMain.self),
        MenuItem(RtePlayerEntry.self, main: RtePlayerMain.self),
        MenuItem(SimulcastEntry.self, main: SimulcastMain.self),
        MenuItem(MultipathEntry.self, main: MultipathMain.self),
    ]

    /// The menu's sections, each with its cases in registry order.
    public static let sections: [MenuSection] = CaseSection.allCases.compactMap { section in
        let items = allItems.filter { $0.section == section }
        return items.isEmpty ? nil : MenuSection(titleKey: section.titleKey, items: items)
    }

    /// Ids as typed on the command line may differ in case. The exact id, which the menu passes, is tried first:
    /// Foundation's case-insensitive compare is slow to start and the first paint asks for the selected case.
    public static func item(id: String) -> MenuItem? {
        let items = allItems
        return items.first { $0.id == id } ?? items.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
