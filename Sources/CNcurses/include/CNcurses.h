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
/// Registers an atexit endwin. Returns NULL on failure.
SCREEN *cn_open_screen(void);
/// endwin once; safe to call again and from the crash handler.
void cn_close_screen(void);
int cn_screen_is_open(void);

/// TIOCGWINSZ on the screen's output fd. Returns 0 on success.
int cn_query_size(int *rows, int *cols);

/// Writes one grapheme (base scalar + combining scalars) with setcchar + mvadd_wch. When ncurses rejects
/// the cluster (e.g. a ZWJ sequence with several spacing scalars), only the first scalar is drawn so the
/// row stays aligned.
int cn_put_cell(int y, int x, const unsigned int *scalars, int count, attr_t attributes, short pair);

/// Bytes this thread has written with write(2) so far (/proc/thread-self/io wchar), or -1.
long long cn_thread_bytes_written(void);

/// SIGSEGV/SIGBUS/SIGABRT/SIGFPE/SIGILL/SIGTRAP: call `restore` (may be NULL), endwin if the screen is
/// open, print a one-line hint, then re-raise with the default action.
void cn_install_crash_handlers(void (*restore)(void));

/// Self-pipe signal forwarding: installs a handler for each signal that writes the signal number as one
/// byte to a non-blocking pipe. Returns the pipe's read end, or -1.
int cn_forward_signals(const int *signals, int count);

#endif
