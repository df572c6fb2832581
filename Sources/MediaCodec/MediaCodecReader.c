// Reading: open (local files through our own descriptor, URLs through FFmpeg's protocols), stream information,
// decoding to I420 and interleaved s16, seeking. See MediaCodecABI.h for the contract of each function.

#include "MediaCodecFile.h"

#include <errno.h>
#include <fcntl.h>
#include <libavcodec/avcodec.h>
#include <libavutil/channel_layout.h>
#include <libavutil/imgutils.h>
#include <libavutil/time.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// Packets of the stream not being read are kept for it, up to this many; beyond that the oldest are dropped, so a
// caller that reads only video (or only audio) holds a bounded amount of memory.
#define QUEUE_CAPACITY 1024
// Undecodable packets in a row before a read gives up with MEDIA_CODEC_BAD_DATA.
#define MAX_BAD_PACKETS 16

typedef struct {
    AVPacket *items[QUEUE_CAPACITY];
    int head, count;
} packet_queue;

typedef struct {
    int index;               // stream index, -1 when none
    AVCodecContext *codec;   // NULL when FFmpeg has no decoder for it
    packet_queue queue;
    int draining;            // the end-of-stream packet was sent
} decoder_slot;

struct media_codec_file {
    AVFormatContext *format;
    AVIOContext *io;
    int fd;
    int64_t timeout_us;
    int64_t deadline_us;
    atomic_int interrupted;
    int timed_out;
    int io_failed;           // a read failed, or the demuxer wanted bytes past the end of the file
    int demux_ended;
    int64_t *last_dts;       // per stream, the latest timestamp demuxed (to tell a cut file's early end)
    unsigned last_dts_count; // streams last_dts covers: some demuxers (MPEG-TS) add streams while reading
    int32_t demux_error;
    decoder_slot video, audio;
    AVFrame *frame;
    AVPacket *packet;
    int64_t start_ms;
    int64_t skip_video_before_ms, skip_audio_before_ms;   // after a seek; -1 when not skipping
    int64_t last_video_ms;   // the last frame returned since the last seek; -1 before it
    struct SwsContext *sws;
    SwrContext *swr;
    int swr_in_format, swr_in_rate, swr_in_channels, swr_out_rate, swr_out_channels;
    int swr_flushed;
    int64_t audio_base_ms;   // time of the first converted frame since the last reset; -1 before it
    int64_t audio_produced;  // frames converted since then (pending included)
    int16_t *pending;        // converted, not yet returned
    int pending_frames, pending_offset;
    size_t pending_capacity; // in samples, not frames: the channel count changes when the caller asks for another
};

static void queue_clear(packet_queue *queue) {
    while (queue->count > 0) {
        av_packet_free(&queue->items[queue->head]);
        queue->head = (queue->head + 1) % QUEUE_CAPACITY;
        queue->count--;
    }
    queue->head = 0;
}

static void queue_push(packet_queue *queue, AVPacket *packet) {
    if (queue->count == QUEUE_CAPACITY) {
        av_packet_free(&queue->items[queue->head]);
        queue->head = (queue->head + 1) % QUEUE_CAPACITY;
        queue->count--;
    }
    queue->items[(queue->head + queue->count) % QUEUE_CAPACITY] = packet;
    queue->count++;
}

static AVPacket *queue_pop(packet_queue *queue) {
    if (queue->count == 0) return NULL;
    AVPacket *packet = queue->items[queue->head];
    queue->head = (queue->head + 1) % QUEUE_CAPACITY;
    queue->count--;
    return packet;
}

static int interrupt_callback(void *opaque) {
    media_codec_file *file = opaque;
    if (atomic_load(&file->interrupted)) return 1;
    if (file->deadline_us > 0 && av_gettime_relative() > file->deadline_us) {
        file->timed_out = 1;
        return 1;
    }
    return 0;
}

static void arm_deadline(media_codec_file *file) {
    file->timed_out = 0;
    file->deadline_us = av_gettime_relative() + file->timeout_us;
}

/// The code for a failed FFmpeg call, the interrupt and the descriptor's own failures taking precedence.
static int32_t failure_code(media_codec_file *file, int error, int32_t fallback) {
    if (atomic_load(&file->interrupted)) return MEDIA_CODEC_INTERRUPTED;
    if (file->timed_out || error == AVERROR_EXIT) return MEDIA_CODEC_TIMED_OUT;
    if (file->io_failed) return MEDIA_CODEC_IO;
    return media_codec_code(error, fallback);
}

static int read_callback(void *opaque, uint8_t *buffer, int size) {
    media_codec_file *file = opaque;
    for (;;) {
        ssize_t count = read(file->fd, buffer, (size_t)size);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) {
            file->io_failed = 1;
            return AVERROR(errno);
        }
        return count == 0 ? AVERROR_EOF : (int)count;
    }
}

static int64_t seek_callback(void *opaque, int64_t offset, int whence) {
    media_codec_file *file = opaque;
    struct stat info;
    if (fstat(file->fd, &info) != 0) return AVERROR(errno);
    if (whence == AVSEEK_SIZE) return info.st_size;
    whence &= ~AVSEEK_FORCE;
    int64_t target = offset;
    if (whence == SEEK_CUR) target += lseek(file->fd, 0, SEEK_CUR);
    else if (whence == SEEK_END) target += info.st_size;
    // The demuxer asks for bytes its index promises and the file no longer has: a truncated file. Refusing here
    // turns that into a read error rather than a quiet early end.
    if (target < 0 || target > info.st_size) {
        file->io_failed = 1;
        return AVERROR(EIO);
    }
    return lseek(file->fd, target, SEEK_SET);
}

media_codec_file *media_codec_create(int32_t timeout_ms) {
    // FFmpeg logs to stderr by default, which would write over the terminal UI; the ABI reports codes instead.
    av_log_set_level(AV_LOG_QUIET);
    media_codec_file *file = av_mallocz(sizeof(media_codec_file));
    if (!file) return NULL;
    file->fd = -1;
    file->timeout_us = (int64_t)(timeout_ms > 0 ? timeout_ms : 10000) * 1000;
    file->video.index = -1;
    file->audio.index = -1;
    file->skip_video_before_ms = -1;
    file->skip_audio_before_ms = -1;
    file->audio_base_ms = -1;
    file->last_video_ms = -1;
    atomic_init(&file->interrupted, 0);
    file->frame = av_frame_alloc();
    file->packet = av_packet_alloc();
    if (!file->frame || !file->packet) {
        av_frame_free(&file->frame);
        av_packet_free(&file->packet);
        av_free(file);
        return NULL;
    }
    return file;
}

void media_codec_interrupt(media_codec_file *file) {
    if (file) atomic_store(&file->interrupted, 1);
}

static void close_decoder(decoder_slot *slot) {
    avcodec_free_context(&slot->codec);
    queue_clear(&slot->queue);
    slot->draining = 0;
}

/// Opens the decoder of `slot->index`; MEDIA_CODEC_NO_DECODER leaves the slot without one.
static int32_t open_decoder(media_codec_file *file, decoder_slot *slot) {
    AVStream *stream = file->format->streams[slot->index];
    const AVCodec *decoder = avcodec_find_decoder(stream->codecpar->codec_id);
    if (!decoder) return MEDIA_CODEC_NO_DECODER;
    AVCodecContext *codec = avcodec_alloc_context3(decoder);
    if (!codec) return MEDIA_CODEC_NO_MEMORY;
    int error = avcodec_parameters_to_context(codec, stream->codecpar);
    // One thread: the same frames come out on every machine, and the app's other work keeps the second core.
    codec->thread_count = 1;
    codec->pkt_timebase = stream->time_base;
    // Headers may understate the size: a picture larger than the bound fails to decode instead of being allocated.
    codec->max_pixels = MEDIA_CODEC_MAX_PIXELS;
    if (error >= 0) error = avcodec_open2(codec, decoder, NULL);
    if (error < 0) {
        avcodec_free_context(&codec);
        return media_codec_code(error, MEDIA_CODEC_NO_DECODER);
    }
    slot->codec = codec;
    return MEDIA_CODEC_OK;
}

static int open_local(media_codec_file *file, const char *path) {
    // O_NONBLOCK: a FIFO nobody writes to would hold a blocking open forever; it is refused below instead.
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR || errno == ENAMETOOLONG) return MEDIA_CODEC_NOT_FOUND;
        if (errno == EACCES || errno == EPERM) return MEDIA_CODEC_PERMISSION;
        if (errno == ENXIO) return MEDIA_CODEC_NOT_REGULAR;
        return MEDIA_CODEC_IO;
    }
    struct stat info;
    int32_t result = MEDIA_CODEC_OK;
    if (fstat(fd, &info) != 0) result = MEDIA_CODEC_IO;
    else if (S_ISDIR(info.st_mode)) result = MEDIA_CODEC_IS_DIRECTORY;
    else if (!S_ISREG(info.st_mode)) result = MEDIA_CODEC_NOT_REGULAR;
    else if (info.st_size == 0) result = MEDIA_CODEC_EMPTY;
    if (result != MEDIA_CODEC_OK) {
        close(fd);
        return result;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    file->fd = fd;
    const int size = 64 * 1024;
    uint8_t *buffer = av_malloc(size);
    file->io = buffer ? avio_alloc_context(buffer, size, 0, file, read_callback, NULL, seek_callback) : NULL;
    if (!file->io) {
        av_free(buffer);
        return MEDIA_CODEC_NO_MEMORY;
    }
    file->format->pb = file->io;
    file->format->flags |= AVFMT_FLAG_CUSTOM_IO;
    return MEDIA_CODEC_OK;
}

/// Whether a video stream's coded size is within MEDIA_CODEC_MAX_SIDE and MEDIA_CODEC_MAX_PIXELS.
static int within_picture_bounds(const AVCodecParameters *parameters) {
    return parameters->width <= MEDIA_CODEC_MAX_SIDE && parameters->height <= MEDIA_CODEC_MAX_SIDE
        && (int64_t)parameters->width * parameters->height <= MEDIA_CODEC_MAX_PIXELS;
}

/// Whether any video stream (a cover picture aside) is larger than the bound.
static int has_oversized_video(const AVFormatContext *format) {
    for (unsigned i = 0; i < format->nb_streams; i++) {
        const AVStream *stream = format->streams[i];
        if (stream->codecpar->codec_type == AVMEDIA_TYPE_VIDEO && !(stream->disposition & AV_DISPOSITION_ATTACHED_PIC)
            && !within_picture_bounds(stream->codecpar)) {
            return 1;
        }
    }
    return 0;
}

int32_t media_codec_open(media_codec_file *file, const char *path) {
    // One open per handle: a failed open leaves its descriptor and I/O context for media_codec_close, and a second
    // open would leak them.
    if (!file || !path || !*path || file->format || file->fd >= 0 || file->io) return MEDIA_CODEC_INVALID_ARGUMENT;
    file->format = avformat_alloc_context();
    if (!file->format) return MEDIA_CODEC_NO_MEMORY;
    file->format->interrupt_callback.callback = interrupt_callback;
    file->format->interrupt_callback.opaque = file;
    int is_url = strstr(path, "://") != NULL;
    AVDictionary *options = NULL;
    if (is_url) {
        // Every network read is bounded, not only the open. Only network protocols: "file:", "pipe:" or "fd:"
        // would reach descriptors and special files past the checks local paths get.
        av_dict_set_int(&options, "rw_timeout", file->timeout_us, 0);
        av_dict_set(&options, "protocol_whitelist", "http,https,tcp,tls,crypto,httpproxy,rtmp,rtmps,rtmpt,rtsp,rtp,srtp,udp",
                    0);
    } else {
        int32_t local = open_local(file, path);
        if (local != MEDIA_CODEC_OK) {
            avformat_free_context(file->format);
            file->format = NULL;
            return local;
        }
    }
    arm_deadline(file);
    int error = avformat_open_input(&file->format, path, NULL, &options);
    av_dict_free(&options);
    // Refused on the container's word before the probe, which would decode a picture first; a probe that fails on
    // a picture beyond the bound leaves the stream's size at 0, so its word is the one to keep.
    if (error >= 0 && has_oversized_video(file->format)) return MEDIA_CODEC_TOO_LARGE;
    if (error >= 0) {
        arm_deadline(file);
        error = media_codec_find_stream_info(file->format);
    }
    if (error < 0) {
        // The probe's decoder refuses a picture beyond the bound, failing the probe: that is the reason to give.
        if (file->format && has_oversized_video(file->format)) return MEDIA_CODEC_TOO_LARGE;
        // Damaged data while opening means no demuxer could make sense of it.
        int32_t code = failure_code(file, error, MEDIA_CODEC_UNKNOWN_FORMAT);
        return code == MEDIA_CODEC_BAD_DATA ? MEDIA_CODEC_UNKNOWN_FORMAT : code;
    }
    if (file->format->start_time != AV_NOPTS_VALUE && file->format->start_time > 0) {
        file->start_ms = av_rescale(file->format->start_time, 1000, AV_TIME_BASE);
    }
    int video = av_find_best_stream(file->format, AVMEDIA_TYPE_VIDEO, -1, -1, NULL, 0);
    // A cover picture in a music file is not a video track.
    if (video >= 0 && (file->format->streams[video]->disposition & AV_DISPOSITION_ATTACHED_PIC)) video = -1;
    int audio = av_find_best_stream(file->format, AVMEDIA_TYPE_AUDIO, -1, video, NULL, 0);
    file->video.index = video >= 0 ? video : -1;
    file->audio.index = audio >= 0 ? audio : -1;
    if (file->video.index < 0 && file->audio.index < 0) return MEDIA_CODEC_NO_STREAMS;
    if (file->video.index >= 0 && !within_picture_bounds(file->format->streams[file->video.index]->codecpar)) {
        return MEDIA_CODEC_TOO_LARGE;
    }
    file->last_dts = av_malloc_array(file->format->nb_streams, sizeof(int64_t));
    if (!file->last_dts) return MEDIA_CODEC_NO_MEMORY;
    file->last_dts_count = file->format->nb_streams;
    for (unsigned i = 0; i < file->format->nb_streams; i++) file->last_dts[i] = AV_NOPTS_VALUE;
    int opened = 0;
    int32_t last = MEDIA_CODEC_NO_DECODER;
    if (file->video.index >= 0) {
        last = open_decoder(file, &file->video);
        opened += last == MEDIA_CODEC_OK;
    }
    if (file->audio.index >= 0) {
        int32_t result = open_decoder(file, &file->audio);
        if (result != MEDIA_CODEC_OK) last = result;
        opened += result == MEDIA_CODEC_OK;
    }
    return opened > 0 ? MEDIA_CODEC_OK : last;
}

int32_t media_codec_get_info(media_codec_file *file, media_codec_info *out) {
    if (!file || !file->format || !out) return MEDIA_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof(*out));
    media_codec_copy_string(out->format_name, sizeof(out->format_name),
                            file->format->iformat ? file->format->iformat->name : "");
    out->duration_ms = file->format->duration == AV_NOPTS_VALUE ? -1
        : av_rescale(file->format->duration, 1000, AV_TIME_BASE);
    out->bit_rate = file->format->bit_rate;
    out->stream_count = (int32_t)file->format->nb_streams;
    out->video_stream = file->video.index;
    out->audio_stream = file->audio.index;
    return MEDIA_CODEC_OK;
}

static int32_t kind_of(const AVStream *stream) {
    switch (stream->codecpar->codec_type) {
    case AVMEDIA_TYPE_VIDEO:
        return (stream->disposition & AV_DISPOSITION_ATTACHED_PIC) ? MEDIA_CODEC_KIND_UNKNOWN : MEDIA_CODEC_KIND_VIDEO;
    case AVMEDIA_TYPE_AUDIO: return MEDIA_CODEC_KIND_AUDIO;
    case AVMEDIA_TYPE_SUBTITLE: return MEDIA_CODEC_KIND_SUBTITLE;
    default: return MEDIA_CODEC_KIND_UNKNOWN;
    }
}

int32_t media_codec_get_stream(media_codec_file *file, int32_t index, media_codec_stream_info *out) {
    if (!file || !file->format || !out) return MEDIA_CODEC_INVALID_ARGUMENT;
    if (index < 0 || (unsigned)index >= file->format->nb_streams) return MEDIA_CODEC_NO_STREAM;
    const AVStream *stream = file->format->streams[index];
    const AVCodecParameters *parameters = stream->codecpar;
    memset(out, 0, sizeof(*out));
    out->index = index;
    out->kind = kind_of(stream);
    media_codec_copy_string(out->codec_name, sizeof(out->codec_name), avcodec_get_name(parameters->codec_id));
    const AVDictionaryEntry *language = av_dict_get(stream->metadata, "language", NULL, 0);
    const AVDictionaryEntry *title = av_dict_get(stream->metadata, "title", NULL, 0);
    // "und" is the container's way of saying none.
    media_codec_copy_string(out->language, sizeof(out->language),
                            language && strcmp(language->value, "und") != 0 ? language->value : "");
    media_codec_copy_string(out->title, sizeof(out->title), title ? title->value : "");
    out->has_decoder = avcodec_find_decoder(parameters->codec_id) != NULL;
    if (parameters->codec_type == AVMEDIA_TYPE_VIDEO) {
        out->width = parameters->width;
        out->height = parameters->height;
        AVRational rate = stream->avg_frame_rate.num > 0 ? stream->avg_frame_rate : stream->r_frame_rate;
        out->frame_rate = rate.num > 0 && rate.den > 0 ? av_q2d(rate) : 0;
    } else if (parameters->codec_type == AVMEDIA_TYPE_AUDIO) {
        out->sample_rate = parameters->sample_rate;
        out->channels = parameters->ch_layout.nb_channels;
    }
    out->bit_rate = parameters->bit_rate;
    out->duration_ms = stream->duration == AV_NOPTS_VALUE ? -1
        : av_rescale_q(stream->duration, stream->time_base, (AVRational){1, 1000});
    return MEDIA_CODEC_OK;
}

/// Whether the demuxer's index lists samples after the last one it gave for a stream being decoded: the file
/// ends before its index does (cut short), though every read succeeded.
static int ended_early(media_codec_file *file) {
    decoder_slot *slots[2] = {&file->video, &file->audio};
    for (int i = 0; i < 2; i++) {
        if (slots[i]->index < 0 || (unsigned)slots[i]->index >= file->last_dts_count) continue;
        AVStream *stream = file->format->streams[slots[i]->index];
        int count = avformat_index_get_entries_count(stream);
        const AVIndexEntry *last = count > 0 ? avformat_index_get_entry(stream, count - 1) : NULL;
        int64_t read = file->last_dts[slots[i]->index];
        if (last && last->timestamp != AV_NOPTS_VALUE && (read == AV_NOPTS_VALUE || read < last->timestamp)) return 1;
    }
    return 0;
}

/// The next packet of `slot`'s stream: kept ones first, then from the demuxer, keeping the other slot's packets.
static int32_t next_packet(media_codec_file *file, decoder_slot *slot, AVPacket **out) {
    AVPacket *kept = queue_pop(&slot->queue);
    if (kept) {
        *out = kept;
        return MEDIA_CODEC_OK;
    }
    if (file->demux_error) return file->demux_error;
    if (file->demux_ended) return MEDIA_CODEC_END;
    decoder_slot *other = slot == &file->video ? &file->audio : &file->video;
    for (;;) {
        arm_deadline(file);
        int error = av_read_frame(file->format, file->packet);
        if (error == AVERROR_EOF && !file->io_failed && !(file->format->pb && file->format->pb->error < 0)) {
            if (ended_early(file)) {
                file->demux_error = MEDIA_CODEC_IO;
                return MEDIA_CODEC_IO;
            }
            file->demux_ended = 1;
            return MEDIA_CODEC_END;
        }
        if (error < 0) {
            file->demux_error = failure_code(file, error, MEDIA_CODEC_IO);
            return file->demux_error;
        }
        int64_t stamp = file->packet->dts != AV_NOPTS_VALUE ? file->packet->dts : file->packet->pts;
        // A stream that appeared after the open is neither slot's: only the ones known then are tracked.
        if (stamp != AV_NOPTS_VALUE && (unsigned)file->packet->stream_index < file->last_dts_count) {
            int64_t *latest = &file->last_dts[file->packet->stream_index];
            if (*latest == AV_NOPTS_VALUE || stamp > *latest) *latest = stamp;
        }
        if (file->packet->stream_index == slot->index) {
            *out = av_packet_clone(file->packet);
            av_packet_unref(file->packet);
            return *out ? MEDIA_CODEC_OK : MEDIA_CODEC_NO_MEMORY;
        }
        if (file->packet->stream_index == other->index && other->codec) {
            AVPacket *copy = av_packet_clone(file->packet);
            if (copy) queue_push(&other->queue, copy);
        }
        av_packet_unref(file->packet);
    }
}

/// Decodes the next frame of `slot` into file->frame.
static int32_t decode_next(media_codec_file *file, decoder_slot *slot) {
    int bad = 0;
    for (;;) {
        int error = avcodec_receive_frame(slot->codec, file->frame);
        if (error == 0) return MEDIA_CODEC_OK;
        if (error == AVERROR_EOF) return MEDIA_CODEC_END;
        if (error != AVERROR(EAGAIN)) return failure_code(file, error, MEDIA_CODEC_BAD_DATA);
        AVPacket *packet = NULL;
        int32_t result = next_packet(file, slot, &packet);
        if (result == MEDIA_CODEC_END) {
            if (slot->draining) return MEDIA_CODEC_END;
            slot->draining = 1;
            avcodec_send_packet(slot->codec, NULL);
            continue;
        }
        if (result != MEDIA_CODEC_OK) return result;
        error = avcodec_send_packet(slot->codec, packet);
        av_packet_free(&packet);
        if (error == AVERROR_INVALIDDATA) {
            if (++bad >= MAX_BAD_PACKETS) return MEDIA_CODEC_BAD_DATA;
        } else if (error < 0 && error != AVERROR(EAGAIN)) {
            return failure_code(file, error, MEDIA_CODEC_BAD_DATA);
        } else {
            bad = 0;
        }
    }
}

static int64_t frame_ms(media_codec_file *file, decoder_slot *slot) {
    int64_t timestamp = file->frame->best_effort_timestamp;
    if (timestamp == AV_NOPTS_VALUE) timestamp = file->frame->pts;
    if (timestamp == AV_NOPTS_VALUE) return -1;
    return av_rescale_q(timestamp, file->format->streams[slot->index]->time_base, (AVRational){1, 1000})
        - file->start_ms;
}

static int32_t readable(media_codec_file *file, decoder_slot *slot) {
    if (!file || !file->format) return MEDIA_CODEC_INVALID_ARGUMENT;
    if (atomic_load(&file->interrupted)) return MEDIA_CODEC_INTERRUPTED;
    if (slot->index < 0) return MEDIA_CODEC_NO_STREAM;
    return slot->codec ? MEDIA_CODEC_OK : MEDIA_CODEC_NO_DECODER;
}

int32_t media_codec_read_video(media_codec_file *file, int32_t width, int32_t height, uint8_t *buffer,
                               int32_t capacity, int64_t *pts_ms) {
    int32_t state = readable(file, file ? &file->video : NULL);
    if (state != MEDIA_CODEC_OK) return state;
    if (width <= 0 || height <= 0 || width > 8192 || height > 8192 || !buffer) return MEDIA_CODEC_INVALID_ARGUMENT;
    int chroma_width = (width + 1) / 2, chroma_height = (height + 1) / 2;
    int64_t needed = (int64_t)width * height + 2 * (int64_t)chroma_width * chroma_height;
    if (capacity < needed) return MEDIA_CODEC_INVALID_ARGUMENT;
    AVStream *stream = file->format->streams[file->video.index];
    AVRational rate = stream->avg_frame_rate.num > 0 ? stream->avg_frame_rate : stream->r_frame_rate;
    for (;;) {
        int32_t result = decode_next(file, &file->video);
        if (result != MEDIA_CODEC_OK) return result;
        int64_t pts = frame_ms(file, &file->video);
        if (file->skip_video_before_ms >= 0 && pts >= 0) {
            // Keep the frame on screen at the target: the last one starting at or before it. Times are whole
            // milliseconds, so the duration is rounded down: a seek to a time this layer reported for a frame
            // lands on that frame, not on the one before it.
            int64_t duration = rate.num > 0 && rate.den > 0 ? av_rescale_rnd(1000, rate.den, rate.num, AV_ROUND_DOWN)
                : av_rescale_q(file->frame->pkt_duration, stream->time_base, (AVRational){1, 1000});
            if (pts + (duration > 0 ? duration : 1) <= file->skip_video_before_ms) {
                av_frame_unref(file->frame);
                continue;
            }
            file->skip_video_before_ms = -1;
        }
        AVFrame *frame = file->frame;
        file->sws = sws_getCachedContext(file->sws, frame->width, frame->height, frame->format, width, height,
                                         AV_PIX_FMT_YUV420P, SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT,
                                         NULL, NULL, NULL);
        if (!file->sws) {
            av_frame_unref(frame);
            return MEDIA_CODEC_INTERNAL;
        }
        uint8_t *planes[4] = {buffer, buffer + width * height, buffer + width * height + chroma_width * chroma_height,
                              NULL};
        int strides[4] = {width, chroma_width, chroma_width, 0};
        int rows = sws_scale(file->sws, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height,
                             planes, strides);
        av_frame_unref(frame);
        if (rows <= 0) return MEDIA_CODEC_INTERNAL;
        if (pts_ms) *pts_ms = pts < 0 ? 0 : pts;
        file->last_video_ms = pts < 0 ? 0 : pts;
        return MEDIA_CODEC_OK;
    }
}

static void reset_audio(media_codec_file *file) {
    swr_free(&file->swr);
    file->swr_flushed = 0;
    file->audio_base_ms = -1;
    file->audio_produced = 0;
    file->pending_frames = 0;
    file->pending_offset = 0;
}

static int reserve_pending(media_codec_file *file, int frames, int channels) {
    // Counted in samples: a buffer grown for mono frames holds half as many stereo ones (fuzz-media found stereo
    // converted into one sized for mono after the caller switched).
    size_t needed = ((size_t)file->pending_frames + (size_t)frames) * (size_t)channels;
    if (needed <= file->pending_capacity) return 1;
    int16_t *grown = av_realloc_array(file->pending, needed, sizeof(int16_t));
    if (!grown) return 0;
    file->pending = grown;
    file->pending_capacity = needed;
    return 1;
}

/// Converts file->frame (or, with no frame, what the resampler still holds) into the pending samples.
static int32_t convert_audio(media_codec_file *file, int32_t rate, int32_t channels, AVFrame *frame) {
    if (frame && (!file->swr || frame->format != file->swr_in_format || frame->sample_rate != file->swr_in_rate
                  || frame->ch_layout.nb_channels != file->swr_in_channels)) {
        swr_free(&file->swr);
        // Zeroed: av_channel_layout_copy uninitialises its destination first, freeing whatever it points at.
        AVChannelLayout in_layout = {0}, out_layout = {0};
        if (frame->ch_layout.order == AV_CHANNEL_ORDER_UNSPEC) {
            av_channel_layout_default(&in_layout, frame->ch_layout.nb_channels);
        } else if (av_channel_layout_copy(&in_layout, &frame->ch_layout) < 0) {
            return MEDIA_CODEC_NO_MEMORY;
        }
        av_channel_layout_default(&out_layout, channels);
        int error = swr_alloc_set_opts2(&file->swr, &out_layout, AV_SAMPLE_FMT_S16, rate, &in_layout, frame->format,
                                        frame->sample_rate, 0, NULL);
        av_channel_layout_uninit(&in_layout);
        av_channel_layout_uninit(&out_layout);
        if (error < 0 || swr_init(file->swr) < 0) {
            swr_free(&file->swr);
            return MEDIA_CODEC_INTERNAL;
        }
        file->swr_in_format = frame->format;
        file->swr_in_rate = frame->sample_rate;
        file->swr_in_channels = frame->ch_layout.nb_channels;
    }
    if (!file->swr) return MEDIA_CODEC_OK;
    int room = swr_get_out_samples(file->swr, frame ? frame->nb_samples : 0);
    if (room <= 0) return MEDIA_CODEC_OK;
    if (!reserve_pending(file, room, channels)) return MEDIA_CODEC_NO_MEMORY;
    uint8_t *out = (uint8_t *)(file->pending + (size_t)file->pending_frames * channels);
    int converted = swr_convert(file->swr, &out, room, frame ? (const uint8_t **)frame->extended_data : NULL,
                                frame ? frame->nb_samples : 0);
    if (converted < 0) return MEDIA_CODEC_INTERNAL;
    file->pending_frames += converted;
    file->audio_produced += converted;
    return MEDIA_CODEC_OK;
}

/// Drops pending samples before the seek target.
static void trim_to_target(media_codec_file *file, int32_t rate) {
    if (file->skip_audio_before_ms < 0 || file->audio_base_ms < 0) return;
    int64_t first = file->audio_produced - file->pending_frames + file->pending_offset;
    int64_t target = av_rescale(file->skip_audio_before_ms - file->audio_base_ms, rate, 1000);
    int64_t drop = target - first;
    int available = file->pending_frames - file->pending_offset;
    if (drop >= available) {
        file->pending_offset = file->pending_frames;
        return;
    }
    if (drop > 0) file->pending_offset += (int)drop;
    file->skip_audio_before_ms = -1;
}

int32_t media_codec_read_audio(media_codec_file *file, int32_t sample_rate, int32_t channels, int16_t *buffer,
                               int32_t max_frames, int32_t *frames, int64_t *pts_ms) {
    int32_t state = readable(file, file ? &file->audio : NULL);
    if (state != MEDIA_CODEC_OK) return state;
    if (sample_rate < 8000 || sample_rate > 192000 || channels < 1 || channels > 2 || !buffer || max_frames <= 0
        || !frames) {
        return MEDIA_CODEC_INVALID_ARGUMENT;
    }
    *frames = 0;
    // Pending samples count too: after a failed conversion there is no resampler, but what it made before is
    // still in the old format.
    if ((file->swr || file->pending_frames > 0)
        && (sample_rate != file->swr_out_rate || channels != file->swr_out_channels)) {
        // Another output format: start the conversion again from here.
        int64_t at = file->audio_base_ms < 0 ? -1
            : file->audio_base_ms + av_rescale(file->audio_produced - file->pending_frames + file->pending_offset, 1000,
                                               file->swr_out_rate);
        reset_audio(file);
        if (at >= 0 && file->skip_audio_before_ms < 0) file->skip_audio_before_ms = at;
    }
    file->swr_out_rate = sample_rate;
    file->swr_out_channels = channels;
    while (file->pending_offset >= file->pending_frames) {
        file->pending_frames = 0;
        file->pending_offset = 0;
        int32_t result = decode_next(file, &file->audio);
        if (result == MEDIA_CODEC_END) {
            if (file->swr_flushed || !file->swr) return MEDIA_CODEC_END;
            file->swr_flushed = 1;
            result = convert_audio(file, sample_rate, channels, NULL);
            if (result != MEDIA_CODEC_OK) return result;
            trim_to_target(file, sample_rate);
            continue;
        }
        if (result != MEDIA_CODEC_OK) return result;
        if (file->audio_base_ms < 0) {
            int64_t pts = frame_ms(file, &file->audio);
            file->audio_base_ms = pts < 0 ? 0 : pts;
        }
        result = convert_audio(file, sample_rate, channels, file->frame);
        av_frame_unref(file->frame);
        if (result != MEDIA_CODEC_OK) return result;
        trim_to_target(file, sample_rate);
    }
    int count = file->pending_frames - file->pending_offset;
    if (count > max_frames) count = max_frames;
    memcpy(buffer, file->pending + (size_t)file->pending_offset * channels, (size_t)count * channels * sizeof(int16_t));
    if (pts_ms) {
        int64_t first = file->audio_produced - file->pending_frames + file->pending_offset;
        *pts_ms = file->audio_base_ms + av_rescale(first, 1000, sample_rate);
    }
    file->pending_offset += count;
    *frames = count;
    return MEDIA_CODEC_OK;
}

int32_t media_codec_seek(media_codec_file *file, int64_t position_ms) {
    if (!file || !file->format) return MEDIA_CODEC_INVALID_ARGUMENT;
    if (atomic_load(&file->interrupted)) return MEDIA_CODEC_INTERRUPTED;
    if (position_ms < 0) position_ms = 0;
    int64_t duration = file->format->duration == AV_NOPTS_VALUE ? -1
        : av_rescale(file->format->duration, 1000, AV_TIME_BASE);
    if (duration >= 0 && position_ms > duration) position_ms = duration;
    file->io_failed = 0;
    arm_deadline(file);
    int64_t target = av_rescale(position_ms + file->start_ms, AV_TIME_BASE, 1000);
    int error = av_seek_frame(file->format, -1, target, AVSEEK_FLAG_BACKWARD);
    if (error < 0) return failure_code(file, error, MEDIA_CODEC_IO);
    decoder_slot *slots[2] = {&file->video, &file->audio};
    for (int i = 0; i < 2; i++) {
        queue_clear(&slots[i]->queue);
        slots[i]->draining = 0;
        if (slots[i]->codec) avcodec_flush_buffers(slots[i]->codec);
    }
    file->demux_ended = 0;
    file->demux_error = 0;
    reset_audio(file);
    file->skip_video_before_ms = position_ms;
    file->skip_audio_before_ms = position_ms;
    file->last_video_ms = -1;
    return MEDIA_CODEC_OK;
}

int32_t media_codec_select_audio(media_codec_file *file, int32_t index) {
    if (!file || !file->format) return MEDIA_CODEC_INVALID_ARGUMENT;
    if (index < 0 || (unsigned)index >= file->format->nb_streams
        || file->format->streams[index]->codecpar->codec_type != AVMEDIA_TYPE_AUDIO) {
        return MEDIA_CODEC_NO_STREAM;
    }
    if (index == file->audio.index && file->audio.codec) return MEDIA_CODEC_OK;
    // Where the old track had got to (or, before any audio was read, the picture); both streams start again
    // there, as the demuxer may have read past it.
    int64_t at = 0;
    if (file->audio_base_ms >= 0) {
        at = file->audio_base_ms + av_rescale(file->audio_produced - file->pending_frames + file->pending_offset, 1000,
                                              file->swr_out_rate > 0 ? file->swr_out_rate : 48000);
    } else if (file->skip_audio_before_ms >= 0) {
        at = file->skip_audio_before_ms;
    } else if (file->last_video_ms >= 0) {
        at = file->last_video_ms;
    }
    close_decoder(&file->audio);
    file->audio.index = index;
    int32_t result = open_decoder(file, &file->audio);
    if (result != MEDIA_CODEC_OK) return result;
    return media_codec_seek(file, at);
}

void media_codec_close(media_codec_file *file) {
    if (!file) return;
    close_decoder(&file->video);
    close_decoder(&file->audio);
    if (file->format) avformat_close_input(&file->format);
    if (file->io) {
        av_freep(&file->io->buffer);
        avio_context_free(&file->io);
    }
    if (file->fd >= 0) close(file->fd);
    sws_freeContext(file->sws);
    swr_free(&file->swr);
    av_free(file->pending);
    av_free(file->last_dts);
    av_frame_free(&file->frame);
    av_packet_free(&file->packet);
    av_free(file);
}

int32_t media_codec_abi_version(void) {
    return MEDIA_CODEC_ABI_VERSION;
}

const char *media_codec_ffmpeg_version(void) {
    return av_version_info();
}
