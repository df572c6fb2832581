import Testing

@Test func placeholder_ExampleBrowserTests() {}
