import Foundation

/// The header lines: kernel and architecture, CPU model, online cores.
enum MachineInfo {
    /// `uname -srm` with the kernel release cut to major.minor: the rest is a build tag that can name the host's
    /// image, and a report pasted into the README must not name the machine it ran on.
    static var uname: String {
        var name = utsname()
        Glibc.uname(&name)
        let release = field(&name.release).split(separator: ".").prefix(2).joined(separator: ".")
        return [field(&name.sysname), release, field(&name.machine)].joined(separator: " ")
    }

    static var cpuModel: String {
        let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    private static func field<T>(_ value: inout T) -> String {
        withUnsafeBytes(of: &value) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
