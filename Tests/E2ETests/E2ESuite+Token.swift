import Foundation
import Testing
import TestSupport

extension E2ESuite {
    /// `apiexample token`: only the token on stdout; `--inspect` decodes and verifies; the certificate never
    /// appears in any output, and is refused as an argument.
    @Test(.enabled(if: AppBinary.isAvailable))
    func tokenCommandBuildsInspectsAndNeverPrintsTheCertificate() throws {
        let app = try AppBinary.require()
        let keys = TestEnvironment.base(["AGORA_APP_ID": TestProject.appId, "AGORA_APP_CERTIFICATE": TestProject.certificate])

        let built = try CommandRunner.run(app, ["token", "--channel", "demo", "--uid", "42", "--expire", "600"], environment: keys)
        #expect(built.exitCode == 0, "\(built)")
        #expect(built.stdoutLines.count == 1 && built.stdout.hasPrefix("007eJ"), "\(built)")
        let token = built.stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        let inspected = try CommandRunner.run(app, ["token", "--inspect", token], environment: keys)
        #expect(inspected.exitCode == 0, "\(inspected)")
        #expect(inspected.stdout.contains(TestProject.appId))
        #expect(inspected.stdout.contains("channel \"demo\""))
        #expect(inspected.stdout.contains("\"42\""))
        #expect(inspected.stdout.contains("verified"), "\(inspected)")

        let otherCertificate = TestEnvironment.base(["AGORA_APP_ID": TestProject.appId,
                                                     "AGORA_APP_CERTIFICATE": "0123456789abcdef0123456789abcdef"])
        let mismatch = try CommandRunner.run(app, ["token", "--inspect", token], environment: otherCertificate)
        #expect(mismatch.exitCode == 1 && mismatch.stdout.contains("DOES NOT VERIFY"), "\(mismatch)")

        let garbage = try CommandRunner.run(app, ["token", "--inspect", "006abc"], environment: keys)
        #expect(garbage.exitCode != 0 && garbage.stdout.isEmpty && garbage.stderr.contains("007"), "\(garbage)")

        let onCommandLine = try CommandRunner.run(app, ["token", "--channel", "demo", "--uid", "1", "--certificate",
                                                        TestProject.certificate], environment: keys)
        #expect(onCommandLine.exitCode != 0 && onCommandLine.stderr.contains("AGORA_APP_CERTIFICATE"), "\(onCommandLine)")

        let noCertificate = try CommandRunner.run(app, ["token", "--channel", "demo", "--uid", "1"])
        #expect(noCertificate.exitCode != 0 && noCertificate.stdout.isEmpty, "\(noCertificate)")

        for result in [built, inspected, mismatch, garbage, onCommandLine, noCertificate] {
            #expect(!(result.stdout + result.stderr).contains(TestProject.certificate), "the certificate was printed")
        }
    }
}
