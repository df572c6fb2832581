/// Where `make install` puts the app's parts under its prefix, each found from the executable's own directory
/// (`<prefix>/bin`), never from where it was built: so a `DESTDIR` staging tree, an unpacked package and a prefix
/// moved after installing all work. The Makefile's install rule writes the same layout.
public enum InstallLayout {
    /// `<prefix>/share/apiexample`: the strings (`Localizations/`), the sample media (`Resources/Media/`) and the case
    /// sources (`Examples/`), the contents of the build's two `*.resources` bundles merged.
    public static let dataDirectory = "share/apiexample"
    /// `<prefix>/lib/apiexample`: the libraries opened with dlopen (libMediaCodec.so, libSimpleFilter.so).
    public static let libraryDirectory = "lib/apiexample"

    /// The directory above `executableDirectory`: "/usr/local" for "/usr/local/bin", "" for "/bin" (so that
    /// `prefix + "/" + dataDirectory` is a clean path either way), "." for a bare "bin".
    public static func prefix(ofExecutableDirectory executableDirectory: String) -> String {
        guard let slash = executableDirectory.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return String(decoding: executableDirectory.utf8[..<slash], as: UTF8.self)
    }
}
