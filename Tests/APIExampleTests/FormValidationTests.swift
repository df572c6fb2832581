import Testing
@testable import APIExample

@Suite struct FormValidationTests {
    @Test(arguments: ["demo", "a", "A-Z_09 !#$%&()+-:;<=.>?@[]^_{}|~,", String(repeating: "x", count: 63)])
    func validChannelNames(_ name: String) {
        #expect(ChannelNameRule.problem(in: name) == nil)
    }

    @Test func invalidChannelNames() {
        #expect(ChannelNameRule.problem(in: "") == "error.channel.empty")
        #expect(ChannelNameRule.problem(in: String(repeating: "x", count: 64)) == "error.channel.tooLong")
        #expect(ChannelNameRule.problem(in: "频道") == "error.channel.charset")
        #expect(ChannelNameRule.problem(in: "a/b") == "error.channel.charset")
        #expect(ChannelNameRule.problem(in: "a\"b") == "error.channel.charset")
    }

    @Test func theCharacterSetHas89Characters() {
        let all = (0..<128).compactMap { Unicode.Scalar($0).map(Character.init) }.filter(ChannelNameRule.isAllowed)
        #expect(all.count == 89)
    }

    @Test func uidRange() {
        let uid = FieldSpec.uid()
        #expect(FieldValidator.problem(uid, value: "0") == nil)
        #expect(FieldValidator.problem(uid, value: "4294967295") == nil)
        #expect(FieldValidator.problem(uid, value: "4294967296") == "error.number.range")
        #expect(FieldValidator.problem(uid, value: "-1") == "error.number.notNumber")
        #expect(FieldValidator.problem(uid, value: "12a") == "error.number.notNumber")
        #expect(FieldValidator.problem(uid, value: "") == "error.number.empty")
        #expect(FieldValidator.problem(uid, value: "99999999999999999999999") == "error.number.notNumber")
    }

    @Test func configsAreTypedAndErrorsAreKeyedByField() throws {
        let fields = JoinChannelVideoEntry.fields
        var values = Dictionary(uniqueKeysWithValues: fields.map { ($0.id, $0.defaultValue) })
        let configs = try FieldValidator.configs(fields: fields, values: values).get()
        #expect(configs["channelName"] == .string("demo"))
        #expect(configs["uid"] == .int(0))
        #expect(try EncoderSettings.configuration(configs: configs, global: GlobalSettings()).get().frameRate == .fps15)
        values["channelName"] = ""
        values["uid"] = "x"
        values["fps"] = "17"
        guard case .failure(let errors) = FieldValidator.configs(fields: fields, values: values) else {
            Issue.record("expected errors")
            return
        }
        #expect(errors.byField == ["channelName": "error.channel.empty", "uid": "error.number.notNumber", "fps": "error.choice.unknown"])
    }

    @Test func configValuesMapToTheSDKsEnumsByName() throws {
        var configs: Configs = ["resolution": .string("1280x720"), "fps": .string("30"), "orientation": .string("fixedPortrait"),
                                "role": .string("audience"), "audioProfile": .string("musicHighQualityStereo"),
                                "audioScenario": .string("chatRoom"), "videoScenario": .string("general")]
        let encoder = try EncoderSettings.configuration(configs: configs, global: GlobalSettings()).get()
        #expect(encoder.dimensions.width == 1280 && encoder.dimensions.height == 720)
        #expect(encoder.frameRate == .fps30)
        #expect(encoder.orientationMode == .fixedPortrait)
        #expect(FormReader(configs).clientRole == .audience)
        #expect(FormReader(configs).audioProfile == .musicHighQualityStereo)
        #expect(FormReader(configs).audioScenario == .chatRoom)
        // The original applied the picker row as the raw value; "General" must be General (0), not Meeting.
        #expect(FormReader(configs).videoScenario == .applicationGeneralScenario)
        configs["videoScenario"] = .string("liveShow")
        #expect(FormReader(configs).videoScenario == .applicationLiveShowScenario)
    }
}
