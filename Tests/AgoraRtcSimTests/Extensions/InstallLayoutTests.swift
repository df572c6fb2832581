import Testing
import PluginSearchPath

/// The installed layout is found from the executable's directory alone, whatever the prefix.
@Suite struct InstallLayoutTests {
    @Test func thePrefixIsTheDirectoryAboveBin() {
        #expect(InstallLayout.prefix(ofExecutableDirectory: "/usr/local/bin") == "/usr/local")
        #expect(InstallLayout.prefix(ofExecutableDirectory: "/tmp/stage/usr/bin") == "/tmp/stage/usr")
        #expect(InstallLayout.prefix(ofExecutableDirectory: "/bin") == "")
        #expect(InstallLayout.prefix(ofExecutableDirectory: "/bin") + "/" + InstallLayout.libraryDirectory == "/lib/apiexample")
    }

    @Test func anInstalledLibraryIsFoundUnderLibApiexample() throws {
        let executable = try #require(PluginSearchPath.executableDirectory)
        let installed = InstallLayout.prefix(ofExecutableDirectory: executable) + "/lib/apiexample"
        #expect(PluginSearchPath.directories(override: nil).contains(installed))
    }
}
