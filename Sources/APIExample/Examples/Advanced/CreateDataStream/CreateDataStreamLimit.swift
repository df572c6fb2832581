/// What one data stream message may hold: 1 KB (the SDK refuses more with -114).
enum CreateDataStreamLimit {
    static let maxMessageBytes = 1024
}
