/// The local user's multipath transport in one channel: the modes are fixed at join, `updateChannel` turns it on
/// and off, and the bytes each kind of path carried add up from the join.
struct SimMultipath: Sendable {
    var enabled: Bool
    let uplinkMode: AgoraMultipathMode
    let downlinkMode: AgoraMultipathMode
    var txBytes: [AgoraMultipathType: Int] = [:]
    var rxBytes: [AgoraMultipathType: Int] = [:]

    /// The SDK's defaults: off; dynamic when on without a mode (the sample's default mode too).
    init(_ options: AgoraRtcChannelMediaOptions) {
        enabled = options.enableMultipath ?? false
        uplinkMode = options.uplinkMultipathMode ?? .dynamic
        downlinkMode = options.downlinkMultipathMode ?? .dynamic
    }

    /// Options that ask for another mode than the one joined with: the modes are chosen at join only.
    func refuses(_ options: AgoraRtcChannelMediaOptions) -> Bool {
        options.uplinkMultipathMode.map { $0 != uplinkMode } == true
            || options.downlinkMultipathMode.map { $0 != downlinkMode } == true
    }
}
