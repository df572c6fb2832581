import AgoraRtcSim
import Testing
@testable import APIExample

/// A Main reads its form only through its Entry's typed `Config` (a field the Config lacks does not compile); these
/// check the other half: each Config reads only fields its Entry's form declares, as the kind the form stores.
@Suite struct CaseConfigTests {
    /// An Entry whose Config reads a field its form lacks, and another as the wrong kind.
    enum MisreadingEntry: CaseEntry {
        static let about = CaseAbout(id: "Misreading", section: .advanced, flavours: [.uiKit], keyAPIs: [])
        static let fields: [FieldSpec] = [.channelName(default: "demo"), .uid()]

        struct Config: CaseConfig {
            let channelName: String
            let url: String
            let uid: String

            init(_ form: FormReader) {
                channelName = form.channelName
                url = form.string("url")
                uid = form.string("uid")
            }
        }
    }

    static func misreads<Entry: CaseEntry>(_ entry: Entry.Type) -> [String] {
        let form = FormReader([:], checkingAgainst: Entry.fields)
        _ = Entry.Config(form)
        return form.misreads
    }

    @Test func everyCaseConfigReadsOnlyFieldsItsFormDeclares() {
        for item in MenuRegistry.allItems {
            #expect(Self.misreads(item.entry) == [], "\(item.id)'s Config reads fields its form does not declare")
        }
    }

    @Test func aReadOfAnUndeclaredFieldOrOfTheWrongKindIsNoted() {
        #expect(Self.misreads(MisreadingEntry.self) == ["url (string)", "uid (string)"])
    }

    @Test func missingValuesReadAsBeforeConfigsWereTyped() {
        let form = FormReader([:])
        #expect(form.string("channelName") == "" && form.int("interval", default: 1) == 1 && !form.bool("loop"))
        #expect(form.misreads.isEmpty, "unchecked without the form's fields")
    }

    @Test func valuesComeThroughTyped() {
        let form = FormReader(["channelName": .string("room"), "uid": .int(42), "role": .string("audience")])
        #expect(form.channelName == "room" && form.uid == 42 && form.clientRole == .audience)
    }
}
