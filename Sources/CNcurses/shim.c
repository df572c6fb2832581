#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include "CNcurses.h"
#include <ncursesw/term.h>

WINDOW *cn_stdscr(void) { return stdscr; }
WINDOW *cn_curscr(void) { return curscr; }
int cn_colors(void) { return COLORS; }
int cn_color_pairs(void) { return COLOR_PAIRS; }

attr_t cn_attributes(int flags) {
    attr_t a = A_NORMAL;
    if (flags & CN_ATTR_BOLD) a |= A_BOLD;
    if (flags & CN_ATTR_REVERSE) a |= A_REVERSE;
    if (flags & CN_ATTR_DIM) a |= A_DIM;
    if (flags & CN_ATTR_UNDERLINE) a |= A_UNDERLINE;
    return a;
}

int cn_probe_terminal(int *errret) {
    *errret = 0;
    if (setupterm(NULL, STDOUT_FILENO, errret) != OK) return -1;
    const char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1 && cup[0] != '\0';
    del_curterm(cur_term);
    return usable ? 1 : 0;
}

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t n = write(fd, bytes, length);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        bytes += n;
        length -= (size_t)n;
    }
}

static SCREEN *screen;
// Read by the crash handler, which may interrupt any code.
static volatile sig_atomic_t screen_open;
static int output_fd = -1;

// What the crash handler needs, prepared while it is still safe to call ncurses and malloc: the bytes that undo
// what curses did to the terminal, and the terminal settings from before newterm. A signal handler may only
// write(2) and tcsetattr(3), and endwin is neither reentrant nor async-signal-safe.
static char reset_bytes[256];
static size_t reset_length;
static char mouse_off_bytes[64];
static size_t mouse_off_length;
static volatile sig_atomic_t mouse_was_on;
static volatile sig_atomic_t focus_reporting_on;
static const char focus_on_bytes[] = "\033[?1004h";
static const char focus_off_bytes[] = "\033[?1004l";
static const char focus_in_sequence[] = "\033[I";
static const char focus_out_sequence[] = "\033[O";
static struct termios shell_termios;
static int shell_termios_saved;

static void append_reset(const char *capability) {
    const char *text = tigetstr(capability);
    if (text == NULL || text == (char *)-1) return;
    size_t length = strlen(text);
    if (reset_length + length >= sizeof reset_bytes) return;
    memcpy(reset_bytes + reset_length, text, length);
    reset_length += length;
}

// The reverse of what cn_open_screen set up, in endwin's order. CAN first: a crash in the middle of an escape
// sequence ncurses was writing would otherwise swallow the start of ours.
static void prepare_reset_bytes(void) {
    reset_length = 0;
    reset_bytes[reset_length++] = '\030';
    append_reset("sgr0");
    append_reset("cnorm");
    append_reset("rmkx");
    append_reset("rmcup");
    // The mouse: whatever ncurses will switch on. XM is the terminal's own switch (xterm: SGR mode 1006 and
    // 1000); without it ncurses uses plain 1000.
    const char *xm = tigetstr("XM");
    const char *off = (xm != NULL && xm != (char *)-1) ? tiparm(xm, 0) : "\033[?1000l";
    size_t length = off ? strlen(off) : 0;
    if (length < sizeof mouse_off_bytes) {
        memcpy(mouse_off_bytes, off, length);
        mouse_off_length = length;
    }
}

// While curses has the screen, whatever the process writes to fd 2 (the Swift runtime's "Fatal error" message, a
// library's warning) would land on the alternate screen and vanish with it. It goes to memory instead and is
// written to the terminal once the screen is left: on exit, or by the crash handler before the backtrace.
static int captured_stderr = -1;
static int terminal_stderr = -1;

static void capture_stderr(void) {
    if (!isatty(STDERR_FILENO)) return;
    int memory = memfd_create("apiexample-stderr", MFD_CLOEXEC);
    if (memory < 0) return;
    int saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved < 0 || dup2(memory, STDERR_FILENO) < 0) {
        close(memory);
        if (saved >= 0) close(saved);
        return;
    }
    captured_stderr = memory;
    terminal_stderr = saved;
}

/// Puts fd 2 back and writes out what was captured. Async-signal-safe.
static void release_stderr(void) {
    if (terminal_stderr < 0) return;
    int memory = captured_stderr;
    captured_stderr = -1;
    dup2(terminal_stderr, STDERR_FILENO);
    close(terminal_stderr);
    terminal_stderr = -1;
    char buffer[4096];
    off_t offset = 0;
    ssize_t count;
    while ((count = pread(memory, buffer, sizeof buffer, offset)) > 0) {
        write_all(STDERR_FILENO, buffer, (size_t)count);
        offset += count;
    }
    close(memory);
}

static void close_at_exit(void) { cn_close_screen(); }

SCREEN *cn_open_screen(void) {
    static int atexit_registered;
    int in = dup(STDIN_FILENO);
    int out = dup(STDOUT_FILENO);
    FILE *in_file = in >= 0 ? fdopen(in, "r") : NULL;
    FILE *out_file = out >= 0 ? fdopen(out, "w") : NULL;
    if (in_file == NULL || out_file == NULL) {
        if (in_file) fclose(in_file); else if (in >= 0) close(in);
        if (out_file) fclose(out_file); else if (out >= 0) close(out);
        return NULL;
    }
    shell_termios_saved = tcgetattr(out, &shell_termios) == 0;
    // ncurses takes over SIGTSTP only when it is at its default action, and then briefly ignores it around every
    // doupdate(), which loses a Ctrl-Z typed at that moment. The run loop forwards SIGTSTP itself (installed right
    // after this), so ncurses must not adopt it: mark it ignored until then.
    if (signal(SIGTSTP, SIG_IGN) == SIG_ERR) { /* keep going: the worst case is the old rare lost Ctrl-Z */ }
    screen = newterm(NULL, out_file, in_file);
    if (screen == NULL) {
        fclose(in_file);
        fclose(out_file);
        return NULL;
    }
    output_fd = out;
    prepare_reset_bytes();
    capture_stderr();
    screen_open = 1;
    if (!atexit_registered) {
        atexit_registered = 1;
        atexit(close_at_exit);
    }
    return screen;
}

void cn_close_screen(void) {
    if (!screen_open) return;
    cn_set_focus_reporting(0);
    screen_open = 0;
    endwin();
    release_stderr();
}

int cn_screen_is_open(void) { return screen_open; }

int cn_query_size(int *rows, int *cols) {
    struct winsize ws;
    int fd = output_fd >= 0 ? output_fd : STDOUT_FILENO;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

int cn_put_cell(int y, int x, const unsigned int *scalars, int count, attr_t attributes, short pair) {
    if (count < 1) return ERR;
    // The base scalar plus the zero-width marks that follow it. A ZWJ or a second spacing scalar ends the
    // cell: ncurses would otherwise give the sequence more columns than DisplayWidth reserved.
    wchar_t text[CCHARW_MAX + 1];
    int n = 0;
    text[n++] = (wchar_t)scalars[0];
    for (int i = 1; i < count && n < CCHARW_MAX; i++) {
        wchar_t mark = (wchar_t)scalars[i];
        if (mark == 0x200D || wcwidth(mark) != 0) break;
        text[n++] = mark;
    }
    text[n] = L'\0';
    cchar_t cell;
    if (setcchar(&cell, text, attributes, pair, NULL) != OK) {
        text[1] = L'\0';
        if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
    }
    return mvadd_wch(y, x, &cell);
}

int cn_set_mouse(int on) {
    mmask_t wanted = on ? (BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED
                           | BUTTON4_PRESSED | BUTTON5_PRESSED) : 0;
    mmask_t granted = mousemask(wanted, NULL);
    // 0: press and release come as they happen; with ncurses' default (1/6 s) every press waits for its
    // release to be merged into a click, and a lone press (tmux send-keys) is held back.
    mouseinterval(0);
    if (granted != 0) mouse_was_on = 1;
    return granted != 0 ? 1 : 0;
}

int cn_set_focus_reporting(int on) {
    if (!screen_open || output_fd < 0) return 0;
    static int keys_defined;
    if (!keys_defined) {
        // Not in terminfo: without these ncurses would hand over ESC, '[' and 'I' as three keys.
        define_key(focus_in_sequence, CN_KEY_FOCUS_IN);
        define_key(focus_out_sequence, CN_KEY_FOCUS_OUT);
        keys_defined = 1;
    }
    if (on == focus_reporting_on) return on;
    // Straight to the terminal, as the crash handler writes: ncurses has no capability for this mode.
    if (on) write_all(output_fd, focus_on_bytes, sizeof focus_on_bytes - 1);
    else write_all(output_fd, focus_off_bytes, sizeof focus_off_bytes - 1);
    focus_reporting_on = on;
    return on;
}

int cn_read_mouse(int *x, int *y, int *button_bits) {
    MEVENT event;
    if (getmouse(&event) != OK) return -1;
    int bits = 0;
    if (event.bstate & BUTTON1_PRESSED) bits |= CN_MOUSE_LEFT_PRESS;
    if (event.bstate & BUTTON1_RELEASED) bits |= CN_MOUSE_LEFT_RELEASE;
    if (event.bstate & BUTTON1_CLICKED) bits |= CN_MOUSE_LEFT_CLICK;
    if (event.bstate & BUTTON1_DOUBLE_CLICKED) bits |= CN_MOUSE_LEFT_DOUBLE_CLICK;
    if (event.bstate & BUTTON4_PRESSED) bits |= CN_MOUSE_WHEEL_UP;
    if (event.bstate & BUTTON5_PRESSED) bits |= CN_MOUSE_WHEEL_DOWN;
    *x = event.x;
    *y = event.y;
    *button_bits = bits;
    return 0;
}

long long cn_thread_bytes_written(void) {
    // Asked twice a frame: opening the file each time (a path walk through /proc) cost more than reading it. The
    // descriptor names the thread that opened it, hence one per thread, kept for the thread's life (only the UI
    // thread asks); pread from 0 makes procfs produce the counters afresh.
    static __thread int fd = -1;
    if (fd < 0) fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char buf[512];
    ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0) return -1;
    buf[n] = '\0';
    const char *field = strstr(buf, "wchar:");
    return field ? strtoll(field + 6, NULL, 10) : -1;
}

static volatile sig_atomic_t crashing;
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL, SIGTRAP };
enum { crash_signal_count = sizeof crash_signals / sizeof crash_signals[0] };
/// What each crash signal did before cn_install_crash_handlers: the Swift runtime's backtracer, normally.
static struct sigaction chained_actions[crash_signal_count];

static void write_text(int fd, const char *text) { write_all(fd, text, strlen(text)); }

/// cn_close_screen with async-signal-safe calls only: the saved bytes, the saved terminal settings, then what
/// was written to stderr meanwhile.
static void restore_terminal_in_handler(void) {
    if (!screen_open || output_fd < 0) return;
    screen_open = 0;
    if (mouse_was_on) write_all(output_fd, mouse_off_bytes, mouse_off_length);
    if (focus_reporting_on) write_all(output_fd, focus_off_bytes, sizeof focus_off_bytes - 1);
    write_all(output_fd, reset_bytes, reset_length);
    if (shell_termios_saved) tcsetattr(output_fd, TCSANOW, &shell_termios);
    release_stderr();
}

static void on_crash(int sig, siginfo_t *info, void *context) {
    if (!crashing) {
        crashing = 1;
        restore_terminal_in_handler();
        const char *name = sigabbrev_np(sig);
        write_text(STDERR_FILENO, "\napiexample: crashed (SIG");
        write_text(STDERR_FILENO, name ? name : "?");
        write_text(STDERR_FILENO, "); terminal restored\n");
    }
    // The handler that was there before ours gets the crash as it happened (same siginfo and context), so the
    // Swift runtime's backtracer reports the faulting thread, now below the restored screen. Should it return,
    // or be the default action, the default action ends the process with the same signal.
    for (int i = 0; i < crash_signal_count; i++) {
        if (crash_signals[i] != sig) continue;
        struct sigaction previous = chained_actions[i];
        if (previous.sa_flags & SA_SIGINFO) {
            if (previous.sa_sigaction) previous.sa_sigaction(sig, info, context);
        } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
            previous.sa_handler(sig);
        }
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

void cn_install_crash_handlers(void) {
    static int installed;
    // A second install would chain the handler to itself.
    if (installed) return;
    installed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash;
    sigemptyset(&action.sa_mask);
    // NODEFER: the re-raise inside the handler takes the default action at once. ONSTACK: a stack overflow can
    // only be handled on the alternate stack, where the runtime has set one up.
    action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
    for (int i = 0; i < crash_signal_count; i++) {
        sigaction(crash_signals[i], &action, &chained_actions[i]);
    }
}

static int signal_pipe_write = -1;

static void forward_signal(int sig) {
    int saved = errno;
    unsigned char number = (unsigned char)sig;
    ssize_t written = write(signal_pipe_write, &number, 1);
    (void)written;
    errno = saved;
}

int cn_forward_signals(const int *signals, int count) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    signal_pipe_write = fds[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = forward_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < count; i++) sigaction(signals[i], &action, NULL);
    return fds[0];
}
