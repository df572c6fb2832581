import Testing
@testable import MediaFormats

@Suite struct WAVReaderTests {
    let samples: [Int16] = [0, 1, -1, 32767, -32768, 1234, -4321, 7]

    @Test func readsPCM() throws {
        let audio = try WAVReader.read(WAVTestFile.pcm(samples).bytes)
        #expect(audio == WAVAudio(sampleRate: 16_000, channels: 1, samples: samples))
        #expect(audio.frameCount == 8)
    }

    @Test func skipsUnknownChunksIncludingOddSizedOnes() throws {
        var file = WAVTestFile.pcm(samples, channels: 2, rate: 48_000)
        file.chunks.insert(("LIST", Array("INFOISFT\u{5}\0\0\0test\0".utf8)), at: 0)
        file.chunks.insert(("junk", [1, 2, 3]), at: 2)
        file.chunks.append(("cue ", [9, 9, 9, 9]))
        let audio = try WAVReader.read(file.bytes)
        #expect(audio == WAVAudio(sampleRate: 48_000, channels: 2, samples: samples))
    }

    @Test func readsTheExtensibleFormOfPCM() throws {
        var fmt = WAVTestFile.fmtBody(tag: 0xFFFE, channels: 2, rate: 48_000)
        fmt += WAVFormat.le16(22) + WAVFormat.le16(16) + WAVFormat.le32(3) + WAVFormat.le16(1) + [UInt8](repeating: 0, count: 14)
        let file = WAVTestFile(chunks: [("fmt ", fmt), ("data", WAVFormat.bytes(of: samples))])
        #expect(try WAVReader.read(file.bytes).channels == 2)
    }

    @Test func dropsATrailingPartialFrame() throws {
        var file = WAVTestFile.pcm(samples, channels: 2)
        file.chunks[1].body += [0x11, 0x22]
        #expect(try WAVReader.read(file.bytes).samples == samples)
    }

    @Test func truncatedHeader() {
        expect(Array(WAVTestFile.pcm(samples).bytes.prefix(11)), .truncated(""))
        expect([], .truncated(""))
    }

    @Test func wrongMagic() {
        var riff = WAVTestFile.pcm(samples)
        riff.riff = "RIFX"
        expect(riff.bytes, .wrongMagic(""), mentioning: "RIFF")
        var wave = WAVTestFile.pcm(samples)
        wave.wave = "AVI "
        expect(wave.bytes, .wrongMagic(""), mentioning: "WAVE")
        expect(Array("ID3\u{4}\0\0\0\0\0\0\0\0\0\0".utf8), .wrongMagic(""))
    }

    @Test func missingChunks() {
        expect(WAVTestFile(chunks: [("data", WAVFormat.bytes(of: samples))]).bytes, .malformed(""), mentioning: "fmt")
        expect(WAVTestFile(chunks: [("fmt ", WAVTestFile.fmtBody())]).bytes, .malformed(""), mentioning: "data")
        expect(WAVTestFile().bytes, .malformed(""))
    }

    @Test func unsupportedFormats() {
        expect(WAVTestFile(chunks: [("fmt ", WAVTestFile.fmtBody(tag: 3, bits: 32)), ("data", [])]).bytes,
               .unsupported(""), mentioning: "float")
        expect(WAVTestFile(chunks: [("fmt ", WAVTestFile.fmtBody(bits: 8)), ("data", [])]).bytes,
               .unsupported(""), mentioning: "8 bits")
        expect(WAVTestFile(chunks: [("fmt ", WAVTestFile.fmtBody(bits: 24)), ("data", [])]).bytes, .unsupported(""))
        expect(WAVTestFile(chunks: [("fmt ", WAVTestFile.fmtBody(channels: 6)), ("data", [])]).bytes,
               .unsupported(""), mentioning: "6 channels")
    }

    @Test func impossibleHeaderFields() {
        expect(WAVTestFile(chunks: [("fmt ", WAVTestFile.fmtBody(rate: 0)), ("data", [])]).bytes, .malformed(""))
        expect(WAVTestFile(chunks: [("fmt ", WAVTestFile.fmtBody(channels: 2, blockAlign: 2)), ("data", [])]).bytes,
               .malformed(""), mentioning: "block align")
        expect(WAVTestFile(chunks: [("fmt ", Array(WAVTestFile.fmtBody().prefix(14))), ("data", [])]).bytes,
               .truncated(""), mentioning: "fmt")
    }

    /// Below telephone quality or above studio rates a header is garbage, not audio to schedule pushes for.
    @Test func sampleRatesOutside8kTo192kAreRefused() {
        for rate: UInt32 in [1, 7_999, 192_001, 384_000, 2_000_000_000] {
            expect(WAVTestFile.pcm(samples, rate: rate).bytes, .malformed(""), mentioning: "sample rate \(rate)")
        }
        for rate: UInt32 in [8_000, 192_000] {
            #expect((try? WAVReader.read(WAVTestFile.pcm(samples, rate: rate).bytes))?.sampleRate == Int(rate))
        }
    }

    @Test func dataSizeBeyondTheFile() {
        var bytes = WAVTestFile.pcm(samples).bytes
        bytes.removeLast(4)
        expect(bytes, .truncated(""), mentioning: "data")
        // An unknown chunk claiming more than the file holds is truncation too.
        var junk = WAVTestFile.pcm(samples)
        junk.chunks.append(("LIST", [1, 2]))
        var cut = junk.bytes
        cut.removeLast(1)
        expect(cut, .truncated(""), mentioning: "LIST")
    }

    @Test func missingFileIsAnIOError() {
        #expect(throws: MediaFormatError.io("/nonexistent/dir/x.wav: no such file")) {
            try WAVReader.read(path: "/nonexistent/dir/x.wav")
        }
        #expect(throws: MediaFormatError.io("/tmp: is a directory")) { try WAVReader.read(path: "/tmp") }
    }

    /// Checks the error's kind (its payload is free text) and, optionally, what the text mentions.
    private func expect(_ bytes: [UInt8], _ kind: MediaFormatError, mentioning word: String? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let audio = try WAVReader.read(bytes)
            Issue.record("read \(audio.frameCount) frames instead of failing with \(kind)", sourceLocation: sourceLocation)
        } catch let error as MediaFormatError {
            #expect(Self.kind(of: error) == Self.kind(of: kind), "\(error)", sourceLocation: sourceLocation)
            if let word { #expect(error.description.contains(word), "\(error)", sourceLocation: sourceLocation) }
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        }
    }

    private static func kind(of error: MediaFormatError) -> String {
        switch error {
        case .truncated: "truncated"
        case .wrongMagic: "wrongMagic"
        case .unsupported: "unsupported"
        case .malformed: "malformed"
        case .io: "io"
        case .notRegularFile: "notRegularFile"
        case .notADirectory: "notADirectory"
        }
    }
}
