import Testing
import TestSupport

extension E2ESuite {
    /// `apiexample run RtePlayer` in real time with a certificate: the URL's stream opens and plays, Stop stops it,
    /// and neither the token nor the certificate is printed.
    @Test(.enabled(if: AppBinary.isAvailable))
    func rtePlayerPlaysAndStopsInRealTime() throws {
        let app = try AppBinary.require()
        let keys = TestEnvironment.base(["AGORA_APP_ID": TestProject.appId, "AGORA_APP_CERTIFICATE": TestProject.certificate])
        let result = try CommandRunner.run(app, ["run", "RtePlayer", "--set", "url=rte://\(TestProject.appId)/demo",
                                                 "--control", "stop@2.5", "--seconds", "3"], environment: keys)
        #expect(result.exitCode == 0, "\(result)")
        for needle in ["open(withUrl:startTime:cb:) url: \"rte://<appId>/demo?token=<token>\"", "new: .playing",
                       "← onResolutionChanged(_:height:)", "new: .stopped"] {
            #expect(result.stdout.contains(needle), "no \(needle)\n\(result)")
        }
        #expect(!result.stdout.contains(TestProject.certificate) && !result.stdout.contains("007eJ"), "\(result)")
        #expect(result.stdoutLines.last?.contains("destroy()") == true, "\(result)")
    }
}
