import Glibc

/// An openpty pair (100x30), so a child can get a real terminal on some of its streams.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32

    init() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw E2EFailure("openpty failed: errno \(errno)") }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(master)
        close(slave)
    }
}
