import Foundation

/// The header lines: kernel and architecture (`uname -srm`), CPU model, online cores.
enum MachineInfo {
    static var uname: String {
        var name = utsname()
        Glibc.uname(&name)
        let parts = [field(&name.sysname), field(&name.release), field(&name.machine)]
        return parts.joined(separator: " ")
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
