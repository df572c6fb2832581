import Foundation
import Testing

extension E2ESuite {
    static let vectorAppId = "970CA35de60c44645bbae8a215061b33"
    static let vectorCertificate = "5CFd2fd1755d40ecb72977518be15d3b"

    /// `apiexample token`: only the token on stdout; `--inspect` decodes and verifies; the certificate never
    /// appears in any output, and is refused as an argument.
    @Test(.enabled(if: AppBinary.isAvailable))
    func tokenCommandBuildsInspectsAndNeverPrintsTheCertificate() throws {
        let app = try AppBinary.require()
        let keys = TestEnvironment.base(["AGORA_APP_ID": Self.vectorAppId, "AGORA_APP_CERTIFICATE": Self.vectorCertificate])

        let built = try CommandRunner.run(app, ["token", "--channel", "demo", "--uid", "42", "--expire", "600"], environment: keys)
        #expect(built.exitCode == 0, "\(built)")
        #expect(built.stdoutLines.count == 1 && built.stdout.hasPrefix("007eJ"), "\(built)")
        let token = built.stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        let inspected = try CommandRunner.run(app, ["token", "--inspect", token], environment: keys)
        #expect(inspected.exitCode == 0, "\(inspected)")
        #expect(inspected.stdout.contains(Self.vectorAppId))
        #expect(inspected.stdout.contains("channel \"demo\""))
        #expect(inspected.stdout.contains("\"42\""))
        #expect(inspected.stdout.contains("verified"), "\(inspected)")

        let otherCertificate = TestEnvironment.base(["AGORA_APP_ID": Self.vectorAppId,
                                                     "AGORA_APP_CERTIFICATE": "0123456789abcdef0123456789abcdef"])
        let mismatch = try CommandRunner.run(app, ["token", "--inspect", token], environment: otherCertificate)
        #expect(mismatch.exitCode == 1 && mismatch.stdout.contains("DOES NOT VERIFY"), "\(mismatch)")

        let garbage = try CommandRunner.run(app, ["token", "--inspect", "006abc"], environment: keys)
        #expect(garbage.exitCode != 0 && garbage.stdout.isEmpty && garbage.stderr.contains("007"), "\(garbage)")

        let onCommandLine = try CommandRunner.run(app, ["token", "--channel", "demo", "--uid", "1", "--certificate",
                                                        Self.vectorCertificate], environment: keys)
        #expect(onCommandLine.exitCode != 0 && onCommandLine.stderr.contains("AGORA_APP_CERTIFICATE"), "\(onCommandLine)")

        let noCertificate = try CommandRunner.run(app, ["token", "--channel", "demo", "--uid", "1"])
        #expect(noCertificate.exitCode != 0 && noCertificate.stdout.isEmpty, "\(noCertificate)")

        for result in [built, inspected, mismatch, garbage, onCommandLine, noCertificate] {
            #expect(!(result.stdout + result.stderr).contains(Self.vectorCertificate), "the certificate was printed")
        }
    }

    /// A headless run with a certificate goes through the token service and renewal, and prints no credential.
    @Test(.enabled(if: AppBinary.isAvailable))
    func headlessRunWithCertificatePrintsNoCredential() throws {
        let app = try AppBinary.require()
        let keys = TestEnvironment.base(["AGORA_APP_ID": Self.vectorAppId, "AGORA_APP_CERTIFICATE": Self.vectorCertificate])
        let result = try CommandRunner.run(app, ["run", "JoinChannelVideoToken", "--virtual-time", "--seconds", "5"], environment: keys)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("didJoinChannel"), "\(result)")
        #expect(result.stdout.contains("token: issued"), "\(result)")
        #expect(!result.stdout.contains(Self.vectorCertificate) && !result.stdout.contains("007eJ"), "\(result)")
    }
}
