#ifndef MEDIA_CODEC_ABI_H
#define MEDIA_CODEC_ABI_H

// The plain C ABI of libMediaCodec.so, the project's only code that calls FFmpeg (Sources/MediaCodec). Nothing
// links that library: the media layer (Sources/MediaDecoding) opens it with dlopen on first use, so start-up never
// maps FFmpeg's ~136 shared objects, and resolves the functions below with dlsym. This header is imported without
// linking anything: it holds the structs, the codes and the function types, and documents each function.
//
// Threading: a handle is used from one thread at a time; only media_codec_interrupt may be called from any thread.
// Times are milliseconds from the start of the media. Strings are UTF-8, NUL-terminated, cut to fit.

#include <stdint.h>

#define MEDIA_CODEC_ABI_VERSION 3

/// Results. 0 is success; MEDIA_CODEC_END is the normal end of a stream; everything below 0 is a failure.
enum {
    MEDIA_CODEC_OK = 0,
    MEDIA_CODEC_END = 1,
    MEDIA_CODEC_AGAIN = 2,              // a decoder took the data and has no new picture yet
    MEDIA_CODEC_INVALID_ARGUMENT = -1,
    MEDIA_CODEC_NOT_FOUND = -2,         // no such file (ENOENT, ENOTDIR) or HTTP 404
    MEDIA_CODEC_IS_DIRECTORY = -3,
    MEDIA_CODEC_NOT_REGULAR = -4,       // a FIFO, device or socket: refused before any blocking open
    MEDIA_CODEC_EMPTY = -5,             // a 0-byte file
    MEDIA_CODEC_PERMISSION = -6,        // EACCES, EPERM, HTTP 401/403
    MEDIA_CODEC_UNKNOWN_FORMAT = -7,    // no demuxer recognises it, or its header is damaged
    MEDIA_CODEC_NO_STREAMS = -8,        // opened, but neither audio nor video in it
    MEDIA_CODEC_NO_DECODER = -9,        // no decoder for the codec (at open: for any of its audio/video streams)
    MEDIA_CODEC_IO = -10,               // a read failed or the file is shorter than its index says
    MEDIA_CODEC_BAD_DATA = -11,         // undecodable data part-way through
    MEDIA_CODEC_TIMED_OUT = -12,        // the operation took longer than the handle's timeout
    MEDIA_CODEC_INTERRUPTED = -13,      // media_codec_interrupt was called
    MEDIA_CODEC_NO_STREAM = -14,        // asked for a kind of stream the media does not have, or a bad index
    MEDIA_CODEC_NO_MEMORY = -15,
    MEDIA_CODEC_NO_ENCODER = -16,
    MEDIA_CODEC_ENCODE_FAILED = -17,
    MEDIA_CODEC_WRITE_FAILED = -18,
    MEDIA_CODEC_INTERNAL = -19,
    MEDIA_CODEC_TOO_LARGE = -20,        // a picture bigger than MEDIA_CODEC_MAX_SIDE / MEDIA_CODEC_MAX_PIXELS
};

/// The largest picture a file may carry (issue 30): at most this many pixels on either side and in all. A decoded
/// 10000×10000 frame alone is 150 MB; 8K UHD (7680×4320) is the largest common size and still fits. media_codec_open
/// refuses a video stream whose coded size exceeds them with MEDIA_CODEC_TOO_LARGE, and the decoders are told the
/// same bound, so a stream that grows part-way fails to decode rather than allocating more.
#define MEDIA_CODEC_MAX_SIDE 8192
#define MEDIA_CODEC_MAX_PIXELS (7680 * 4320)

/// Stream kinds, the values of the SDK's media stream types (UNKNOWN 0, VIDEO 1, AUDIO 2, SUBTITLE 3).
enum {
    MEDIA_CODEC_KIND_UNKNOWN = 0,
    MEDIA_CODEC_KIND_VIDEO = 1,
    MEDIA_CODEC_KIND_AUDIO = 2,
    MEDIA_CODEC_KIND_SUBTITLE = 3,
};

typedef struct media_codec_file media_codec_file;
typedef struct media_codec_writer media_codec_writer;
typedef struct media_codec_demuxer media_codec_demuxer;
typedef struct media_codec_decoder media_codec_decoder;

typedef struct {
    char format_name[64];       // FFmpeg's demuxer names, e.g. "mov,mp4,m4a,3gp,3g2,mj2"
    int64_t duration_ms;        // -1 when unknown (a live stream)
    int64_t bit_rate;           // bits per second, 0 when unknown
    int32_t stream_count;
    int32_t video_stream;       // the stream decoded as video, -1 when none
    int32_t audio_stream;       // the audio stream decoded now, -1 when none
} media_codec_info;

typedef struct {
    int32_t index;
    int32_t kind;               // MEDIA_CODEC_KIND_*
    char codec_name[32];        // "h264", "aac", "mp3"…
    char language[16];          // ISO 639 code from the container, "" when none
    char title[64];             // "" when none
    int32_t has_decoder;        // 1 when this build of FFmpeg can decode it
    int32_t width, height;      // video
    double frame_rate;          // video, frames per second; 0 when unknown
    int32_t sample_rate;        // audio
    int32_t channels;           // audio
    int64_t bit_rate;           // bits per second, 0 when unknown
    int64_t duration_ms;        // -1 when unknown
} media_codec_stream_info;

// ---- Reading ----

/// MEDIA_CODEC_ABI_VERSION; the media layer refuses other versions.
typedef int32_t (*media_codec_abi_version_fn)(void);
/// FFmpeg's version string (for logs).
typedef const char *(*media_codec_ffmpeg_version_fn)(void);
/// A new handle with the given timeout for each blocking step (open, read, seek); NULL without memory.
typedef media_codec_file *(*media_codec_create_fn)(int32_t timeout_ms);
/// Opens a local path (checked to be a regular, non-empty file before anything blocks on it) or a URL
/// (scheme://…). Reads the stream information, picks the best video stream and audio stream and opens decoders.
typedef int32_t (*media_codec_open_fn)(media_codec_file *file, const char *path_or_url);
/// Abandons the current or next blocking step with MEDIA_CODEC_INTERRUPTED; any thread.
typedef void (*media_codec_interrupt_fn)(media_codec_file *file);
typedef int32_t (*media_codec_get_info_fn)(media_codec_file *file, media_codec_info *out);
typedef int32_t (*media_codec_get_stream_fn)(media_codec_file *file, int32_t index, media_codec_stream_info *out);
/// Makes stream `index` (an audio stream) the one media_codec_read_audio decodes, from the current position.
typedef int32_t (*media_codec_select_audio_fn)(media_codec_file *file, int32_t index);
/// The next video frame as I420 scaled to width×height (even or odd), tightly packed into `buffer`
/// (width*height + 2 * ((width+1)/2) * ((height+1)/2) bytes, `capacity` at least that), and its presentation time.
/// MEDIA_CODEC_END after the last frame.
typedef int32_t (*media_codec_read_video_fn)(media_codec_file *file, int32_t width, int32_t height, uint8_t *buffer,
                                             int32_t capacity, int64_t *pts_ms);
/// Up to `max_frames` frames of interleaved signed 16-bit PCM at sample_rate and channels (1 or 2) into `buffer`;
/// `*frames` tells how many (more than 0 unless the result is MEDIA_CODEC_END), `*pts_ms` the first one's time.
typedef int32_t (*media_codec_read_audio_fn)(media_codec_file *file, int32_t sample_rate, int32_t channels,
                                             int16_t *buffer, int32_t max_frames, int32_t *frames, int64_t *pts_ms);
/// Moves to `position_ms` (clamped to the media): the next video frame read is the one showing at that time and
/// the next audio starts there.
typedef int32_t (*media_codec_seek_fn)(media_codec_file *file, int64_t position_ms);
/// Closes and frees the handle (NULL is fine).
typedef void (*media_codec_close_fn)(media_codec_file *file);

// ---- Writing (the project's sample MP4: bit-exact flags, one thread) ----

/// A new writer at `path`, its container chosen by the file name (".mp4", ".m4a", ".mp3", ".ogg"…; MP4 when the
/// name says nothing FFmpeg knows). The file is created at media_codec_writer_begin.
typedef int32_t (*media_codec_writer_create_fn)(const char *path, media_codec_writer **out);
/// Adds a video stream with encoder `encoder` ("libx264"), I420 input at width×height, `fps` frames per second.
/// Returns the new stream's index (0, 1, …) or a failure; the same for audio.
typedef int32_t (*media_codec_writer_add_video_fn)(media_codec_writer *writer, const char *encoder, int32_t width,
                                                   int32_t height, int32_t fps, int64_t bit_rate);
/// Adds an audio stream with encoder `encoder` ("aac", "libmp3lame", "libopus"), fed interleaved s16 at
/// sample_rate × channels; language and title go into the container's metadata ("" for none).
typedef int32_t (*media_codec_writer_add_audio_fn)(media_codec_writer *writer, const char *encoder,
                                                   int32_t sample_rate, int32_t channels, int64_t bit_rate,
                                                   const char *language, const char *title);
/// Opens the file and writes the header; no streams can be added afterwards.
typedef int32_t (*media_codec_writer_begin_fn)(media_codec_writer *writer);
/// Encodes the next frame of video stream `stream` (packed I420 of the stream's size).
typedef int32_t (*media_codec_writer_video_fn)(media_codec_writer *writer, int32_t stream, const uint8_t *i420);
/// Encodes `frames` more frames of interleaved s16 for audio stream `stream`.
typedef int32_t (*media_codec_writer_audio_fn)(media_codec_writer *writer, int32_t stream, const int16_t *samples,
                                               int32_t frames);
/// Flushes every encoder, writes the trailer and closes the file.
typedef int32_t (*media_codec_writer_finish_fn)(media_codec_writer *writer);
/// Frees the writer (after finish, or to abandon it; NULL is fine).
typedef void (*media_codec_writer_free_fn)(media_codec_writer *writer);

// ---- Compressed video (the SDK's custom encoded video track: packets pushed as an encoder would produce them) ----

/// Opens a local file (a regular, non-empty file) for its best video stream's packets as stored, without decoding.
/// H.264 and HEVC come out in Annex B (start codes, parameter sets in front of key frames), the form an encoder
/// hands to pushExternalEncodedVideoFrame. `*stream` (may be NULL) describes the stream.
typedef int32_t (*media_codec_demuxer_open_fn)(const char *path, media_codec_demuxer **out,
                                               media_codec_stream_info *stream);
/// The next packet of that stream: `*data`/`*size` stay valid until the next read or free; `*key` is 1 for a key
/// frame; `*pts_ms` its presentation time. MEDIA_CODEC_END after the last one.
typedef int32_t (*media_codec_demuxer_read_fn)(media_codec_demuxer *demuxer, const uint8_t **data, int32_t *size,
                                               int32_t *key, int64_t *pts_ms);
/// Frees the demuxer (NULL is fine).
typedef void (*media_codec_demuxer_free_fn)(media_codec_demuxer *demuxer);
/// A decoder for a stream of packets of codec `codec_name` ("h264", "hevc", "vp8"…, FFmpeg's names).
typedef int32_t (*media_codec_decoder_create_fn)(const char *codec_name, media_codec_decoder **out);
/// Decodes one packet. MEDIA_CODEC_OK when it produced a picture (its size in *width, *height), MEDIA_CODEC_AGAIN
/// when the decoder needs more packets first (a delta frame before any key frame, or reordering delay).
typedef int32_t (*media_codec_decoder_decode_fn)(media_codec_decoder *decoder, const uint8_t *data, int32_t size,
                                                 int32_t *width, int32_t *height);
/// The latest picture as tightly packed I420 scaled to width×height (capacity as media_codec_read_video's).
typedef int32_t (*media_codec_decoder_picture_fn)(media_codec_decoder *decoder, int32_t width, int32_t height,
                                                  uint8_t *buffer, int32_t capacity);
/// Frees the decoder (NULL is fine).
typedef void (*media_codec_decoder_free_fn)(media_codec_decoder *decoder);

#endif
