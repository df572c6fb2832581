import Testing

@Test func placeholder_APIExampleTests() {}
