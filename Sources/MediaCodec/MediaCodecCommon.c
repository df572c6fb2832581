#include "MediaCodecFile.h"

#include <errno.h>
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
