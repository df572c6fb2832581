#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <pulse/pulseaudio.h>
#include "CPulse.h"

// libpulse is opened at the first call, not linked: the menu's process must not map it, and a desktop without it
// still runs silent. As in CNats, each function is reached through a pointer looked up once and the names are
// redefined to those pointers.

#define PULSE_FUNCTIONS(X) \
    X(pa_strerror) \
    X(pa_threaded_mainloop_new) X(pa_threaded_mainloop_free) X(pa_threaded_mainloop_start) \
    X(pa_threaded_mainloop_stop) X(pa_threaded_mainloop_lock) X(pa_threaded_mainloop_unlock) \
    X(pa_threaded_mainloop_get_api) \
    X(pa_context_new) X(pa_context_set_state_callback) X(pa_context_connect) X(pa_context_disconnect) \
    X(pa_context_unref) X(pa_context_get_state) X(pa_context_errno) \
    X(pa_stream_new) X(pa_stream_set_state_callback) X(pa_stream_set_write_callback) X(pa_stream_set_read_callback) \
    X(pa_stream_connect_playback) X(pa_stream_connect_record) X(pa_stream_disconnect) X(pa_stream_unref) \
    X(pa_stream_get_state) X(pa_stream_begin_write) X(pa_stream_write) X(pa_stream_peek) X(pa_stream_drop) \
    X(pa_stream_get_latency) X(pa_stream_get_buffer_attr) X(pa_stream_update_timing_info) X(pa_operation_unref)

#define DECLARE_POINTER(name) static __typeof__(&name) pulse_##name;
PULSE_FUNCTIONS(DECLARE_POINTER)

static atomic_int pulse_mapped;
static int pulse_loaded;
static pthread_once_t pulse_once = PTHREAD_ONCE_INIT;

static void load_pulse(void) {
    // The soname of Debian's libpulse0, the ABI the header this is built against describes.
    void *library = dlopen("libpulse.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    atomic_store(&pulse_mapped, 1);
#define RESOLVE_POINTER(name) \
    if ((pulse_##name = (__typeof__(pulse_##name))dlsym(library, #name)) == NULL) return;
    PULSE_FUNCTIONS(RESOLVE_POINTER)
    pulse_loaded = 1;
}

int cpulse_available(void) {
    pthread_once(&pulse_once, load_pulse);
    return pulse_loaded;
}

int cpulse_loaded(void) {
    return atomic_load(&pulse_mapped);
}

#define pa_strerror pulse_pa_strerror
#define pa_threaded_mainloop_new pulse_pa_threaded_mainloop_new
#define pa_threaded_mainloop_free pulse_pa_threaded_mainloop_free
#define pa_threaded_mainloop_start pulse_pa_threaded_mainloop_start
#define pa_threaded_mainloop_stop pulse_pa_threaded_mainloop_stop
#define pa_threaded_mainloop_lock pulse_pa_threaded_mainloop_lock
#define pa_threaded_mainloop_unlock pulse_pa_threaded_mainloop_unlock
#define pa_threaded_mainloop_get_api pulse_pa_threaded_mainloop_get_api
#define pa_context_new pulse_pa_context_new
#define pa_context_set_state_callback pulse_pa_context_set_state_callback
#define pa_context_connect pulse_pa_context_connect
#define pa_context_disconnect pulse_pa_context_disconnect
#define pa_context_unref pulse_pa_context_unref
#define pa_context_get_state pulse_pa_context_get_state
#define pa_context_errno pulse_pa_context_errno
#define pa_stream_new pulse_pa_stream_new
#define pa_stream_set_state_callback pulse_pa_stream_set_state_callback
#define pa_stream_set_write_callback pulse_pa_stream_set_write_callback
#define pa_stream_set_read_callback pulse_pa_stream_set_read_callback
#define pa_stream_connect_playback pulse_pa_stream_connect_playback
#define pa_stream_connect_record pulse_pa_stream_connect_record
#define pa_stream_disconnect pulse_pa_stream_disconnect
#define pa_stream_unref pulse_pa_stream_unref
#define pa_stream_get_state pulse_pa_stream_get_state
#define pa_stream_begin_write pulse_pa_stream_begin_write
#define pa_stream_write pulse_pa_stream_write
#define pa_stream_peek pulse_pa_stream_peek
#define pa_stream_drop pulse_pa_stream_drop
#define pa_stream_get_latency pulse_pa_stream_get_latency
#define pa_stream_get_buffer_attr pulse_pa_stream_get_buffer_attr
#define pa_stream_update_timing_info pulse_pa_stream_update_timing_info
#define pa_operation_unref pulse_pa_operation_unref

enum {
    RATE = 48000,
    CHANNELS = 2,
    FRAME_BYTES = CHANNELS * (int)sizeof(int16_t),
    // What may wait to be played: more means the caller runs ahead of the sound card, and waiting longer would only
    // add latency, so the oldest goes.
    PLAYBACK_RING_MS = 200,
    // What may stay waiting after the server took its share, at the least, over half a second. The caller starts
    // producing before the stream is open, and producer and sound card then run at the same rate, so a backlog made
    // once would stay as latency for good: what never drained below this in that time goes. A caller that hands
    // blocks over some tens of ms ahead, or late, never falls that low and loses nothing.
    PLAYBACK_BACKLOG_MS = 40,
    // The same for a caller that makes its sound when the server asks (`request`): it hands over what came due just
    // before each read, so it is never late, and one block of slack covers where a request falls between its 10 ms
    // blocks. Any more would only be latency (it was 30 ms of the 77 ms heard with 40 allowed).
    PLAYBACK_BACKLOG_PACED_MS = 10,
    PLAYBACK_BACKLOG_CHECK_MS = 500,
    // How often the playback latency is asked of the server. libpulse's automatic updates follow every write with a
    // query and its answer, a second round trip per request (a quarter of what playing cost); the latency is only
    // read by measurements, and interpolation fills the time between answers.
    TIMING_UPDATE_MS = 1000,
    // What may wait to be taken by the caller before the oldest goes.
    CAPTURE_RING_MS = 500,
    // The record stream delivers in fragments this long, so the microphone reaches the caller within one 10 ms block.
    CAPTURE_FRAGMENT_MS = 10,
};

// A fixed-size ring of samples; its owner holds the lock.
typedef struct {
    int16_t *samples;
    size_t capacity;
    size_t start;
    size_t count;
} ring;

static int ring_init(ring *r, int milliseconds) {
    r->capacity = (size_t)RATE * CHANNELS * (size_t)milliseconds / 1000;
    r->start = 0;
    r->count = 0;
    r->samples = calloc(r->capacity, sizeof(int16_t));
    return r->samples != NULL;
}

static void ring_drop(ring *r, size_t count) {
    if (count > r->count) count = r->count;
    r->start = (r->start + count) % r->capacity;
    r->count -= count;
}

// Appends, dropping the oldest samples (whole frames, as `count` is even) to make room.
static void ring_push(ring *r, const int16_t *samples, size_t count) {
    if (count > r->capacity) {
        samples += count - r->capacity;
        count = r->capacity;
    }
    if (r->count + count > r->capacity) ring_drop(r, r->count + count - r->capacity);
    size_t end = (r->start + r->count) % r->capacity;
    size_t first = r->capacity - end < count ? r->capacity - end : count;
    memcpy(r->samples + end, samples, first * sizeof(int16_t));
    memcpy(r->samples, samples + first, (count - first) * sizeof(int16_t));
    r->count += count;
}

// Takes up to `count` samples; returns how many.
static size_t ring_pop(ring *r, int16_t *out, size_t count) {
    if (count > r->count) count = r->count;
    size_t first = r->capacity - r->start < count ? r->capacity - r->start : count;
    memcpy(out, r->samples + r->start, first * sizeof(int16_t));
    memcpy(out + first, r->samples, (count - first) * sizeof(int16_t));
    ring_drop(r, count);
    return count;
}

// libpulse's objects are touched only on the mainloop's thread or under its lock. Everything the caller's threads
// share with the callbacks sits under `lock`, which is never held while waiting on libpulse, so `cpulse_play` and
// `cpulse_captured` wait for a memcpy at most.
struct cpulse_link {
    pa_threaded_mainloop *mainloop;
    pa_context *context;
    pa_stream *playback;
    pa_stream *record;
    int streams;
    int latency_ms;
    cpulse_request_fn request;
    void *request_context;

    pthread_mutex_t lock;
    pthread_cond_t changed;
    ring played;
    // The least that stayed in `played` after a request since the last check, and how much was asked since then.
    size_t backlog_floor;
    size_t asked_since_check;
    // How much was asked since the last timing query (-1 before the first).
    size_t asked_since_timing;
    ring captured;
    int ready_streams;
    int failed;
    int aborted;
    char problem[128];
    int64_t latency_us;
    int64_t granted_us;
};

static void copy_problem(char *to, size_t size, const char *text) {
    if (to != NULL && size > 0) snprintf(to, size, "%s", text);
}

static void fail(cpulse_link *link, const char *why) {
    pthread_mutex_lock(&link->lock);
    if (!link->failed) {
        link->failed = 1;
        copy_problem(link->problem, sizeof link->problem, why);
    }
    pthread_cond_broadcast(&link->changed);
    pthread_mutex_unlock(&link->lock);
}

static void stream_ready(cpulse_link *link) {
    pthread_mutex_lock(&link->lock);
    link->ready_streams++;
    pthread_cond_broadcast(&link->changed);
    pthread_mutex_unlock(&link->lock);
}

static void on_stream_state(pa_stream *stream, void *closure) {
    cpulse_link *link = closure;
    switch (pa_stream_get_state(stream)) {
    case PA_STREAM_READY:
        if (stream == link->playback) {
            const pa_buffer_attr *granted = pa_stream_get_buffer_attr(stream);
            pthread_mutex_lock(&link->lock);
            if (granted != NULL) link->granted_us = (int64_t)granted->tlength * 1000000 / (RATE * FRAME_BYTES);
            pthread_mutex_unlock(&link->lock);
        }
        stream_ready(link);
        break;
    case PA_STREAM_FAILED:
    case PA_STREAM_TERMINATED:
        fail(link, pa_strerror(pa_context_errno(link->context)));
        break;
    default:
        break;
    }
}

// After a request of `asked` samples: drops what stayed waiting all through the last half second beyond the
// backlog allowed. The lock is held.
static void trim_backlog(cpulse_link *link, size_t asked) {
    if (link->played.count < link->backlog_floor) link->backlog_floor = link->played.count;
    link->asked_since_check += asked;
    if (link->asked_since_check < (size_t)(RATE / 1000 * PLAYBACK_BACKLOG_CHECK_MS * CHANNELS)) return;
    int allowed_ms = link->request != NULL ? PLAYBACK_BACKLOG_PACED_MS : PLAYBACK_BACKLOG_MS;
    size_t allowed = (size_t)(RATE / 1000 * allowed_ms * CHANNELS);
    if (link->backlog_floor > allowed) ring_drop(&link->played, link->backlog_floor - allowed);
    link->backlog_floor = (size_t)-1;
    link->asked_since_check = 0;
}

// The server asks for `bytes`: what waits in the ring, then silence, so the server's buffer stays full and the
// latency stays what was asked for instead of the stream stopping and restarting on every gap.
static void on_write(pa_stream *stream, size_t bytes, void *closure) {
    cpulse_link *link = closure;
    void *data = NULL;
    size_t length = bytes;
    // Outside the lock: the caller fills the ring through cpulse_play, which takes it.
    if (link->request != NULL) link->request(link->request_context);
    if (pa_stream_begin_write(stream, &data, &length) < 0 || data == NULL) return;
    length -= length % FRAME_BYTES;
    size_t wanted = length / sizeof(int16_t);
    pa_usec_t latency = 0;
    int negative = 0;
    int known = pa_stream_get_latency(stream, &latency, &negative) == 0;
    if (link->asked_since_timing >= (size_t)(RATE / 1000 * TIMING_UPDATE_MS * CHANNELS)) {
        pa_operation *query = pa_stream_update_timing_info(stream, NULL, NULL);
        if (query != NULL) pa_operation_unref(query);
        link->asked_since_timing = 0;
    }
    link->asked_since_timing += wanted;
    pthread_mutex_lock(&link->lock);
    size_t taken = link->aborted ? 0 : ring_pop(&link->played, data, wanted);
    trim_backlog(link, wanted);
    if (known) link->latency_us = negative ? 0 : (int64_t)latency;
    pthread_mutex_unlock(&link->lock);
    memset((int16_t *)data + taken, 0, (wanted - taken) * sizeof(int16_t));
    pa_stream_write(stream, data, length, NULL, 0, PA_SEEK_RELATIVE);
}

static void on_read(pa_stream *stream, size_t bytes, void *closure) {
    (void)bytes;
    cpulse_link *link = closure;
    for (;;) {
        const void *data = NULL;
        size_t length = 0;
        if (pa_stream_peek(stream, &data, &length) < 0 || length == 0) return;
        size_t count = (length - length % FRAME_BYTES) / sizeof(int16_t);
        pthread_mutex_lock(&link->lock);
        if (data != NULL) {
            ring_push(&link->captured, data, count);
        } else {
            // A hole in the recording: the time it spans, as silence.
            int16_t silence[480];
            memset(silence, 0, sizeof silence);
            for (size_t left = count; left > 0;) {
                size_t part = left < 480 ? left : 480;
                ring_push(&link->captured, silence, part);
                left -= part;
            }
        }
        pthread_mutex_unlock(&link->lock);
        pa_stream_drop(stream);
    }
}

static pa_stream *new_stream(cpulse_link *link, const char *name) {
    pa_sample_spec spec = {.format = PA_SAMPLE_S16LE, .rate = RATE, .channels = CHANNELS};
    pa_stream *stream = pa_stream_new(link->context, name, &spec, NULL);
    if (stream != NULL) pa_stream_set_state_callback(stream, on_stream_state, link);
    return stream;
}

static uint32_t bytes_for(int milliseconds) {
    return (uint32_t)(RATE * FRAME_BYTES / 1000 * milliseconds);
}

static int open_streams(cpulse_link *link) {
    // Interpolation lets the write callback read the server's latency between the timing queries it makes itself.
    pa_stream_flags_t flags = PA_STREAM_ADJUST_LATENCY | PA_STREAM_INTERPOLATE_TIMING;
    if (link->streams & CPULSE_PLAYBACK) {
        if ((link->playback = new_stream(link, "playback")) == NULL) return -1;
        pa_stream_set_write_callback(link->playback, on_write, link);
        // What waited while the stream opened is trimmed at its first request, not half a second into it.
        pthread_mutex_lock(&link->lock);
        link->backlog_floor = (size_t)-1;
        link->asked_since_check = (size_t)(RATE / 1000 * PLAYBACK_BACKLOG_CHECK_MS * CHANNELS);
        pthread_mutex_unlock(&link->lock);
        link->asked_since_timing = (size_t)-1;
        // tlength: the latency asked for. The server asks again each time half of it has played: each request wakes
        // this thread and the server (most of what sound costs), and the caller hands blocks over at least every
        // 20 ms, so asking more often would not make it fuller.
        pa_buffer_attr attributes = {
            .maxlength = (uint32_t)-1,
            .tlength = bytes_for(link->latency_ms),
            .prebuf = (uint32_t)-1,
            .minreq = bytes_for(link->latency_ms) / 2 / FRAME_BYTES * FRAME_BYTES,
            .fragsize = (uint32_t)-1,
        };
        if (pa_stream_connect_playback(link->playback, NULL, &attributes, flags, NULL, NULL) < 0) return -1;
    }
    if (link->streams & CPULSE_CAPTURE) {
        if ((link->record = new_stream(link, "capture")) == NULL) return -1;
        pa_stream_set_read_callback(link->record, on_read, link);
        pa_buffer_attr attributes = {
            .maxlength = (uint32_t)-1,
            .tlength = (uint32_t)-1,
            .prebuf = (uint32_t)-1,
            .minreq = (uint32_t)-1,
            .fragsize = bytes_for(CAPTURE_FRAGMENT_MS),
        };
        if (pa_stream_connect_record(link->record, NULL, &attributes, PA_STREAM_ADJUST_LATENCY) < 0) return -1;
    }
    return 0;
}

static void on_context_state(pa_context *context, void *closure) {
    cpulse_link *link = closure;
    switch (pa_context_get_state(context)) {
    case PA_CONTEXT_READY:
        if (open_streams(link) < 0) fail(link, pa_strerror(pa_context_errno(context)));
        else if (link->streams == 0) stream_ready(link);
        break;
    case PA_CONTEXT_FAILED:
    case PA_CONTEXT_TERMINATED:
        fail(link, pa_strerror(pa_context_errno(context)));
        break;
    default:
        break;
    }
}

static void free_link(cpulse_link *link) {
    free(link->played.samples);
    free(link->captured.samples);
    pthread_cond_destroy(&link->changed);
    pthread_mutex_destroy(&link->lock);
    free(link);
}

cpulse_link *cpulse_open(const char *server, int streams, int latency_ms, cpulse_request_fn request,
                         void *request_context, char *problem, size_t problem_size) {
    if (!cpulse_available()) {
        copy_problem(problem, problem_size, CPULSE_NOT_INSTALLED);
        return NULL;
    }
    cpulse_link *link = calloc(1, sizeof *link);
    if (link == NULL) {
        copy_problem(problem, problem_size, strerror(ENOMEM));
        return NULL;
    }
    pthread_mutex_init(&link->lock, NULL);
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&link->changed, &attributes);
    pthread_condattr_destroy(&attributes);
    link->streams = streams;
    link->request = request;
    link->request_context = request_context;
    link->latency_ms = latency_ms < 1 ? 1 : latency_ms;
    link->latency_us = -1;
    link->granted_us = -1;
    link->backlog_floor = (size_t)-1;
    if (!ring_init(&link->played, PLAYBACK_RING_MS) || !ring_init(&link->captured, CAPTURE_RING_MS)
        || (link->mainloop = pa_threaded_mainloop_new()) == NULL) {
        copy_problem(problem, problem_size, strerror(ENOMEM));
        free_link(link);
        return NULL;
    }
    link->context = pa_context_new(pa_threaded_mainloop_get_api(link->mainloop), "APIExample");
    if (link->context == NULL) {
        copy_problem(problem, problem_size, strerror(ENOMEM));
        cpulse_close(link);
        return NULL;
    }
    pa_context_set_state_callback(link->context, on_context_state, link);
    if (pa_context_connect(link->context, server, PA_CONTEXT_NOAUTOSPAWN, NULL) < 0
        || pa_threaded_mainloop_start(link->mainloop) < 0) {
        copy_problem(problem, problem_size, pa_strerror(pa_context_errno(link->context)));
        cpulse_close(link);
        return NULL;
    }
    return link;
}

static void deadline_after(struct timespec *deadline, int milliseconds) {
    clock_gettime(CLOCK_MONOTONIC, deadline);
    deadline->tv_sec += milliseconds / 1000;
    deadline->tv_nsec += (long)(milliseconds % 1000) * 1000000L;
    if (deadline->tv_nsec >= 1000000000L) {
        deadline->tv_sec += 1;
        deadline->tv_nsec -= 1000000000L;
    }
}

static int all_ready(const cpulse_link *link) {
    int wanted = (link->streams & CPULSE_PLAYBACK ? 1 : 0) + (link->streams & CPULSE_CAPTURE ? 1 : 0);
    return link->ready_streams >= (wanted > 0 ? wanted : 1);
}

int cpulse_wait_ready(cpulse_link *link, int timeout_ms, char *problem, size_t problem_size) {
    struct timespec deadline;
    deadline_after(&deadline, timeout_ms);
    pthread_mutex_lock(&link->lock);
    int result = CPULSE_TIMED_OUT;
    for (;;) {
        if (link->aborted) { result = CPULSE_ABORTED; break; }
        if (link->failed) { result = CPULSE_FAILED; copy_problem(problem, problem_size, link->problem); break; }
        if (all_ready(link)) { result = CPULSE_READY; break; }
        if (pthread_cond_timedwait(&link->changed, &link->lock, &deadline) == ETIMEDOUT) {
            if (all_ready(link)) result = CPULSE_READY;
            break;
        }
    }
    pthread_mutex_unlock(&link->lock);
    return result;
}

int cpulse_wait_end(cpulse_link *link, char *problem, size_t problem_size) {
    pthread_mutex_lock(&link->lock);
    while (!link->aborted && !link->failed) pthread_cond_wait(&link->changed, &link->lock);
    int result = link->aborted ? CPULSE_ABORTED : CPULSE_FAILED;
    if (result == CPULSE_FAILED) copy_problem(problem, problem_size, link->problem);
    pthread_mutex_unlock(&link->lock);
    return result;
}

void cpulse_abort(cpulse_link *link) {
    pthread_mutex_lock(&link->lock);
    link->aborted = 1;
    link->played.count = 0;
    pthread_cond_broadcast(&link->changed);
    pthread_mutex_unlock(&link->lock);
}

void cpulse_close(cpulse_link *link) {
    if (link->mainloop != NULL) {
        pa_threaded_mainloop_lock(link->mainloop);
        pa_stream *streams[2] = {link->playback, link->record};
        for (int index = 0; index < 2; index++) {
            if (streams[index] == NULL) continue;
            pa_stream_set_state_callback(streams[index], NULL, NULL);
            pa_stream_set_write_callback(streams[index], NULL, NULL);
            pa_stream_set_read_callback(streams[index], NULL, NULL);
            pa_stream_disconnect(streams[index]);
            pa_stream_unref(streams[index]);
        }
        if (link->context != NULL) {
            pa_context_set_state_callback(link->context, NULL, NULL);
            pa_context_disconnect(link->context);
            pa_context_unref(link->context);
        }
        pa_threaded_mainloop_unlock(link->mainloop);
        pa_threaded_mainloop_stop(link->mainloop);
        pa_threaded_mainloop_free(link->mainloop);
    }
    free_link(link);
}

void cpulse_play(cpulse_link *link, const int16_t *samples, size_t count) {
    count -= count % CHANNELS;
    pthread_mutex_lock(&link->lock);
    if (!link->aborted) ring_push(&link->played, samples, count);
    pthread_mutex_unlock(&link->lock);
}

int cpulse_captured(cpulse_link *link, int16_t *out, size_t frames) {
    size_t count = frames * CHANNELS;
    pthread_mutex_lock(&link->lock);
    int enough = link->captured.count >= count;
    if (enough) ring_pop(&link->captured, out, count);
    pthread_mutex_unlock(&link->lock);
    return enough;
}

int64_t cpulse_playback_latency_us(cpulse_link *link) {
    pthread_mutex_lock(&link->lock);
    int64_t latency = link->latency_us;
    pthread_mutex_unlock(&link->lock);
    return latency;
}

int64_t cpulse_granted_buffer_us(cpulse_link *link) {
    pthread_mutex_lock(&link->lock);
    int64_t granted = link->granted_us;
    pthread_mutex_unlock(&link->lock);
    return granted;
}

int64_t cpulse_queued_us(cpulse_link *link) {
    pthread_mutex_lock(&link->lock);
    int64_t queued = (int64_t)(link->played.count / CHANNELS) * 1000000 / RATE;
    pthread_mutex_unlock(&link->lock);
    return queued;
}
