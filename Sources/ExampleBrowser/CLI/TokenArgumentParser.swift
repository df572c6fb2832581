import APIExample

/// Parses the arguments after `apiexample token`.
enum TokenArgumentParser {
    /// What `token --help` prints, and the token command's errors end with.
    static var usage: String { CommandHelp.command(CommandLineSpec.token, Localizer(.en)) }

    static func parse(_ arguments: ArraySlice<String>) -> Result<CommandLineCommand, CommandLineParser.Failure> {
        var options = TokenOptions()
        var rest = arguments
        func fail(_ message: String) -> Result<CommandLineCommand, CommandLineParser.Failure> {
            .failure(.init(message: "apiexample token: " + message))
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                return .success(.commandHelp("token"))
            case "--channel":
                guard let value = rest.popFirst() else { return fail("--channel needs a channel name") }
                if let problem = ChannelNameProblem.describe(value) { return fail(problem) }
                options.channel = value
            case "--uid":
                guard let value = rest.popFirst(), let uid = UInt32(value) else {
                    return fail("--uid needs a number from 0 to 4294967295 (0 = any uid)")
                }
                options.uid = uid
            case "--account":
                guard let value = rest.popFirst(), !value.isEmpty, value.utf8.count <= 255 else {
                    return fail("--account needs 1 to 255 bytes")
                }
                options.account = value
            case "--role":
                guard let value = rest.popFirst(), let role = TokenOptions.Role(rawValue: value) else {
                    return fail("--role needs publisher or subscriber")
                }
                options.role = role
            case "--expire", "--privilege-expire":
                guard let value = rest.popFirst(), let seconds = UInt32(value), (1...86_400).contains(seconds) else {
                    return fail("\(argument) needs seconds from 1 to 86400 (tokens live at most 24 h)")
                }
                if argument == "--expire" { options.expire = seconds } else { options.privilegeExpire = seconds }
            case "--inspect":
                guard let value = rest.popFirst() else { return fail("--inspect needs a token") }
                options.inspect = value
            case "--certificate", "--app-certificate", "--cert", "--app-id", "--appid":
                return fail("\(argument) is not accepted: arguments show in `ps`. Set AGORA_APP_ID / AGORA_APP_CERTIFICATE "
                            + "or save them in the settings file.")
            default:
                return fail("unknown option '\(argument)'\n" + usage)
            }
        }
        if options.inspect == nil {
            guard options.channel != nil else { return fail("--channel is required\n" + usage) }
            guard (options.uid == nil) != (options.account == nil) else { return fail("give exactly one of --uid and --account") }
        }
        return .success(.token(options))
    }
}
