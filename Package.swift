// swift-tools-version: 6.0
import PackageDescription

// Loading the Swift runtime and Foundation as shared libraries cost about half of the release binary's start-up
// (issue 11). Release links them in; debug and test builds keep the shared ones, which link faster.
// Our modules are compiled against the shared Foundation, whose libraries pull in CoreFoundation and ICU
// themselves; the static archives need them named (swiftc puts every -l in one link group, so order is free).
// -static-stdlib also exports every symbol of the executable (-export-dynamic), thousands of them that nothing looks
// up: the plugin is plain C, and the runtime's backtracer only asks dladdr where the runtime is, a walk over all of
// them before main. --no-export-dynamic (after it on the link line) takes them out.
let staticRuntimeInRelease: [LinkerSetting] = [
    .unsafeFlags(
        ["-static-stdlib", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
         "-Xlinker", "--no-export-dynamic"],
        .when(configuration: .release)
    ),
]

// Every C target is built with these (issue 30): a C variable read before anything wrote it must not compile.
// (clang's names; gcc's -Wmaybe-uninitialized would be rejected.) They cannot see a struct whose address is handed
// to a call that frees what it holds first, the AVChannelLayout of issue 30: that is for the audit and fuzz-media.
let strictC: [CSetting] = [
    .unsafeFlags(["-Wall", "-Wextra", "-Werror", "-Wuninitialized", "-Wsometimes-uninitialized",
                  "-Wconditional-uninitialized"]),
]

// The two C libraries the app opens with dlopen are linked by swiftc, whose start-up object (swiftrt.o) registers the
// library with a Swift runtime: that made each need libswiftCore.so, which the release app, its runtime linked in,
// does not export, so dlopen mapped the toolchain's as a second runtime. Neither calls Swift; without swiftrt.o
// nothing in them refers to it, and `make install` drops the then unused libswiftCore.so from what they need.
let plainCLibrary: [LinkerSetting] = [.unsafeFlags(["-nostartfiles"])]

// The libFuzzer harnesses exist only when `make fuzz` (.ci/fuzz.sh) sets APIEXAMPLE_FUZZ=1, and build in their own
// scratch directory with -sanitize=fuzzer,address; `swift build` and `swift test` never see them. They are targets of
// this package rather than of a package under Tests/Fuzz because a package's targets must lie inside its root: that
// one would need symlinks to six source folders and its own copy of every target's settings (the C shims' linked
// libraries, APIExample's resources), which would drift from these. Plain swiftc would have to redo the same by hand.
let fuzzHarnesses: [Target] = Context.environment["APIEXAMPLE_FUZZ"] == "1"
    ? [.target(name: "CFuzzerDriver", path: "Tests/Fuzz/Driver", cSettings: strictC)]
        + ["token", "settings", "strings", "wav", "y4m", "cli", "peer", "media"].map { name in
            // fuzz-peer links the cloud target and nothing of the app (PeerFuzzEntries); the others FuzzEntries.
            .executableTarget(name: "fuzz-" + name,
                              dependencies: [name == "peer" ? "PeerFuzzEntries" : "FuzzEntries", "CFuzzerDriver"],
                              path: "Tests/Fuzz/Harnesses/fuzz-" + name)
        }
    : []

let package = Package(
    name: "APIExampleTerminal",
    defaultLocalization: "en",
    products: [
        .executable(name: "apiexample", targets: ["apiexample"]),
        .executable(name: "apiexample-bench", targets: ["apiexample-bench"]),
        // The SimpleFilter extension provider, built as libSimpleFilter.so next to the executables. Nothing links
        // it: the engine loads it at run time with dlopen (SimpleFilter case), as the SDK loads extensions.
        .library(name: "SimpleFilter", type: .dynamic, targets: ["SimpleFilter"]),
        // FFmpeg behind a small C ABI, built as libMediaCodec.so the same way: the media layer (MediaDecoding)
        // dlopens it on first use, so the app never maps FFmpeg's libraries unless it opens a media file.
        .library(name: "MediaCodec", type: .dynamic, targets: ["MediaCodec"]),
    ],
    targets: [
        // The only C target that knows ncurses; linked as ncursesw (pulls in tinfo).
        .target(name: "CNcurses", cSettings: strictC, linkerSettings: [.linkedLibrary("ncursesw")]),
        // glibc's wcwidth, which Swift's Glibc module hides without _XOPEN_SOURCE.
        .target(name: "CWidth", cSettings: strictC),
        // System zlib (deflate/inflate shims) and OpenSSL libcrypto (HMAC-SHA256, constant-time compare; SHA-256,
        // HKDF and AES-GCM for built-in stream encryption).
        .target(name: "CZlib", cSettings: strictC, linkerSettings: [.linkedLibrary("z")]),
        // libcrypto itself is opened with dlopen at the first call (see shim.c), so start-up does not load it.
        .target(name: "CCrypto", cSettings: strictC, linkerSettings: [.linkedLibrary("dl")]),
        // libnats (the NATS C client), also opened with dlopen at the first call: only an instance that meets others
        // on a NATS server maps it. Only the cloud target (AgoraRtcCloud) links it.
        .target(name: "CNats", cSettings: strictC, linkerSettings: [.linkedLibrary("dl")]),
        // libpulse (the sound server's client library), opened with dlopen at the first call the same way: the menu's
        // process never maps it, and a desktop without it runs silent. Only DesktopSound links the shim.
        .target(name: "CPulse", cSettings: strictC, linkerSettings: [.linkedLibrary("dl")]),
        // The "Agora" extension provider of the SimpleFilter case (Grey video filter, VolumeChange audio filter).
        .target(name: "SimpleFilter", cSettings: strictC, linkerSettings: plainCLibrary),
        // Where a library loaded at run time (libSimpleFilter.so, libMediaCodec.so) is looked for, and where an installed
        // app's parts sit relative to its executable (InstallLayout).
        .target(name: "PluginSearchPath"),
        // The only code that calls FFmpeg (decoding, and encoding the sample MP4); linked into libMediaCodec.so only.
        .target(
            name: "MediaCodec",
            dependencies: ["CMediaCodecABI"],
            cSettings: strictC,
            linkerSettings: ["avformat", "avcodec", "avutil", "swscale", "swresample"].map { .linkedLibrary($0) } + plainCLibrary
        ),
        // libMediaCodec.so's ABI (structs, codes, function types) as a header that links nothing.
        .target(name: "CMediaCodecABI", cSettings: strictC),
        // The media layer: opens libMediaCodec.so on first use and wraps its ABI in small blocking Swift calls.
        .target(name: "MediaDecoding", dependencies: ["CMediaCodecABI", "PluginSearchPath", "MediaFormats"]),
        // WAV, Y4M, PGM/PPM and PNG (deflated with the system zlib) readers and writers, and the project's own sample
        // media.
        .target(name: "MediaFormats", dependencies: ["CZlib"]),
        .executableTarget(name: "make-sample-media", dependencies: ["MediaFormats", "MediaDecoding"]),
        // The simulated cloud checks real AccessToken2 tokens when the project has an App Certificate; media
        // encryption is real AES-GCM (CCrypto).
        .target(name: "AgoraRtcSim", dependencies: ["AgoraAccessToken", "MediaFormats", "CCrypto", "PluginSearchPath",
                                                   "MediaDecoding"]),
        // The cloud between instances (issue 31): the peer protocol's bytes, the Unix-socket rendezvous and NATS. It
        // implements the engine's AgoraSimCloud with the engine's message types; the app creates one and hands it to
        // the engine, which never links this target (nor libnats's shim).
        .target(name: "AgoraRtcCloud", dependencies: ["AgoraRtcSim", "CNats"]),
        // The desktop's sound server (issue 33): playback of the engine's mix and capture of the microphone through
        // libpulse, opened with dlopen on first use. Knows nothing of the engine; the app adapts it to the engine's
        // AgoraSimSoundDevice.
        .target(name: "DesktopSound", dependencies: ["CPulse"]),
        // AccessToken2 ("007") build, parse and verify, byte-exact with Agora's token builders.
        .target(name: "AgoraAccessToken", dependencies: ["CZlib", "CCrypto"]),
        .target(name: "TerminalKit", dependencies: ["CNcurses", "CWidth"]),
        // The case folders as compiled, bundled as this target's resources for the source view and `apiexample
        // source` (issue 32); the Swift highlighter and where a traced call or callback sits in them.
        .target(name: "CaseSource", dependencies: ["PluginSearchPath"], resources: [.copy("../APIExample/Examples")]),
        .target(
            name: "APIExample",
            dependencies: ["AgoraRtcSim", "AgoraRtcCloud", "AgoraAccessToken", "MediaFormats", "MediaDecoding",
                           "DesktopSound", "PluginSearchPath"],
            resources: [.copy("../../Localizations"), .copy("../../Resources")]
        ),
        // The commit the build is made from, for `--version`: the BuildCommit plugin runs git before each build (the
        // toolchain's PackagePlugin, not a dependency). A target of its own, so a new commit recompiles one line.
        // Under Sources/, not SwiftPM's default Plugins/: the repository's top level is fixed.
        .plugin(name: "BuildCommit", capability: .buildTool(), path: "Sources/BuildCommit"),
        .target(name: "BuildInfo", plugins: ["BuildCommit"]),
        .target(name: "ExampleBrowser",
                dependencies: ["APIExample", "TerminalKit", "AgoraRtcSim", "AgoraAccessToken", "CaseSource", "BuildInfo"]),
        .executableTarget(
            name: "apiexample",
            dependencies: ["ExampleBrowser", "APIExample", "TerminalKit", "AgoraRtcSim", "AgoraRtcCloud"],
            // Not Sources/apiexample: that differs from Sources/APIExample only in case, and a case-insensitive file
            // system (macOS's, Windows') cannot check both out.
            path: "Sources/apiexample-cli",
            linkerSettings: staticRuntimeInRelease
        ),
        // README's opening screens (the menu and a 4-user session, both languages), drawn by the real renderer in
        // virtual time; `make screenshots` writes them into README.md and a test fails when README is stale.
        .target(name: "ReadmeScreens", dependencies: ["ExampleBrowser", "APIExample", "TerminalKit", "AgoraRtcSim"]),
        .executableTarget(name: "make-screenshots", dependencies: ["ReadmeScreens"]),
        .executableTarget(
            name: "apiexample-bench",
            dependencies: ["ExampleBrowser", "APIExample", "TerminalKit", "AgoraRtcSim", "AgoraRtcCloud", "AgoraAccessToken",
                           "CaseSource", "DesktopSound"],
            linkerSettings: staticRuntimeInRelease
        ),
        // What the test targets share: starting a case in virtual time, snapshots of its session screen, scratch
        // directories, test audio, the token project. A plain target, so every test target can depend on it.
        .target(
            name: "TestSupport",
            dependencies: ["APIExample", "ExampleBrowser", "TerminalKit", "AgoraRtcSim", "AgoraRtcCloud", "MediaFormats"],
            path: "Tests/TestSupport"
        ),
        // Engines meeting through a cloud are tested here too (the engine's side of the protocol needs both).
        .testTarget(
            name: "AgoraRtcSimTests",
            dependencies: ["AgoraRtcSim", "AgoraRtcCloud", "AgoraAccessToken", "MediaFormats", "PluginSearchPath",
                           "MediaDecoding", "TestSupport"]
        ),
        // The cloud alone: codec, envelopes, rendezvous, NATS, with no engine running.
        .testTarget(name: "AgoraRtcCloudTests", dependencies: ["AgoraRtcCloud", "AgoraRtcSim", "TestSupport"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        // SoundLink against a private PulseAudio daemon (TestSupport's PrivateSoundServer), measured from its null
        // sink's monitor.
        .testTarget(name: "DesktopSoundTests", dependencies: ["DesktopSound", "TestSupport"]),
        .testTarget(name: "CaseSourceTests", dependencies: ["CaseSource", "APIExample"]),
        .testTarget(name: "MediaFormatsTests", dependencies: ["MediaFormats", "TestSupport"]),
        .testTarget(name: "MediaDecodingTests", dependencies: ["MediaDecoding", "MediaFormats", "TestSupport"]),
        .testTarget(
            name: "AgoraAccessTokenTests", dependencies: ["AgoraAccessToken", "TestSupport"], resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "APIExampleTests",
            dependencies: ["APIExample", "AgoraRtcSim", "AgoraRtcCloud", "AgoraAccessToken", "MediaFormats", "TestSupport"]
        ),
        .testTarget(
            name: "ExampleBrowserTests",
            dependencies: ["ExampleBrowser", "APIExample", "TerminalKit", "AgoraRtcSim", "AgoraAccessToken", "ReadmeScreens",
                           "TestSupport"],
            exclude: ["__Snapshots__", "__Goldens__"]
        ),
        // Depends on the executable so `swift test` builds it first; drives it in tmux.
        .testTarget(name: "E2ETests", dependencies: ["apiexample", "AgoraAccessToken", "TestSupport"]),
        // What each fuzzer feeds its input to and checks (issue 12): a plain target, so the replay test below runs
        // the fuzzers' seeds and saved crashers through the same code in every `swift test`.
        .target(
            name: "FuzzEntries",
            dependencies: ["AgoraAccessToken", "AgoraRtcSim", "CZlib", "MediaFormats", "MediaDecoding", "APIExample",
                           "ExampleBrowser", "FuzzSupport", "PeerFuzzEntries"],
            path: "Tests/Fuzz/Entries"
        ),
        // The peer protocol's entry on its own, so fuzz-peer links the cloud target and not the app.
        .target(name: "PeerFuzzEntries", dependencies: ["AgoraRtcCloud", "AgoraRtcSim", "FuzzSupport"],
                path: "Tests/Fuzz/PeerEntries"),
        // What every entry reports a broken invariant with.
        .target(name: "FuzzSupport", path: "Tests/Fuzz/Support"),
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzEntries"], path: "Tests/Fuzz/Replay"),
    ] + fuzzHarnesses,
    swiftLanguageModes: [.v6]
)
