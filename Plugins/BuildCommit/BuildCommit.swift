import Foundation
import PackagePlugin

/// Writes the commit the package is built from into the BuildInfo target, before every build, so `--version` can say
/// it. git runs read-only (rev-parse writes nothing, not even the index); the file lands in the plugin's work
/// directory under .build, and is rewritten only when the commit changed, so an unchanged commit recompiles nothing.
/// Outside a git checkout (a source tarball), or inside one that is not this package's own (a tarball unpacked into
/// some other repository), or without git at all, the commit is "unknown".
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        let script = """
            root=$1 out=$2/BuildCommit.swift
            mkdir -p "$2"
            commit=unknown
            if top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null) \\
                && [ "$(cd "$top" && pwd -P)" = "$(cd "$root" && pwd -P)" ]; then
                commit=$(git -C "$root" rev-parse --short=7 HEAD 2>/dev/null) || commit=unknown
            fi
            line="let buildCommit = \\"$commit\\""
            [ -f "$out" ] && [ "$(cat "$out")" = "$line" ] || printf '%s\\n' "$line" > "$out"
            """
        return [.prebuildCommand(displayName: "Recording the commit of the build",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
                                 outputFilesDirectory: output)]
    }
}
