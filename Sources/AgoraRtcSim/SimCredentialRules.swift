/// App IDs and App Certificates are 32 hexadecimal characters (either case).
enum SimCredentialRules {
    static func isWellFormed(_ credential: String) -> Bool {
        credential.utf8.count == 32 && credential.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                 UInt8(ascii: "A")...UInt8(ascii: "F"): return true
            default: return false
            }
        }
    }
}
