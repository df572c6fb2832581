import Foundation
import MediaDecoding
import Testing

/// libMediaCodec.so is found the way SimpleFilter's library is and loads FFmpeg only when asked.
@Suite struct MediaLayerLoadTests {
    @Test func loadsFromTheBuildDirectoryAndMapsFFmpeg() throws {
        let library = try MediaLayer.load()
        #expect(library.path.hasSuffix("/libMediaCodec.so"))
        #expect(library.ffmpegVersion.isEmpty == false)
        // /proc files report size 0: read to the end rather than by size.
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        // What the app's start-up test looks for (E2E): this process has loaded it, so the probe finds it.
        #expect(maps.contains("libavformat.so"))
        #expect(maps.contains("libMediaCodec.so"))
        print("libMediaCodec.so loaded in \(library.loadDuration) (FFmpeg \(library.ffmpegVersion))")
        #expect(library.loadDuration < .seconds(5))
    }
}
