import Foundation
@testable import AgoraAccessToken

/// The published AccessToken2 vectors, copied into this target's resources, plus the derived V5 from the facts file.
struct TestVectors: Decodable {
    struct ServiceSpec: Decodable {
        let type: UInt16
        let channel: String?
        let uid: String?
        let userId: String?
        let privileges: [String: UInt32]

        enum CodingKeys: String, CodingKey {
            case type, channel, uid, privileges
            case userId = "user_id"
        }
    }

    struct Vector: Decodable {
        let id: String
        let services: [ServiceSpec]
        let token: String
    }

    let appId: String
    let appCertificate: String
    let channel: String
    let issueTs: UInt32
    let salt: UInt32
    let expire: UInt32
    let accessToken2: [Vector]

    enum CodingKeys: String, CodingKey {
        case channel, salt, expire
        case appId = "app_id"
        case appCertificate = "app_certificate"
        case issueTs = "issue_ts"
        case accessToken2 = "access_token2"
    }

    /// Publisher token: RTC(channel, "2882341273") with privileges 1–4 at 600 (facts file §1.8, computed with
    /// zlib 1.2.13; not in the JSON).
    static let v5 = "007eJxTYDhuGCT90E3Yo2+N3efJV5hX1K1MZAqae/Sa8UP9VXvOhfArMFiaGzg7GpumpJoZJJuYmJmYJiUlplokGhmaGpgZJhkbu38RYIhgYmBgZABhRgYWIAbxmcAkM5hkAZMKDOYp5kbGZqapSZYWxiYWpsaW5qnGqcZplikmZgZJKSmJXAxGFhZGxiaGRubGAKizJcs="
    /// V1's signature and intermediate keys (facts file §1.5).
    static let v1Signature = "16a0b84c5a5e82cbf74fb813d09f59c54bdac9c06120580539ac97578e958b1a"
    static let v1K1 = "e0f6141e54329d72102500478ec18e0020a5eeef53bbcccc442c6c2f7f178251"
    static let v1K2 = "cee2fa8dcbe868c30ca8c959d97fad4a5049c634da48449f1b8f59c14fa61073"
    static let uid: UInt32 = 2_882_341_273

    static func load() throws -> TestVectors {
        guard let url = Bundle.module.url(forResource: "accesstoken2-vectors", withExtension: "json",
                                          subdirectory: "Resources")
        else { throw CocoaError(.fileNoSuchFile) }
        return try JSONDecoder().decode(TestVectors.self, from: Data(contentsOf: url))
    }

    func vector(_ id: String) throws -> Vector {
        guard let vector = accessToken2.first(where: { $0.id == id }) else { throw CocoaError(.fileReadCorruptFile) }
        return vector
    }

    /// The vector's token description with the shared inputs.
    func token(for vector: Vector) -> AccessToken2 {
        AccessToken2(appId: appId, issueTs: issueTs, expire: expire, salt: salt,
                     services: vector.services.map(Self.service))
    }

    static func service(_ spec: ServiceSpec) -> AccessToken2Service {
        var privileges: [UInt16: UInt32] = [:]
        for (key, value) in spec.privileges { privileges[UInt16(key) ?? 0] = value }
        switch spec.type {
        case AccessToken2Service.rtcType:
            var rtc: [AccessToken2RtcPrivilege: UInt32] = [:]
            for (key, value) in privileges { rtc[AccessToken2RtcPrivilege(rawValue: key) ?? .joinChannel] = value }
            return .rtc(AccessToken2RtcService(channelName: spec.channel ?? "", account: spec.uid ?? "",
                                               privileges: rtc))
        case AccessToken2Service.rtmType:
            return .rtm(userId: spec.userId ?? "", privileges: privileges)
        case AccessToken2Service.chatType:
            return .chat(userId: spec.userId ?? "", privileges: privileges)
        default:
            return .fpa(privileges: privileges)
        }
    }
}

extension Array where Element == UInt8 {
    var hex: String { map { String(format: "%02x", $0) }.joined() }
}
