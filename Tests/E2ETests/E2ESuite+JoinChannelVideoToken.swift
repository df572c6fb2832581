import Testing
import TestSupport

extension E2ESuite {
    /// A headless run with a certificate goes through the token service and renewal, and prints no credential.
    @Test(.enabled(if: AppBinary.isAvailable))
    func headlessRunWithCertificatePrintsNoCredential() throws {
        let app = try AppBinary.require()
        let keys = TestEnvironment.base(["AGORA_APP_ID": TestProject.appId, "AGORA_APP_CERTIFICATE": TestProject.certificate])
        let result = try CommandRunner.run(app, ["run", "JoinChannelVideoToken", "--virtual-time", "--seconds", "5"], environment: keys)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("didJoinChannel"), "\(result)")
        #expect(result.stdout.contains("token: issued"), "\(result)")
        #expect(!result.stdout.contains(TestProject.certificate) && !result.stdout.contains("007eJ"), "\(result)")
    }
}
