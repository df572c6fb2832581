#ifndef CNCURSES_H
#define CNCURSES_H
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>

// Shims for what Swift cannot import: function-like macros and C globals
// (Swift 6 rejects the globals as shared mutable state).

WINDOW *cn_stdscr(void);
WINDOW *cn_curscr(void);
int cn_colors(void);
int cn_color_pairs(void);

/// Bits of `flags` for cn_attributes.
enum {
    CN_ATTR_BOLD = 1,
    CN_ATTR_REVERSE = 2,
    CN_ATTR_DIM = 4,
    CN_ATTR_UNDERLINE = 8,
};
attr_t cn_attributes(int flags);

/// Pre-flight without side effects on the process: setupterm(errret) on fd 1, then tigetstr("cup").
/// Returns 1 when usable, 0 when the terminal cannot position the cursor, -1 when setupterm failed
/// (its errret is stored in *errret).
int cn_probe_terminal(int *errret);

/// newterm on duplicates of fds 0 and 1, so the app may later redirect fds 1/2 without moving the screen.
/// While the screen is open, fd 2 (when a terminal) writes to memory; cn_close_screen and the crash handler
/// write that out after leaving the screen. Registers an atexit endwin. Returns NULL on failure.
SCREEN *cn_open_screen(void);
/// endwin once; safe to call again. Not from a signal handler: the crash handler has its own restore.
void cn_close_screen(void);
int cn_screen_is_open(void);

/// TIOCGWINSZ on the screen's output fd. Returns 0 on success.
int cn_query_size(int *rows, int *cols);

/// Writes one grapheme (base scalar + combining scalars) with setcchar + mvadd_wch. When ncurses rejects
/// the cluster (e.g. a ZWJ sequence with several spacing scalars), only the first scalar is drawn so the
/// row stays aligned.
int cn_put_cell(int y, int x, const unsigned int *scalars, int count, attr_t attributes, short pair);

/// Bits of what cn_read_mouse reports (NcursesTerminal maps them to TerminalKit's MouseButtons).
enum {
    CN_MOUSE_LEFT_PRESS = 1,
    CN_MOUSE_LEFT_RELEASE = 2,
    CN_MOUSE_LEFT_CLICK = 4,
    CN_MOUSE_LEFT_DOUBLE_CLICK = 8,
    CN_MOUSE_WHEEL_UP = 16,
    CN_MOUSE_WHEEL_DOWN = 32,
};

/// on: report button 1 press/release/click and the wheel (buttons 4/5), with no click-resolution delay
/// (mouseinterval 0). off: mousemask(0), which also tells the terminal to stop reporting, so its own text
/// selection works again. Returns 1 when reporting is on afterwards, 0 when off or the terminal has no mouse.
int cn_set_mouse(int on);

/// Keys get_wch reports (with KEY_CODE_YES) for the terminal's focus reports, CSI I and CSI O; above KEY_MAX.
enum {
    CN_KEY_FOCUS_IN = 01001,
    CN_KEY_FOCUS_OUT = 01002,
};

/// Focus reporting (xterm's mode 1004: the terminal writes CSI I when it gains focus and CSI O when it loses it;
/// tmux passes it on with `focus-events on`). Defines the two sequences as keys the first time. Off before
/// endwin (suspend, exit; the crash handler too) and on again afterwards. Returns whether it is on.
int cn_set_focus_reporting(int on);

/// getmouse after get_wch returned KEY_MOUSE: the cell and the CN_MOUSE_* bits (not named `buttons`: term.h defines that as a macro). Returns 0, or -1 when there
/// was no event.
int cn_read_mouse(int *x, int *y, int *button_bits);

/// Bytes this thread has written with write(2) so far (/proc/thread-self/io wchar), or -1.
long long cn_thread_bytes_written(void);

/// SIGSEGV/SIGBUS/SIGABRT/SIGFPE/SIGILL/SIGTRAP: while the screen is open, write the bytes that leave curses
/// mode (mouse reporting off, attributes reset, cursor visible, keypad off, alternate screen left), put back the
/// terminal settings from before newterm and write out the captured stderr, all async-signal-safe; print a
/// one-line hint; then hand the signal to the handler installed before (the Swift runtime's backtracer, whose
/// report so lands below the restored screen), or to the default action.
void cn_install_crash_handlers(void);

/// Self-pipe signal forwarding: installs a handler for each signal that writes the signal number as one
/// byte to a non-blocking pipe. Returns the pipe's read end, or -1.
int cn_forward_signals(const int *signals, int count);

#endif
