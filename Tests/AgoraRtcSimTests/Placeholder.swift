import Testing

@Test func placeholder_AgoraRtcSimTests() {}
