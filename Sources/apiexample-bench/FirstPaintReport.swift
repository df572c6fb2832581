import Glibc

/// The first-paint comparisons of the report.
@MainActor
enum FirstPaintReport {
    /// The app's first paint beside `dialog --menu`'s, and beside its own with string tables four times their size.
    static func report(_ app: AppUnderTest) throws {
        let pairs = 10
        if let dialog = DialogMenu.subject() {
            let result = try PairedFirstPaint(a: app.menuFirstPaint, b: dialog, pairs: pairs).measure()
            Report.metric(
                "first paint beside dialog --menu (\(DialogMenu.itemCount) items, \(pairs) paired runs)",
                "app \(Report.format(result.medianA, 1)) ms, dialog \(Report.format(result.medianB, 1)) ms (medians), "
                    + "\(Report.format(result.ratio, 2)) × dialog",
                target: "≤ 1.5 ×", pass: result.ratio <= 1.5
            )
        } else {
            Report.line("first paint beside dialog --menu: skipped, no dialog on PATH (install it to compare)")
        }
        let padded = try PaddedStringTables(copying: app)
        defer { padded.remove() }
        let result = try PairedFirstPaint(a: padded.app.menuFirstPaint, b: app.menuFirstPaint, pairs: pairs).measure()
        let apart = abs(result.ratio - 1) * 100
        Report.metric(
            "first paint with string tables \(PaddedStringTables.factor) × their size (\(pairs) paired runs)",
            "\(Report.format(result.medianA, 1)) ms vs \(Report.format(result.medianB, 1)) ms normal (medians), "
                + "\(Report.format(apart, 1)) % apart",
            target: "≤ 10 %", pass: apart <= 10
        )
    }
}
