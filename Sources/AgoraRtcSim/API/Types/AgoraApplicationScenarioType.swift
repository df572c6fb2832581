public enum AgoraApplicationScenarioType: Int, Sendable, CaseIterable {
    case applicationGeneralScenario = 0
    case applicationMeetingScenario = 1
    case application1V1Scenario = 2
    case applicationLiveShowScenario = 3
}
