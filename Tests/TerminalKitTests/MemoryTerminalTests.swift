import Testing
import TerminalKit

/// The in-memory backend must keep the ncurses backend's rules, or tests written against it would pass for
/// behaviour the real terminal does not have.
@MainActor
@Suite struct MemoryTerminalTests {
    private func buffer(_ text: String, width: Int = 10, height: Int = 2) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        buffer.put(text, x: 0, y: 0)
        return buffer
    }

    @Test func firstPresentSendsEveryCellThenOnlyWhatChanged() {
        let terminal = MemoryTerminal(width: 10, height: 2)
        terminal.present(buffer("abc"))
        #expect(terminal.presentCount == 1)
        #expect(terminal.lastPresentWasFullRepaint)
        #expect(terminal.changedCells.count == 20)
        #expect(terminal.lines == ["abc       ", "          "])

        terminal.present(buffer("abd"))
        #expect(!terminal.lastPresentWasFullRepaint)
        #expect(terminal.changedCells == [MemoryTerminal.Position(x: 2, y: 0)])

        terminal.present(buffer("abd"))
        #expect(terminal.presentCount == 3)
        #expect(terminal.changedCells.isEmpty)
        #expect(terminal.cellsChanged == 21)
    }

    @Test func aWideGlyphIsSentOnceAndCountedInBytes() {
        let terminal = MemoryTerminal(width: 4, height: 1)
        terminal.present(buffer("", width: 4, height: 1))
        let before = terminal.bytesWritten
        terminal.present(buffer("加", width: 4, height: 1))
        #expect(terminal.changedCells == [MemoryTerminal.Position(x: 0, y: 0)])
        #expect(terminal.bytesWritten - before == "加".utf8.count)
        #expect(terminal.screenContains("加"))
    }

    @Test func theNewSizeArrivesWithHandleResizeAndRepaintsEverything() {
        let terminal = MemoryTerminal(width: 10, height: 2)
        terminal.present(buffer("abc"))
        terminal.resizeWindow(width: 12, height: 3)
        #expect(terminal.width == 10 && terminal.height == 2)
        terminal.handleResize()
        #expect(terminal.width == 12 && terminal.height == 3)
        terminal.present(buffer("abc"))
        #expect(terminal.lastPresentWasFullRepaint)
    }

    @Test func suspendReturnsResizedAndRepaints() {
        let terminal = MemoryTerminal(width: 10, height: 2)
        terminal.present(buffer("abc"))
        terminal.resizeWindow(width: 8, height: 2)
        terminal.suspend()
        #expect(terminal.suspendCount == 1)
        #expect(terminal.width == 8)
        terminal.present(buffer("abc", width: 8))
        #expect(terminal.lastPresentWasFullRepaint)
    }

    @Test func keysAreReadOnceInOrder() {
        let terminal = MemoryTerminal()
        terminal.queue([.down])
        terminal.type("l")
        #expect(terminal.pendingKeyCount == 2)
        #expect(terminal.readKeys() == [.down, .char("l")])
        #expect(terminal.readKeys().isEmpty)
    }

    @Test func colourFallsBackToMonochromeWithoutSupportAndAChangeRepaints() {
        let plain = MemoryTerminal(options: TerminalOptions(colorMode: .color), hasColors: false)
        #expect(plain.colorMode == .monochrome)
        plain.setColorMode(.color)
        #expect(plain.colorMode == .monochrome && plain.colorModeRequests == [.color])

        let terminal = MemoryTerminal(width: 10, height: 2)
        terminal.present(buffer("abc"))
        terminal.setColorMode(.monochrome)
        terminal.present(buffer("abc"))
        #expect(terminal.lastPresentWasFullRepaint)
        terminal.setColorMode(.monochrome)
        terminal.present(buffer("abc"))
        #expect(terminal.changedCells.isEmpty, "asking for the mode in effect changes nothing")
    }

    @Test func mouseIsGrantedOnlyWhereSupported() {
        let terminal = MemoryTerminal(options: TerminalOptions(mouse: true))
        #expect(terminal.isMouseEnabled)
        terminal.setMouseEnabled(false)
        #expect(!terminal.isMouseEnabled && terminal.mouseRequests == [false])
        let without = MemoryTerminal(hasMouse: false)
        without.setMouseEnabled(true)
        #expect(!without.isMouseEnabled)
    }

    @Test func nothingHappensAfterShutdown() {
        let terminal = MemoryTerminal(width: 10, height: 2)
        terminal.present(buffer("abc"))
        terminal.queue([.enter])
        terminal.shutdown()
        terminal.shutdown()
        #expect(terminal.isShutDown)
        terminal.present(buffer("xyz"))
        #expect(terminal.presentCount == 1 && terminal.lines.first == "abc       ")
        #expect(terminal.readKeys().isEmpty)
        terminal.setMouseEnabled(true)
        terminal.suspend()
        #expect(terminal.mouseRequests.isEmpty && terminal.suspendCount == 0)
    }

    @Test func theManualLoopDeliversOnlyWhatTheTestFires() {
        let loop = ManualRunLoop()
        var events: [String] = []
        loop.onInput = { events.append("input") }
        loop.onResize = { events.append("resize") }
        loop.onSuspendRequest = { events.append("suspend") }
        loop.onContinue = { events.append("continue") }
        loop.onSignal = { events.append("signal \($0)") }
        loop.onFrame = { events.append("frame") }
        loop.start()
        #expect(loop.isStarted && events.isEmpty)
        #expect(!loop.fireFrame(), "no timer, no frame")
        loop.setFrameRate(15)
        #expect(loop.framesPerSecond == 15 && loop.fireFrame())
        loop.setFrameRate(0)
        #expect(loop.framesPerSecond == nil)
        loop.fireInput()
        loop.fireResize()
        loop.fireSuspend()
        loop.fireContinue()
        loop.fire(.hangup)
        #expect(events == ["frame", "input", "resize", "suspend", "continue", "signal hangup"])
    }
}
