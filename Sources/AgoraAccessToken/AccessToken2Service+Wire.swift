/// The per-service payload: type, privilege map, then the type's own fields.
extension AccessToken2Service {
    func write(to writer: inout ByteWriter) throws(AccessToken2Error) {
        writer.appendUInt16(type)
        switch self {
        case .rtc(let rtc):
            try writer.appendPrivileges(rtc.privileges)
            try writer.appendString(rtc.channelName, field: "channelName")
            try writer.appendString(rtc.account, field: "account")
        case .rtm(let userId, let privileges), .chat(let userId, let privileges):
            try writer.appendPrivileges(privileges)
            try writer.appendString(userId, field: "userId")
        case .streaming(let channelName, let account, let privileges),
             .fcdn(let channelName, let account, let privileges):
            try writer.appendPrivileges(privileges)
            try writer.appendString(channelName, field: "channelName")
            try writer.appendString(account, field: "account")
        case .fpa(let privileges):
            try writer.appendPrivileges(privileges)
        case .apaas(let roomUuid, let userUuid, let role, let privileges):
            try writer.appendPrivileges(privileges)
            try writer.appendString(roomUuid, field: "roomUuid")
            try writer.appendString(userUuid, field: "userUuid")
            writer.appendUInt16(UInt16(bitPattern: role))
        case .rtm2(let userId, let privileges, let permissions):
            try writer.appendPrivileges(privileges)
            try writer.appendString(userId, field: "userId")
            try writer.appendPermissions(permissions)
        }
    }

    /// Reads the payload after its type, which the caller has read.
    static func read(type: UInt16, from reader: inout ByteReader) throws(AccessToken2Error) -> AccessToken2Service {
        switch type {
        case rtcType:
            let privileges = try reader.readPrivileges()
            var known: [AccessToken2RtcPrivilege: UInt32] = [:]
            for (key, expire) in privileges {
                if let privilege = AccessToken2RtcPrivilege(rawValue: key) { known[privilege] = expire }
            }
            let channelName = try reader.readString()
            let account = try reader.readString()
            return .rtc(AccessToken2RtcService(channelName: channelName, account: account, privileges: known))
        case rtmType:
            let privileges = try reader.readPrivileges()
            return .rtm(userId: try reader.readString(), privileges: privileges)
        case chatType:
            let privileges = try reader.readPrivileges()
            return .chat(userId: try reader.readString(), privileges: privileges)
        case streamingType, fcdnType:
            let privileges = try reader.readPrivileges()
            let channelName = try reader.readString()
            let account = try reader.readString()
            return type == streamingType
                ? .streaming(channelName: channelName, account: account, privileges: privileges)
                : .fcdn(channelName: channelName, account: account, privileges: privileges)
        case fpaType:
            return .fpa(privileges: try reader.readPrivileges())
        case apaasType:
            let privileges = try reader.readPrivileges()
            let roomUuid = try reader.readString()
            let userUuid = try reader.readString()
            let role = Int16(bitPattern: try reader.readUInt16())
            return .apaas(roomUuid: roomUuid, userUuid: userUuid, role: role, privileges: privileges)
        case rtm2Type:
            let privileges = try reader.readPrivileges()
            let userId = try reader.readString()
            return .rtm2(userId: userId, privileges: privileges, permissions: try reader.readPermissions())
        default:
            throw .unknownServiceType(type)
        }
    }
}
