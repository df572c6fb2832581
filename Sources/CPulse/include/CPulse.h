#ifndef CPULSE_H
#define CPULSE_H
#include <stddef.h>
#include <stdint.h>

// One client of the sound server through libpulse's asynchronous API: a context on its own threaded mainloop, a
// playback stream fed from a ring and, when asked, a record stream filling another (48 kHz, s16 stereo). libpulse is
// opened with dlopen at the first call, so a process that never makes a sound never maps it. The header stays free
// of libpulse types.

typedef struct cpulse_link cpulse_link;

enum {
    CPULSE_PLAYBACK = 1,
    CPULSE_CAPTURE = 2,
};

enum {
    CPULSE_READY = 1,
    CPULSE_FAILED = 0,
    CPULSE_TIMED_OUT = -1,
    CPULSE_ABORTED = -2,
};

/// The one reason given when libpulse (Debian's libpulse0) cannot be loaded.
#define CPULSE_NOT_INSTALLED "libpulse is not installed"

/// 1 when libpulse could be loaded (and every function it needs found), else 0.
int cpulse_available(void);

/// 1 once libpulse was loaded into this process (never loads it).
int cpulse_loaded(void);

/// Called on the mainloop's thread each time the server asks for playback data, just before the ring is read, so the
/// caller can fill it then (with `cpulse_play`; nothing else of the link may be called from it).
typedef void (*cpulse_request_fn)(void *context);

/// Starts connecting to `server` (NULL: libpulse's default) on a mainloop thread of its own and returns at once; the
/// streams in `streams` (CPULSE_PLAYBACK, CPULSE_CAPTURE) are opened when the context is ready. `latency_ms`: the
/// playback buffer asked for. `request` (may be NULL) is called with `request_context` at each of the server's
/// requests until `cpulse_close`. NULL, with why in `problem`, when libpulse is missing or refused at once.
cpulse_link *cpulse_open(const char *server, int streams, int latency_ms, cpulse_request_fn request,
                         void *request_context, char *problem, size_t problem_size);

/// Blocks until the context and its streams are ready (CPULSE_READY), one failed (CPULSE_FAILED, why in `problem`),
/// `timeout_ms` went by (CPULSE_TIMED_OUT) or `cpulse_abort` was called (CPULSE_ABORTED).
int cpulse_wait_ready(cpulse_link *link, int timeout_ms, char *problem, size_t problem_size);

/// Blocks until the context or a stream fails (CPULSE_FAILED: the server went away; why in `problem`) or
/// `cpulse_abort` was called (CPULSE_ABORTED).
int cpulse_wait_end(cpulse_link *link, char *problem, size_t problem_size);

/// Wakes whoever waits on the link and silences it; any thread, any number of times, until `cpulse_close`.
void cpulse_abort(cpulse_link *link);

/// Disconnects and frees the link; not on the link's own callbacks' thread (there are none outside this file).
void cpulse_close(cpulse_link *link);

/// Appends interleaved stereo samples to the playback ring, dropping the oldest beyond ~200 ms. Never waits on the
/// server: only the ring's own lock.
void cpulse_play(cpulse_link *link, const int16_t *samples, size_t count);

/// Takes exactly `frames` stereo frames (2 × `frames` samples) from the capture ring into `out` and returns 1, or
/// returns 0 (and takes nothing) while fewer are buffered.
int cpulse_captured(cpulse_link *link, int16_t *out, size_t frames);

/// The playback latency the server last reported (its buffer and the sink's), in microseconds; -1 while unknown.
int64_t cpulse_playback_latency_us(cpulse_link *link);

/// The playback buffer length (tlength) the server granted, in microseconds; -1 before the stream is ready.
int64_t cpulse_granted_buffer_us(cpulse_link *link);

/// What waits in the playback ring for the server's next request, in microseconds: latency on top of the server's.
int64_t cpulse_queued_us(cpulse_link *link);

#endif
