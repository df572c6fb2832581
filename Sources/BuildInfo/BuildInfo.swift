/// What the build was made from. `buildCommit` is written before each build by the BuildCommit plugin (Plugins/).
public enum BuildInfo {
    /// The commit's short hash, or "unknown" when the source was not a git checkout (a tarball).
    public static var commit: String { buildCommit }
}
