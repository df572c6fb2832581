import APIExample

/// `apiexample man`: apiexample(1) in roff (man macros), from `CommandLineSpec` (synopses, commands, options), the
/// keymap (`KeyManual`, the same bindings the app dispatches and its help shows), the help overlay's own lines and
/// `ManPageFacts`. English, whatever the app's language. Every non-ASCII character is written as a `\[uXXXX]`
/// escape and text lines are kept under 80 bytes, so `groff -man -ww` and `mandoc -T lint` have nothing to say.
public enum ManPage {
    /// When the page's text last changed: what `.TH` dates it with (a build date would change the page every build).
    static let date = "2026-12-07"

    public static func render(l10n: L10n = .shared) -> String {
        let text = Localizer(.en, l10n: l10n)
        var page = RoffPage()
        page.macro(".TH APIEXAMPLE 1 \(date) \"apiexample \(AppVersion.string)\" \"User Commands\"")
        page.macro(".SH NAME")
        page.text("apiexample \\- Agora's API examples in the terminal, on a simulated RTC engine", raw: true)
        page.macro(".SH SYNOPSIS")
        for (index, synopsis) in CommandLineSpec.commands.flatMap(\.usageLines).enumerated() {
            if index > 0 { page.macro(".br") }
            page.synopsis(synopsis)
        }
        page.macro(".SH DESCRIPTION")
        for (index, paragraph) in ManPageFacts.description.enumerated() {
            if index > 0 { page.macro(".PP") }
            page.text(paragraph)
        }
        page.macro(".SH COMMANDS")
        for command in CommandLineSpec.named {
            page.macro(".SS \(command.name)")
            for (index, synopsis) in command.usageLines.enumerated() {
                if index > 0 { page.macro(".br") }
                page.synopsis(synopsis)
            }
            page.macro(".PP")
            page.text(text(command.helpKey))
            options(command, text, into: &page)
        }
        page.macro(".SH OPTIONS")
        page.text("Without a command, apiexample takes these:")
        options(CommandLineSpec.browse, text, into: &page)
        page.macro(".SH KEYS")
        page.text("The hint bar at the bottom of each screen and the help (? or F1) show the keys in force; these are all of them.")
        page.text(text("help.global"))
        for section in KeyManual.sections {
            page.macro(".SS \(section.title)")
            for binding in section.bindings {
                page.item(bold: binding.keyLabel, keyLabel(binding, text))
            }
        }
        page.macro(".SS mouse")
        page.text(text("help.mouse"))
        page.macro(".PP")
        page.text(text("help.sound"))
        page.macro(".SH ENVIRONMENT")
        for (name, meaning) in ManPageFacts.environment { page.item(bold: name, meaning) }
        page.macro(".SH FILES")
        for (path, meaning) in ManPageFacts.files { page.item(italic: path, meaning) }
        page.macro(".SH EXIT STATUS")
        for (code, meaning) in ManPageFacts.exitStatus { page.item(bold: code, meaning) }
        page.macro(".SH EXAMPLES")
        for (command, meaning) in ManPageFacts.examples {
            page.text(meaning)
            page.macro(".PP")
            page.macro(".RS 4")
            page.macro(".EX")
            page.exampleLine(command)
            page.macro(".EE")
            page.macro(".RE")
            page.macro(".PP")
        }
        page.removeTrailing(".PP")
        page.macro(".SH SEE ALSO")
        page.text("\\fBasciinema\\fR(1)", raw: true)
        return page.lines.joined(separator: "\n") + "\n"
    }

    /// Whether the strings the page is written from can be read (a binary moved away from its resource bundle gets
    /// its keys back instead).
    public static func stringsAreBundled(l10n: L10n = .shared) -> Bool {
        let key = CommandLineSpec.run.helpKey
        return Localizer(.en, l10n: l10n)(key) != key
    }

    private static func options(_ command: CommandSpec, _ text: Localizer, into page: inout RoffPage) {
        switch command.positional {
        case .caseId: page.item(italic: "case", text("cli.arg.case"))
        case .shell: page.item(bold: "bash | zsh | fish", text("cli.arg.shell"))
        case nil: break
        }
        for option in command.options {
            let names = option.names.map { "\\fB" + RoffPage.escape($0) + "\\fR" }.joined(separator: ", ")
            let argument = option.argument.map { " \\fI" + RoffPage.escape($0) + "\\fR" } ?? ""
            page.item(raw: names + argument, text(option.helpKey))
        }
    }

    /// The keymap's label, but the language key's: its label is the other language's name in that language (中文),
    /// which says nothing here and which groff has no glyph for.
    private static func keyLabel(_ binding: KeyBinding, _ text: Localizer) -> String {
        binding.labelKey == "key.language" ? "switch the language (English, Chinese)" : text(binding.labelKey)
    }
}
