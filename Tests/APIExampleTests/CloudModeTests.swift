import AgoraRtcCloud
import AgoraRtcSim
import Foundation
import Testing
@testable import APIExample

/// `APIEXAMPLE_CLOUD`, the settings file's cloud key and the NATS variables (issue 18).
@Suite struct CloudModeTests {
    @Test func theEnvironmentTakesTheSameValuesAsTheCommandLine() {
        #expect(CloudMode.fromEnvironment([:]) == .success(nil))
        #expect(CloudMode.fromEnvironment(["APIEXAMPLE_CLOUD": ""]) == .success(nil))
        #expect(CloudMode.fromEnvironment(["APIEXAMPLE_CLOUD": "local"]) == .success(.local))
        #expect(CloudMode.fromEnvironment(["APIEXAMPLE_CLOUD": "tls://h:4443"]) == .success(.nats(url: "tls://h:4443")))
        #expect(CloudMode.fromEnvironment(["APIEXAMPLE_CLOUD": "nats://u:p@h:1"]) == .failure(.credentials))
        #expect(CloudMode.fromEnvironment(["APIEXAMPLE_CLOUD": "mqtt://h:1"]) == .failure(.scheme))
        let message = CloudModeError.credentials.message("apiexample", source: "APIEXAMPLE_CLOUD")
        #expect(message.hasPrefix("apiexample: APIEXAMPLE_CLOUD:") && message.contains("APIEXAMPLE_NATS_TOKEN"))
    }

    @Test func refusedNatsCredentialsAreToldInBothLanguages() {
        let english = Localizer(.en)
        let chinese = Localizer(.zhHans)
        let reason = CloudEndpoint.problemText(AgoraSimNatsCloud.authenticationFailed)
        #expect(CloudEndpoint.problemText("Timeout") == "Timeout")
        #expect(english(reason).hasPrefix("authentication failed: the server refused the credentials"))
        #expect(chinese(reason).hasPrefix("身份验证失败"))
        // Inside the session's notice, in place of libnats's "No server available for connection".
        let notice = String(format: english("nats.problem"), english(reason))
        #expect(notice.contains("authentication failed") && !notice.contains("No server available"))
    }

    @Test func theSettingsFileKeepsAURLAndDropsWhatDoesNotParse() throws {
        func decoded(_ cloud: String) throws -> String {
            try JSONDecoder().decode(GlobalSettings.self, from: Data("{\"cloud\": \"\(cloud)\"}".utf8)).cloud
        }
        #expect(try decoded("off") == "off")
        #expect(try decoded("nats://10.1.2.3:4222") == "nats://10.1.2.3:4222")
        #expect(try decoded("nats://user:pw@10.1.2.3:4222") == "local")
        #expect(try decoded("elsewhere") == "local")
        var settings = GlobalSettings()
        settings.cloud = "tls://nats.example.org:4443"
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(GlobalSettings.self, from: data).cloud == "tls://nats.example.org:4443")
    }

    @Test func natsCredentialsAndTLSFilesComeFromTheEnvironment() throws {
        let url = "nats://127.0.0.1:4222"
        #expect(try NatsEnvironment.server(url: url, environment: [:]).get() == AgoraSimNatsServer(url: url))
        #expect(try NatsEnvironment.server(url: url, environment: ["APIEXAMPLE_NATS_TOKEN": "tok"]).get().credentials
                == .token("tok"))
        #expect(try NatsEnvironment.server(url: url, environment: ["APIEXAMPLE_NATS_CREDS": "a.creds"]).get().credentials
                == .file(path: "a.creds"))
        let pair: EnvironmentVariables = ["APIEXAMPLE_NATS_USER": "demo", "APIEXAMPLE_NATS_PASSWORD": "pw"]
        #expect(try NatsEnvironment.server(url: url, environment: pair).get().credentials == .userPassword(user: "demo", password: "pw"))
        let tls: EnvironmentVariables = ["APIEXAMPLE_NATS_CA": "ca.pem", "APIEXAMPLE_NATS_CERT": "c.pem", "APIEXAMPLE_NATS_KEY": "k.pem"]
        let secure = try NatsEnvironment.server(url: url, environment: tls).get()
        #expect(secure.caFile == "ca.pem" && secure.certificateFile == "c.pem" && secure.keyFile == "k.pem" && secure.isSecure)
        #expect(AgoraSimNatsServer(url: "tls://h:1").isSecure && !AgoraSimNatsServer(url: url).isSecure)
    }

    @Test func inconsistentNatsVariablesAreRefusedWithoutShowingThem() {
        let cases: [EnvironmentVariables] = [
            ["APIEXAMPLE_NATS_USER": "demo"],
            ["APIEXAMPLE_NATS_PASSWORD": "pw-secret"],
            ["APIEXAMPLE_NATS_TOKEN": "tok-secret", "APIEXAMPLE_NATS_CREDS": "a.creds"],
            ["APIEXAMPLE_NATS_KEY": "k.pem"],
        ]
        for environment in cases {
            guard case .failure(let problem) = NatsEnvironment.server(url: "nats://h:1", environment: environment) else {
                Issue.record("accepted \(environment)")
                continue
            }
            #expect(problem.message.contains("APIEXAMPLE_NATS_") && !problem.message.contains("secret"))
        }
    }
}
