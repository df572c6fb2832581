import Testing
import TerminalKit

@Suite struct CastRecorderTests {
    private final class Output {
        var lines: [String] = []
        var failAfter = Int.max
        struct Full: Error {}
    }

    private func recorder(_ output: Output) -> CastRecorder {
        CastRecorder(header: .init(width: 0, height: 0, timestamp: 5)) { line in
            guard output.lines.count < output.failAfter else { throw Output.Full() }
            output.lines.append(line)
        }
    }

    private func frame(_ text: String, width: Int = 4, height: Int = 2) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        buffer.put(text, x: 0, y: 0)
        return buffer
    }

    @Test func theHeaderTakesTheFirstFramesSizeAndUnchangedFramesWriteNothing() {
        let output = Output()
        let cast = recorder(output)
        #expect(output.lines.isEmpty, "nothing before the first frame")
        #expect(cast.record(frame("a"), colorMode: .color, at: 0))
        #expect(!cast.record(frame("a"), colorMode: .color, at: 0.5))
        #expect(cast.record(frame("b"), colorMode: .color, at: 1))
        #expect(output.lines.count == 3)
        #expect(output.lines[0] == "{\"version\": 2, \"width\": 4, \"height\": 2, \"timestamp\": 5}\n")
        #expect(output.lines[2] == "[1.000000, \"o\", \"\\u001b[1;1Hb\"]\n")
        #expect(cast.eventCount == 2 && cast.lastFrame == frame("b"))
    }

    @Test func aResizeIsAnEventThenAFullPaint() {
        let output = Output()
        let cast = recorder(output)
        cast.record(frame("a"), colorMode: .color, at: 0)
        cast.record(frame("a", width: 6, height: 3), colorMode: .color, at: 2)
        #expect(output.lines.count == 4)
        #expect(output.lines[2] == "[2.000000, \"r\", \"6x3\"]\n")
        #expect(output.lines[3].contains("\\u001b[2J"))
    }

    @Test func theFirstFailedWriteStopsTheRecordingAndSaysWhy() {
        let output = Output()
        output.failAfter = 2
        var finished = 0
        let cast = CastRecorder(header: .init(width: 0, height: 0), output: { line in
            guard output.lines.count < output.failAfter else { throw Output.Full() }
            output.lines.append(line)
        }, finish: { finished += 1 })
        cast.record(frame("a"), colorMode: .color, at: 0)
        #expect(cast.failure == nil)
        #expect(!cast.record(frame("b"), colorMode: .color, at: 1))
        #expect(cast.failure is Output.Full)
        #expect(finished == 1)
        #expect(!cast.record(frame("c"), colorMode: .color, at: 2))
        cast.close()
        #expect(finished == 1, "closed once")
        #expect(output.lines.count == 2)
    }
}
