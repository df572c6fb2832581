#include "MediaCodecFile.h"

#include <errno.h>
#include <libavutil/mem.h>
#include <string.h>

int32_t media_codec_code(int error, int32_t fallback) {
    switch (error) {
    case AVERROR(ENOENT):
    case AVERROR(ENOTDIR):
    case AVERROR_HTTP_NOT_FOUND:
        return MEDIA_CODEC_NOT_FOUND;
    case AVERROR(EISDIR):
        return MEDIA_CODEC_IS_DIRECTORY;
    case AVERROR(EACCES):
    case AVERROR(EPERM):
    case AVERROR_HTTP_UNAUTHORIZED:
    case AVERROR_HTTP_FORBIDDEN:
        return MEDIA_CODEC_PERMISSION;
    case AVERROR(ENOMEM):
        return MEDIA_CODEC_NO_MEMORY;
    case AVERROR(EIO):
        return MEDIA_CODEC_IO;
    case AVERROR_INVALIDDATA:
        return MEDIA_CODEC_BAD_DATA;
    case AVERROR_DECODER_NOT_FOUND:
        return MEDIA_CODEC_NO_DECODER;
    case AVERROR_ENCODER_NOT_FOUND:
        return MEDIA_CODEC_NO_ENCODER;
    default:
        return fallback;
    }
}

void media_codec_copy_string(char *out, size_t size, const char *text) {
    if (size == 0) return;
    if (!text) text = "";
    size_t length = strlen(text);
    if (length >= size) {
        length = size - 1;
        // Back off over continuation bytes so the cut never splits a character.
        while (length > 0 && ((unsigned char)text[length] & 0xC0) == 0x80) length--;
    }
    memcpy(out, text, length);
    out[length] = 0;
}

int media_codec_find_stream_info(AVFormatContext *format) {
    // avformat_find_stream_info decodes a first picture of each stream to learn its format: without the bound, a
    // 10000×10000 file costs its 150 MB before anyone could look at its size and refuse it.
    unsigned count = format->nb_streams;
    AVDictionary **options = count > 0 ? av_calloc(count, sizeof(AVDictionary *)) : NULL;
    if (count > 0 && !options) return AVERROR(ENOMEM);
    for (unsigned i = 0; i < count; i++) av_dict_set_int(&options[i], "max_pixels", MEDIA_CODEC_MAX_PIXELS, 0);
    int error = avformat_find_stream_info(format, options);
    for (unsigned i = 0; i < count; i++) av_dict_free(&options[i]);
    av_free(options);
    return error;
}
