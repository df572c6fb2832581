#ifndef MEDIA_CODEC_FILE_H
#define MEDIA_CODEC_FILE_H

// What the reading and writing halves of libMediaCodec.so share.

#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <stdatomic.h>

#include "MediaCodecABI.h"

// The exported functions (MediaCodecABICheck.c checks them against the ABI's typedefs).
int32_t media_codec_abi_version(void);
const char *media_codec_ffmpeg_version(void);
media_codec_file *media_codec_create(int32_t timeout_ms);
int32_t media_codec_open(media_codec_file *file, const char *path_or_url);
void media_codec_interrupt(media_codec_file *file);
int32_t media_codec_get_info(media_codec_file *file, media_codec_info *out);
int32_t media_codec_get_stream(media_codec_file *file, int32_t index, media_codec_stream_info *out);
int32_t media_codec_select_audio(media_codec_file *file, int32_t index);
int32_t media_codec_read_video(media_codec_file *file, int32_t width, int32_t height, uint8_t *buffer,
                               int32_t capacity, int64_t *pts_ms);
int32_t media_codec_read_audio(media_codec_file *file, int32_t sample_rate, int32_t channels, int16_t *buffer,
                               int32_t max_frames, int32_t *frames, int64_t *pts_ms);
int32_t media_codec_seek(media_codec_file *file, int64_t position_ms);
void media_codec_close(media_codec_file *file);
int32_t media_codec_writer_create(const char *path, media_codec_writer **out);
int32_t media_codec_writer_add_video(media_codec_writer *writer, const char *encoder, int32_t width, int32_t height,
                                     int32_t fps, int64_t bit_rate);
int32_t media_codec_writer_add_audio(media_codec_writer *writer, const char *encoder, int32_t sample_rate,
                                     int32_t channels, int64_t bit_rate, const char *language, const char *title);
int32_t media_codec_writer_begin(media_codec_writer *writer);
int32_t media_codec_writer_video(media_codec_writer *writer, int32_t stream, const uint8_t *i420);
int32_t media_codec_writer_audio(media_codec_writer *writer, int32_t stream, const int16_t *samples, int32_t frames);
int32_t media_codec_writer_finish(media_codec_writer *writer);
void media_codec_writer_free(media_codec_writer *writer);
int32_t media_codec_demuxer_open(const char *path, media_codec_demuxer **out, media_codec_stream_info *stream);
int32_t media_codec_demuxer_read(media_codec_demuxer *demuxer, const uint8_t **data, int32_t *size, int32_t *key,
                                 int64_t *pts_ms);
void media_codec_demuxer_free(media_codec_demuxer *demuxer);
int32_t media_codec_decoder_create(const char *codec_name, media_codec_decoder **out);
int32_t media_codec_decoder_decode(media_codec_decoder *decoder, const uint8_t *data, int32_t size, int32_t *width,
                                   int32_t *height);
int32_t media_codec_decoder_picture(media_codec_decoder *decoder, int32_t width, int32_t height, uint8_t *buffer,
                                    int32_t capacity);
void media_codec_decoder_free(media_codec_decoder *decoder);

/// An FFmpeg error as a stable ABI code; `fallback` for anything without a meaning of its own.
int32_t media_codec_code(int error, int32_t fallback);

/// avformat_find_stream_info with every stream's probing decoder bounded to MEDIA_CODEC_MAX_PIXELS.
int media_codec_find_stream_info(AVFormatContext *format);

/// Copies `text` (NULL is "") into `out`, cut at `size` - 1 bytes on a UTF-8 character boundary.
void media_codec_copy_string(char *out, size_t size, const char *text);

#endif
