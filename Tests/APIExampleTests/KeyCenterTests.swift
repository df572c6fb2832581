import Testing
import TestSupport
@testable import APIExample

@Suite struct KeyCenterTests {
    let id = TestProject.appId
    let certificate = TestProject.certificate

    @Test func outOfTheBoxASimulatedAppIdAndNoCertificate() {
        let keys = KeyCenter.resolve(environment: [:])
        #expect(keys.appId == KeyCenter.simulatedAppId)
        #expect(!keys.hasCertificate)
        #expect(keys.problems.isEmpty)
    }

    @Test func environmentOverridesSettings() {
        var settings = AppSettings()
        settings.appId = "11111111111111111111111111111111"
        settings.appCertificate = "22222222222222222222222222222222"
        let fromSettings = KeyCenter.resolve(environment: [:], settings: settings)
        #expect(fromSettings.appId == settings.appId)
        #expect(fromSettings.appIdSource == .settings)
        #expect(fromSettings.appCertificate == settings.appCertificate)
        let fromEnvironment = KeyCenter.resolve(
            environment: ["AGORA_APP_ID": id, "AGORA_APP_CERTIFICATE": " \(certificate)\n"], settings: settings)
        #expect(fromEnvironment.appId == id)
        #expect(fromEnvironment.appCertificate == certificate, "pasted whitespace is trimmed")
        #expect(fromEnvironment.certificateSource == .environment)
    }

    @Test func valuesMustBe32HexCharacters() {
        #expect(KeyCenter.appIdProblem(id) == nil)
        #expect(KeyCenter.appIdProblem("") == "error.appId.empty")
        #expect(KeyCenter.appIdProblem("Z70CA35de60c44645bbae8a215061b33") == "error.appId.format")
        #expect(KeyCenter.appIdProblem(String(id.dropLast())) == "error.appId.format")
        #expect(KeyCenter.certificateProblem(certificate + "0") == "error.certificate.format")
        let bad = KeyCenter.resolve(environment: ["AGORA_APP_ID": "nope", "AGORA_APP_CERTIFICATE": "short"])
        #expect(bad.problems == ["error.appId.format", "error.certificate.format"])
    }

    @Test func everyProblemIsTranslated() {
        for key in ["error.appId.empty", "error.appId.format", "error.certificate.empty", "error.certificate.format"] {
            #expect(Localizer(.en)(key) != key)
            #expect(Localizer(.zhHans)(key) != Localizer(.en)(key))
        }
    }
}
