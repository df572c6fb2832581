import APIExample

extension GlobalSettings {
    /// The defaults with `count` simulated remote users: most case tests want one or two, not the default three.
    public static func remoteUsers(_ count: Int) -> GlobalSettings {
        var settings = GlobalSettings()
        settings.remoteUserCount = count
        return settings
    }
}
