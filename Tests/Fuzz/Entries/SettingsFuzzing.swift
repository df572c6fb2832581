import APIExample
import Foundation
import FuzzSupport

/// `settings.json` as `SettingsStore.load` decodes it. What decodes must hold only values the app offers (the
/// decoder's job is to drop the rest) and must come back unchanged from the bytes `save` writes.
enum SettingsFuzzing {
    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        let data = Data(bytes)
        guard let settings = SettingsStore.decode(data) else { return false }
        try checkOffered(settings)
        let saved: Data
        do {
            saved = try SettingsStore.encode(settings)
        } catch {
            throw FuzzInvariantFailure("decoded settings do not encode: \(error)")
        }
        try FuzzInvariantFailure.check(SettingsStore.decode(saved) == settings, "save → load changed the settings")
        // The whole load path, with the file's bytes lent instead of read: decoded content never touches the disk.
        let loaded = SettingsStore(path: "fuzz-unused/settings.json", readFile: { _ in .contents(data) }).load()
        try FuzzInvariantFailure.check(loaded.settings == settings && loaded.warning == nil, "load answers otherwise")
        // What start-up does next with them; it must take any text the file holds.
        _ = KeyCenter.resolve(environment: [:], settings: settings).problems
        _ = settings.language.flatMap(Language.init(argument:))
        return true
    }

    private static func checkOffered(_ settings: AppSettings) throws(FuzzInvariantFailure) {
        let global = settings.global
        let offered = AppSettings.themes.contains(settings.theme)
            && AppSettings.borderStyles.contains(settings.borders)
            && GlobalSettings.resolutions.contains(global.resolution)
            && GlobalSettings.frameRates.contains(global.frameRate)
            && GlobalSettings.orientations.contains(global.orientation)
            && GlobalSettings.roles.contains(global.role)
            && (0...16).contains(global.remoteUserCount)
            && GlobalSettings.remoteBehaviors.contains(global.remoteBehavior)
            && GlobalSettings.networkProfiles.contains(global.networkProfile)
            && GlobalSettings.permissions.contains(global.permission)
            && GlobalSettings.tokenLatencyRange.contains(global.tokenLatencyMs)
            && GlobalSettings.tokenFailureRange.contains(global.tokenFailureRate)
            && GlobalSettings.tokenExpireRange.contains(global.tokenExpireSeconds)
            && GlobalSettings.rtmpServers.contains(global.rtmpServer)
            && GlobalSettings.videoFeatureSets.contains(global.videoFeatures)
        try FuzzInvariantFailure.check(offered, "decoded a value the app does not offer: \(settings)")
    }
}
