// Compressed video: a demuxer that hands out a file's video packets as an encoder would (Annex B for H.264 and
// HEVC), and a decoder for such packets. Together they stand for the two ends of the SDK's custom encoded video
// track: the app pushes what an encoder made, the receiving side decodes it. See MediaCodecABI.h for the contract.

#include "MediaCodecFile.h"

#include <libavcodec/avcodec.h>
#include <libavcodec/bsf.h>
#include <libavutil/avstring.h>
#include <libswscale/swscale.h>
#include <string.h>
#include <sys/stat.h>

struct media_codec_demuxer {
    AVFormatContext *format;
    int stream;
    AVBSFContext *filter;
    AVPacket *input;     // read from the file, handed to the filter
    AVPacket *output;    // the packet returned last; its data lives until the next read
    int flushed;
};

struct media_codec_decoder {
    AVCodecContext *codec;
    AVPacket *packet;
    AVFrame *latest;     // the newest picture, kept for media_codec_decoder_picture
    AVFrame *scratch;
    int has_picture;
    struct SwsContext *sws;
};

void media_codec_demuxer_free(media_codec_demuxer *demuxer) {
    if (!demuxer) return;
    av_bsf_free(&demuxer->filter);
    av_packet_free(&demuxer->input);
    av_packet_free(&demuxer->output);
    avformat_close_input(&demuxer->format);
    av_free(demuxer);
}

/// Refuses what is not a regular, non-empty file before the demuxer's blocking open could wait on it.
static int32_t check_local(const char *path) {
    struct stat info;
    if (stat(path, &info) != 0) return MEDIA_CODEC_NOT_FOUND;
    if (S_ISDIR(info.st_mode)) return MEDIA_CODEC_IS_DIRECTORY;
    if (!S_ISREG(info.st_mode)) return MEDIA_CODEC_NOT_REGULAR;
    return info.st_size == 0 ? MEDIA_CODEC_EMPTY : MEDIA_CODEC_OK;
}

/// The bitstream filter that turns the container's form into the one encoders emit (the identity for others).
static const char *filter_name(enum AVCodecID codec) {
    switch (codec) {
    case AV_CODEC_ID_H264: return "h264_mp4toannexb";
    case AV_CODEC_ID_HEVC: return "hevc_mp4toannexb";
    default: return "null";
    }
}

static void describe(const AVStream *stream, media_codec_stream_info *out) {
    memset(out, 0, sizeof(*out));
    const AVCodecParameters *parameters = stream->codecpar;
    out->index = stream->index;
    out->kind = MEDIA_CODEC_KIND_VIDEO;
    media_codec_copy_string(out->codec_name, sizeof(out->codec_name), avcodec_get_name(parameters->codec_id));
    out->has_decoder = avcodec_find_decoder(parameters->codec_id) != NULL;
    out->width = parameters->width;
    out->height = parameters->height;
    AVRational rate = stream->avg_frame_rate.num > 0 ? stream->avg_frame_rate : stream->r_frame_rate;
    out->frame_rate = rate.num > 0 && rate.den > 0 ? av_q2d(rate) : 0;
    out->bit_rate = parameters->bit_rate;
    out->duration_ms = stream->duration > 0 ? av_rescale_q(stream->duration, stream->time_base, (AVRational){1, 1000})
                                            : -1;
}

int32_t media_codec_demuxer_open(const char *path, media_codec_demuxer **out, media_codec_stream_info *stream) {
    if (!path || !*path || !out) return MEDIA_CODEC_INVALID_ARGUMENT;
    *out = NULL;
    av_log_set_level(AV_LOG_QUIET);
    int32_t local = check_local(path);
    if (local != MEDIA_CODEC_OK) return local;
    media_codec_demuxer *demuxer = av_mallocz(sizeof(media_codec_demuxer));
    if (!demuxer) return MEDIA_CODEC_NO_MEMORY;
    demuxer->input = av_packet_alloc();
    demuxer->output = av_packet_alloc();
    int32_t result = demuxer->input && demuxer->output ? MEDIA_CODEC_OK : MEDIA_CODEC_NO_MEMORY;
    int error = 0;
    // Through the file protocol by name: a local file called "pipe:0" or "concat:a|b" must not be taken as one of
    // FFmpeg's other protocols.
    char *url = av_asprintf("file:%s", path);
    if (!url) result = MEDIA_CODEC_NO_MEMORY;
    if (result == MEDIA_CODEC_OK && (error = avformat_open_input(&demuxer->format, url, NULL, NULL)) < 0) {
        result = media_codec_code(error, MEDIA_CODEC_UNKNOWN_FORMAT);
    }
    av_free(url);
    if (result == MEDIA_CODEC_OK && (error = media_codec_find_stream_info(demuxer->format)) < 0) {
        result = media_codec_code(error, MEDIA_CODEC_UNKNOWN_FORMAT);
    }
    if (result == MEDIA_CODEC_OK) {
        demuxer->stream = av_find_best_stream(demuxer->format, AVMEDIA_TYPE_VIDEO, -1, -1, NULL, 0);
        if (demuxer->stream < 0) result = MEDIA_CODEC_NO_STREAM;
    }
    if (result == MEDIA_CODEC_OK) {
        AVStream *video = demuxer->format->streams[demuxer->stream];
        const AVBitStreamFilter *filter = av_bsf_get_by_name(filter_name(video->codecpar->codec_id));
        if (!filter || av_bsf_alloc(filter, &demuxer->filter) < 0) {
            result = MEDIA_CODEC_INTERNAL;
        } else {
            demuxer->filter->time_base_in = video->time_base;
            if ((error = avcodec_parameters_copy(demuxer->filter->par_in, video->codecpar)) < 0
                || (error = av_bsf_init(demuxer->filter)) < 0) {
                result = media_codec_code(error, MEDIA_CODEC_BAD_DATA);
            }
        }
        if (stream) describe(video, stream);
    }
    if (result != MEDIA_CODEC_OK) {
        media_codec_demuxer_free(demuxer);
        return result;
    }
    *out = demuxer;
    return MEDIA_CODEC_OK;
}

int32_t media_codec_demuxer_read(media_codec_demuxer *demuxer, const uint8_t **data, int32_t *size, int32_t *key,
                                 int64_t *pts_ms) {
    if (!demuxer || !data || !size) return MEDIA_CODEC_INVALID_ARGUMENT;
    av_packet_unref(demuxer->output);
    for (;;) {
        int error = av_bsf_receive_packet(demuxer->filter, demuxer->output);
        if (error == 0) break;
        if (error == AVERROR_EOF) return MEDIA_CODEC_END;
        if (error != AVERROR(EAGAIN)) return media_codec_code(error, MEDIA_CODEC_BAD_DATA);
        if (demuxer->flushed) return MEDIA_CODEC_END;
        error = av_read_frame(demuxer->format, demuxer->input);
        if (error == AVERROR_EOF) {
            demuxer->flushed = 1;
            av_bsf_send_packet(demuxer->filter, NULL);
            continue;
        }
        if (error < 0) return media_codec_code(error, MEDIA_CODEC_IO);
        if (demuxer->input->stream_index != demuxer->stream) {
            av_packet_unref(demuxer->input);
            continue;
        }
        error = av_bsf_send_packet(demuxer->filter, demuxer->input);
        av_packet_unref(demuxer->input);
        if (error < 0) return media_codec_code(error, MEDIA_CODEC_BAD_DATA);
    }
    AVPacket *packet = demuxer->output;
    *data = packet->data;
    *size = packet->size;
    if (key) *key = (packet->flags & AV_PKT_FLAG_KEY) != 0;
    if (pts_ms) {
        int64_t time = packet->pts != AV_NOPTS_VALUE ? packet->pts : packet->dts;
        *pts_ms = time == AV_NOPTS_VALUE ? 0
            : av_rescale_q(time, demuxer->filter->time_base_out, (AVRational){1, 1000});
    }
    return MEDIA_CODEC_OK;
}

void media_codec_decoder_free(media_codec_decoder *decoder) {
    if (!decoder) return;
    avcodec_free_context(&decoder->codec);
    av_packet_free(&decoder->packet);
    av_frame_free(&decoder->latest);
    av_frame_free(&decoder->scratch);
    sws_freeContext(decoder->sws);
    av_free(decoder);
}

int32_t media_codec_decoder_create(const char *codec_name, media_codec_decoder **out) {
    if (!codec_name || !out) return MEDIA_CODEC_INVALID_ARGUMENT;
    *out = NULL;
    av_log_set_level(AV_LOG_QUIET);
    const AVCodec *codec = avcodec_find_decoder_by_name(codec_name);
    if (!codec) return MEDIA_CODEC_NO_DECODER;
    media_codec_decoder *decoder = av_mallocz(sizeof(media_codec_decoder));
    if (!decoder) return MEDIA_CODEC_NO_MEMORY;
    decoder->codec = avcodec_alloc_context3(codec);
    decoder->packet = av_packet_alloc();
    decoder->latest = av_frame_alloc();
    decoder->scratch = av_frame_alloc();
    if (!decoder->codec || !decoder->packet || !decoder->latest || !decoder->scratch) {
        media_codec_decoder_free(decoder);
        return MEDIA_CODEC_NO_MEMORY;
    }
    // One thread and no frame delay beyond the stream's own: pictures come out as the packets go in.
    decoder->codec->thread_count = 1;
    decoder->codec->max_pixels = MEDIA_CODEC_MAX_PIXELS;
    int error = avcodec_open2(decoder->codec, codec, NULL);
    if (error < 0) {
        media_codec_decoder_free(decoder);
        return media_codec_code(error, MEDIA_CODEC_NO_DECODER);
    }
    *out = decoder;
    return MEDIA_CODEC_OK;
}

int32_t media_codec_decoder_decode(media_codec_decoder *decoder, const uint8_t *data, int32_t size, int32_t *width,
                                   int32_t *height) {
    if (!decoder || !data || size <= 0) return MEDIA_CODEC_INVALID_ARGUMENT;
    // av_new_packet adds the zeroed padding FFmpeg's parsers may read past the end.
    if (av_new_packet(decoder->packet, size) < 0) return MEDIA_CODEC_NO_MEMORY;
    memcpy(decoder->packet->data, data, (size_t)size);
    int error = avcodec_send_packet(decoder->codec, decoder->packet);
    av_packet_unref(decoder->packet);
    if (error < 0 && error != AVERROR(EAGAIN)) return media_codec_code(error, MEDIA_CODEC_BAD_DATA);
    int produced = 0;
    // Every picture ready is taken, the newest kept, so the decoder never refuses the next packet as full.
    while ((error = avcodec_receive_frame(decoder->codec, decoder->scratch)) == 0) {
        av_frame_unref(decoder->latest);
        av_frame_move_ref(decoder->latest, decoder->scratch);
        produced = 1;
    }
    if (error != AVERROR(EAGAIN) && error != AVERROR_EOF) return media_codec_code(error, MEDIA_CODEC_BAD_DATA);
    if (!produced) return MEDIA_CODEC_AGAIN;
    decoder->has_picture = 1;
    if (width) *width = decoder->latest->width;
    if (height) *height = decoder->latest->height;
    return MEDIA_CODEC_OK;
}

int32_t media_codec_decoder_picture(media_codec_decoder *decoder, int32_t width, int32_t height, uint8_t *buffer,
                                    int32_t capacity) {
    if (!decoder || !buffer || width <= 0 || height <= 0 || width > 8192 || height > 8192) {
        return MEDIA_CODEC_INVALID_ARGUMENT;
    }
    if (!decoder->has_picture) return MEDIA_CODEC_AGAIN;
    int chroma_width = (width + 1) / 2, chroma_height = (height + 1) / 2;
    if (capacity < (int64_t)width * height + 2 * (int64_t)chroma_width * chroma_height) {
        return MEDIA_CODEC_INVALID_ARGUMENT;
    }
    AVFrame *frame = decoder->latest;
    decoder->sws = sws_getCachedContext(decoder->sws, frame->width, frame->height, frame->format, width, height,
                                        AV_PIX_FMT_YUV420P, SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT,
                                        NULL, NULL, NULL);
    if (!decoder->sws) return MEDIA_CODEC_INTERNAL;
    uint8_t *planes[4] = {buffer, buffer + width * height, buffer + width * height + chroma_width * chroma_height,
                          NULL};
    int strides[4] = {width, chroma_width, chroma_width, 0};
    int rows = sws_scale(decoder->sws, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height,
                         planes, strides);
    return rows > 0 ? MEDIA_CODEC_OK : MEDIA_CODEC_INTERNAL;
}
