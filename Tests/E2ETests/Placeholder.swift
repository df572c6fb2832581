import Testing

@Test func placeholder_E2ETests() {}
