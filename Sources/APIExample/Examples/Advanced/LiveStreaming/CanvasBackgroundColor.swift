/// The remote canvas's background colours LiveStreaming's form offers: the SDK's default first, then the original's
/// five, as RGBA like `AgoraRtcVideoCanvas.backgroundColor` takes them. The order is fixed; the original's came
/// from a dictionary and changed from run to run.
enum CanvasBackgroundColor: String, CaseIterable {
    case black, red, blue, pink, purple, yellow

    /// The form's value, the default for anything else.
    init(setting: String) {
        self = Self(rawValue: setting) ?? .black
    }

    /// 0xRRGGBBAA. The default is the SDK's (transparent black), which the original wrote as 0x000000.
    var rgba: UInt32 {
        switch self {
        case .black: 0x0000_0000
        case .red: 0xff0d_00ff
        case .blue: 0x0400_ffff
        case .pink: 0xff00_6aff
        case .purple: 0xff00_d9ff
        case .yellow: 0xeaff_00ff
        }
    }

    var labelKey: String { "canvasColor." + rawValue }

    static let options = allCases.map { ChoiceOption($0.rawValue, $0.labelKey) }
}
