import AgoraRtcSim

/// PrecallTest's panel: what each test is doing, the probe's quality and its seven figures (in the original's order), and the echo test's
/// countdown with what to do meanwhile.
enum PrecallTestPanel {
    static func make(probing: Bool, quality: AgoraNetworkQuality?, result: AgoraLastmileProbeResult?,
                     echoPhase: PrecallEchoPhase, cameraTesting: Bool) -> SessionPanel {
        var lines: [SessionPanel.Line] = []
        if probing { lines.append(.localized("precall.panel.probing", style: .accent)) }
        // The tiles' quality names (the original's too): 0…6, unknown to down.
        if let quality { lines.append(.localized("precall.panel.quality", ["quality.\(min(quality.rawValue, 6))"])) }
        if let result {
            switch result.state {
            case .complete: break
            case .incompleteNoBwe: lines.append(.localized("precall.panel.incomplete", style: .warning))
            case .unavailable: lines.append(.localized("precall.panel.unavailable", style: .warning))
            }
            let down = result.downlinkReport, up = result.uplinkReport
            lines += [
                .localized("precall.panel.rtt", [String(result.rtt)]),
                .localized("precall.panel.downlinkBandwidth", [String(down.availableBandwidth)]),
                .localized("precall.panel.downlinkJitter", [String(down.jitter)]),
                .localized("precall.panel.downlinkLoss", [String(down.packetLossRate)]),
                .localized("precall.panel.uplinkBandwidth", [String(up.availableBandwidth)]),
                .localized("precall.panel.uplinkJitter", [String(up.jitter)]),
                .localized("precall.panel.uplinkLoss", [String(up.packetLossRate)]),
            ]
        }
        switch echoPhase {
        case .idle: break
        case .speaking(let left):
            lines.append(.localized("precall.panel.speak", [String(left)], style: .accent))
        case .listening(let left):
            lines.append(.localized("precall.panel.listen", [String(left)], style: .accent))
        }
        if cameraTesting { lines.append(.localized("precall.panel.camera", style: .accent)) }
        if lines.isEmpty { lines.append(.localized("precall.panel.idle", style: .dim)) }
        return SessionPanel(titleKey: "precall.panel.title", lines: lines)
    }
}
