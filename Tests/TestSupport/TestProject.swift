import APIExample

/// The project of Agora's published AccessToken2 test vectors: an App ID and App Certificate whose tokens the
/// simulated cloud checks for real.
public enum TestProject {
    public static let appId = "970CA35de60c44645bbae8a215061b33"
    public static let certificate = "5CFd2fd1755d40ecb72977518be15d3b"
    /// KeyCenter with the certificate, so sessions go through the token service.
    public static let certified = KeyCenter(appId: appId, appCertificate: certificate)
}
