import Testing
@testable import APIExample

/// The AR scene's screens on their own: first come, first served; a freed screen goes to the head of the queue; a
/// removed screen's user goes to a free screen or back to the head of the queue.
@Suite struct ARScreenBoardTests {
    @Test func threeUsersTwoScreens() {
        var board = ARScreenBoard()
        board.placeScreen()
        board.placeScreen()
        for uid: UInt in [11, 12, 13] { board.userJoined(uid) }
        #expect(board.activeScreens == [11: 1, 12: 2] && board.undisplayedUsers == [13])
        board.userLeft(11)
        #expect(board.activeScreens == [12: 2, 13: 1] && board.undisplayedUsers.isEmpty)
        board.userLeft(13)
        #expect(board.unusedScreens == [1])
    }

    @Test func aRemovedScreensUserGoesToAFreeScreenOrTheHeadOfTheQueue() {
        var board = ARScreenBoard()
        for uid: UInt in [1, 2, 3] { board.userJoined(uid) }
        #expect(board.undisplayedUsers == [1, 2, 3])
        board.placeScreen()
        #expect(board.user(on: 1) == 1 && board.undisplayedUsers == [2, 3])
        board.removeScreen(1)
        #expect(board.screens.isEmpty && board.undisplayedUsers == [1, 2, 3])
        board.placeScreen()
        board.placeScreen()
        board.userLeft(3)
        board.userLeft(1)
        #expect(board.unusedScreens == [2] && board.activeScreens == [2: 3])
        board.removeScreen(3)
        #expect(board.activeScreens == [2: 2] && board.unusedScreens.isEmpty, "moved to the free screen")
    }
}
