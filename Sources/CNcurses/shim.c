#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
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

static SCREEN *screen;
static int screen_open;
static int output_fd = -1;

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
    screen_open = 1;
    if (!atexit_registered) {
        atexit_registered = 1;
        atexit(close_at_exit);
    }
    return screen;
}

void cn_close_screen(void) {
    if (!screen_open) return;
    screen_open = 0;
    endwin();
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
    return granted != 0 ? 1 : 0;
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

static void (*crash_restore)(void);
static volatile sig_atomic_t crashing;
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL, SIGTRAP };

static void write_all(int fd, const char *text) {
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t n = write(fd, text, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        text += n;
        left -= (size_t)n;
    }
}

static void on_crash(int sig) {
    if (!crashing) {
        crashing = 1;
        if (crash_restore) crash_restore();
        cn_close_screen();
        char line[96];
        snprintf(line, sizeof line, "\napiexample: crashed with signal %d (%s); terminal restored\n",
                 sig, strsignal(sig));
        write_all(STDERR_FILENO, line);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

void cn_install_crash_handlers(void (*restore)(void)) {
    crash_restore = restore;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_crash;
    sigemptyset(&action.sa_mask);
    // NODEFER lets the re-raise inside the handler take the default action at once.
    action.sa_flags = SA_NODEFER | SA_RESETHAND;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        sigaction(crash_signals[i], &action, NULL);
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
