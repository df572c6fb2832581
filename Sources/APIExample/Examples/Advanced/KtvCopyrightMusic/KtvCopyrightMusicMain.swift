/// KTV copyright music: in the original a link, not an API sample. Its one button opens Agora's product overview
/// in the system browser; the content-centre APIs themselves are not in the sample. No engine is created.
///
/// Departures from the original:
/// - No browser is opened: a terminal cannot hand a page to a browser it may not have, so Start shows the link in
///   full width, with mouse reporting off while it is up so that the terminal's own selection copies it (back to the
///   settings' mouse mode after).
final class KtvCopyrightMusicMain: CaseSession<KtvCopyrightMusicEntry> {
    static let documentationURL = "https://docs.agora.io/en/interactive-live-streaming/overview/product-overview?platform=ios"

    override func start() {
        letTheTerminalSelectText()
        note("ktv.log.link", [Self.documentationURL])
        showPanel(SessionPanel(titleKey: "ktv.panel.title", lines: [
            .localized("ktv.panel.button", style: .accent),
            .verbatim(Self.documentationURL),
            .localized("ktv.panel.explain"),
            .localized("ktv.panel.copy", style: .dim),
        ]))
    }
}
