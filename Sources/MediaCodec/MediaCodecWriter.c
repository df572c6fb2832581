// Writing an MP4 (the project's sample media, the media recorders' files): encoders opened with FFmpeg's
// bit-exact flags and one thread, so a given FFmpeg build always writes the same bytes. See MediaCodecABI.h for
// the contract of each function.

#include "MediaCodecFile.h"

#include <libavcodec/avcodec.h>
#include <libavcodec/bsf.h>
#include <libavutil/audio_fifo.h>
#include <libavutil/channel_layout.h>
#include <libavutil/opt.h>
#include <libswresample/swresample.h>
#include <string.h>

#define MAX_STREAMS 8

typedef struct {
    AVStream *stream;
    AVCodecContext *codec;
    AVFrame *frame;
    SwrContext *swr;        // audio: interleaved s16 to the encoder's sample format
    AVAudioFifo *fifo;      // audio: converted samples waiting for a whole encoder frame
    AVBSFContext *filter;   // video: drops SEI units (x264 writes its version, options and web address in one)
    int64_t next_pts;
} writer_stream;

struct media_codec_writer {
    char *path;
    AVFormatContext *format;
    writer_stream streams[MAX_STREAMS];
    int count;
    int begun;
    AVPacket *packet;
};

int32_t media_codec_writer_create(const char *path, media_codec_writer **out) {
    if (!path || !*path || !out) return MEDIA_CODEC_INVALID_ARGUMENT;
    av_log_set_level(AV_LOG_QUIET);
    media_codec_writer *writer = av_mallocz(sizeof(media_codec_writer));
    if (!writer) return MEDIA_CODEC_NO_MEMORY;
    writer->path = av_strdup(path);
    writer->packet = av_packet_alloc();
    // The container follows the file name (.mp4, .m4a, .mp3, .ogg…); MP4 when it says nothing FFmpeg knows.
    if (avformat_alloc_output_context2(&writer->format, NULL, NULL, path) < 0) writer->format = NULL;
    if (!writer->path || !writer->packet
        || (!writer->format && avformat_alloc_output_context2(&writer->format, NULL, "mp4", path) < 0)) {
        media_codec_writer_free(writer);
        return MEDIA_CODEC_NO_MEMORY;
    }
    // No encoder version or creation time in the file.
    writer->format->flags |= AVFMT_FLAG_BITEXACT;
    *out = writer;
    return MEDIA_CODEC_OK;
}

/// Opens `codec` and gives it a stream of the file.
static int32_t add_stream(media_codec_writer *writer, AVCodecContext *codec, const AVCodec *encoder) {
    codec->thread_count = 1;
    codec->flags |= AV_CODEC_FLAG_BITEXACT;
    if (writer->format->oformat->flags & AVFMT_GLOBALHEADER) codec->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    if (avcodec_open2(codec, encoder, NULL) < 0) return MEDIA_CODEC_NO_ENCODER;
    AVStream *stream = avformat_new_stream(writer->format, NULL);
    if (!stream || avcodec_parameters_from_context(stream->codecpar, codec) < 0) return MEDIA_CODEC_NO_MEMORY;
    stream->time_base = codec->time_base;
    writer_stream *slot = &writer->streams[writer->count];
    slot->stream = stream;
    slot->codec = codec;
    slot->frame = av_frame_alloc();
    if (!slot->frame) return MEDIA_CODEC_NO_MEMORY;
    return writer->count++;
}

static int32_t check_adding(media_codec_writer *writer, const char *name, const AVCodec **encoder) {
    if (!writer || !name || writer->begun) return MEDIA_CODEC_INVALID_ARGUMENT;
    if (writer->count == MAX_STREAMS) return MEDIA_CODEC_INVALID_ARGUMENT;
    *encoder = avcodec_find_encoder_by_name(name);
    return *encoder ? MEDIA_CODEC_OK : MEDIA_CODEC_NO_ENCODER;
}

int32_t media_codec_writer_add_video(media_codec_writer *writer, const char *name, int32_t width, int32_t height,
                                     int32_t fps, int64_t bit_rate) {
    const AVCodec *encoder = NULL;
    int32_t check = check_adding(writer, name, &encoder);
    if (check != MEDIA_CODEC_OK) return check;
    if (width <= 0 || height <= 0 || (width | height) & 1 || fps <= 0 || fps > 120) return MEDIA_CODEC_INVALID_ARGUMENT;
    AVCodecContext *codec = avcodec_alloc_context3(encoder);
    if (!codec) return MEDIA_CODEC_NO_MEMORY;
    codec->width = width;
    codec->height = height;
    codec->pix_fmt = AV_PIX_FMT_YUV420P;
    codec->time_base = (AVRational){1, fps};
    codec->framerate = (AVRational){fps, 1};
    codec->bit_rate = bit_rate;
    // A key frame every second, so a seek never decodes more than a second; no B-frames, so frames come out in
    // the order they go in.
    codec->gop_size = fps;
    codec->max_b_frames = 0;
    // Nothing held back either: x264's look-ahead (40 frames by default, 2.7 s at 15 fps) kept the first packets
    // from a media recorder's file for seconds, and the muxer, waiting to interleave them with the audio, wrote
    // nothing meanwhile. Zero latency also turns off B-frames and MB-tree; other encoders have no such option.
    if (codec->priv_data) av_opt_set(codec->priv_data, "tune", "zerolatency", 0);
    int32_t index = add_stream(writer, codec, encoder);
    if (index < 0) {
        avcodec_free_context(&codec);
        return index;
    }
    writer_stream *slot = &writer->streams[index];
    const AVBitStreamFilter *filter = av_bsf_get_by_name("filter_units");
    if (!filter || av_bsf_alloc(filter, &slot->filter) < 0) return MEDIA_CODEC_NO_ENCODER;
    av_opt_set(slot->filter->priv_data, "remove_types", "6", 0);
    if (avcodec_parameters_copy(slot->filter->par_in, slot->stream->codecpar) < 0) return MEDIA_CODEC_NO_MEMORY;
    slot->filter->time_base_in = codec->time_base;
    if (av_bsf_init(slot->filter) < 0) return MEDIA_CODEC_NO_ENCODER;
    return index;
}

int32_t media_codec_writer_add_audio(media_codec_writer *writer, const char *name, int32_t sample_rate,
                                     int32_t channels, int64_t bit_rate, const char *language, const char *title) {
    const AVCodec *encoder = NULL;
    int32_t check = check_adding(writer, name, &encoder);
    if (check != MEDIA_CODEC_OK) return check;
    if (sample_rate < 8000 || sample_rate > 192000 || channels < 1 || channels > 2) return MEDIA_CODEC_INVALID_ARGUMENT;
    AVCodecContext *codec = avcodec_alloc_context3(encoder);
    if (!codec) return MEDIA_CODEC_NO_MEMORY;
    codec->sample_fmt = encoder->sample_fmts ? encoder->sample_fmts[0] : AV_SAMPLE_FMT_S16;
    codec->sample_rate = sample_rate;
    av_channel_layout_default(&codec->ch_layout, channels);
    codec->bit_rate = bit_rate;
    codec->time_base = (AVRational){1, sample_rate};
    int32_t index = add_stream(writer, codec, encoder);
    if (index < 0) {
        avcodec_free_context(&codec);
        return index;
    }
    writer_stream *slot = &writer->streams[index];
    if (language && *language) av_dict_set(&slot->stream->metadata, "language", language, 0);
    if (title && *title) {
        av_dict_set(&slot->stream->metadata, "title", title, 0);
        av_dict_set(&slot->stream->metadata, "handler_name", title, 0);
    }
    slot->fifo = av_audio_fifo_alloc(codec->sample_fmt, channels, codec->frame_size > 0 ? codec->frame_size : 1024);
    // Zeroed: for a channel count without a standard layout av_channel_layout_default sets only the order and the
    // count, and swr_alloc_set_opts2 copies the whole struct.
    AVChannelLayout layout = {0};
    av_channel_layout_default(&layout, channels);
    int error = swr_alloc_set_opts2(&slot->swr, &layout, codec->sample_fmt, sample_rate, &layout, AV_SAMPLE_FMT_S16,
                                    sample_rate, 0, NULL);
    av_channel_layout_uninit(&layout);
    if (!slot->fifo || error < 0 || swr_init(slot->swr) < 0) return MEDIA_CODEC_NO_MEMORY;
    return index;
}

int32_t media_codec_writer_begin(media_codec_writer *writer) {
    if (!writer || writer->begun || writer->count == 0) return MEDIA_CODEC_INVALID_ARGUMENT;
    if (avio_open(&writer->format->pb, writer->path, AVIO_FLAG_WRITE) < 0) return MEDIA_CODEC_WRITE_FAILED;
    // The index before the data, so a player can start before the whole file has arrived.
    AVDictionary *options = NULL;
    av_dict_set(&options, "movflags", "+faststart", 0);
    // Each packet to the file as it is written, not 32 KB at a time: a recording's size on disk follows it.
    writer->format->flush_packets = 1;
    int error = avformat_write_header(writer->format, &options);
    av_dict_free(&options);
    if (error < 0) return MEDIA_CODEC_WRITE_FAILED;
    writer->begun = 1;
    return MEDIA_CODEC_OK;
}

static int write_packet(media_codec_writer *writer, writer_stream *slot) {
    // x264 leaves durations out; without them the muxer makes the last frame last nothing, and the stream's length
    // and average frame rate come out a frame short.
    if (writer->packet->duration == 0 && slot->codec->codec_type == AVMEDIA_TYPE_VIDEO) writer->packet->duration = 1;
    av_packet_rescale_ts(writer->packet, slot->codec->time_base, slot->stream->time_base);
    writer->packet->stream_index = slot->stream->index;
    return av_interleaved_write_frame(writer->format, writer->packet);
}

/// Sends `frame` (NULL: the end) to the stream's encoder and writes every packet it gives back.
static int32_t encode(media_codec_writer *writer, writer_stream *slot, AVFrame *frame) {
    if (avcodec_send_frame(slot->codec, frame) < 0) return MEDIA_CODEC_ENCODE_FAILED;
    for (;;) {
        int error = avcodec_receive_packet(slot->codec, writer->packet);
        if (error == AVERROR(EAGAIN) || error == AVERROR_EOF) return MEDIA_CODEC_OK;
        if (error < 0) return MEDIA_CODEC_ENCODE_FAILED;
        if (!slot->filter) {
            if (write_packet(writer, slot) < 0) return MEDIA_CODEC_WRITE_FAILED;
            continue;
        }
        if (av_bsf_send_packet(slot->filter, writer->packet) < 0) return MEDIA_CODEC_ENCODE_FAILED;
        while ((error = av_bsf_receive_packet(slot->filter, writer->packet)) == 0) {
            if (write_packet(writer, slot) < 0) return MEDIA_CODEC_WRITE_FAILED;
        }
        if (error != AVERROR(EAGAIN)) return MEDIA_CODEC_ENCODE_FAILED;
    }
}

static writer_stream *writable(media_codec_writer *writer, int32_t stream, enum AVMediaType type) {
    if (!writer || !writer->begun || stream < 0 || stream >= writer->count) return NULL;
    writer_stream *slot = &writer->streams[stream];
    return slot->codec->codec_type == type ? slot : NULL;
}

int32_t media_codec_writer_video(media_codec_writer *writer, int32_t stream, const uint8_t *i420) {
    writer_stream *slot = writable(writer, stream, AVMEDIA_TYPE_VIDEO);
    if (!slot || !i420) return MEDIA_CODEC_INVALID_ARGUMENT;
    AVFrame *frame = slot->frame;
    if (!frame->data[0]) {
        frame->format = AV_PIX_FMT_YUV420P;
        frame->width = slot->codec->width;
        frame->height = slot->codec->height;
        if (av_frame_get_buffer(frame, 0) < 0) return MEDIA_CODEC_NO_MEMORY;
    }
    if (av_frame_make_writable(frame) < 0) return MEDIA_CODEC_NO_MEMORY;
    int width = frame->width, height = frame->height;
    const uint8_t *source = i420;
    for (int plane = 0; plane < 3; plane++) {
        int w = plane == 0 ? width : width / 2, h = plane == 0 ? height : height / 2;
        for (int row = 0; row < h; row++) {
            memcpy(frame->data[plane] + row * frame->linesize[plane], source, (size_t)w);
            source += w;
        }
    }
    frame->pts = slot->next_pts++;
    return encode(writer, slot, frame);
}

/// Encodes whole encoder frames from the FIFO; with `all`, the last partial one too.
static int32_t drain_fifo(media_codec_writer *writer, writer_stream *slot, int all) {
    int size = slot->codec->frame_size > 0 ? slot->codec->frame_size : 1024;
    while (av_audio_fifo_size(slot->fifo) >= size || (all && av_audio_fifo_size(slot->fifo) > 0)) {
        int count = FFMIN(size, av_audio_fifo_size(slot->fifo));
        AVFrame *frame = slot->frame;
        av_frame_unref(frame);
        frame->nb_samples = count;
        frame->format = slot->codec->sample_fmt;
        frame->sample_rate = slot->codec->sample_rate;
        if (av_channel_layout_copy(&frame->ch_layout, &slot->codec->ch_layout) < 0 || av_frame_get_buffer(frame, 0) < 0) {
            return MEDIA_CODEC_NO_MEMORY;
        }
        if (av_audio_fifo_read(slot->fifo, (void **)frame->data, count) < count) return MEDIA_CODEC_INTERNAL;
        frame->pts = slot->next_pts;
        slot->next_pts += count;
        int32_t result = encode(writer, slot, frame);
        if (result != MEDIA_CODEC_OK) return result;
    }
    return MEDIA_CODEC_OK;
}

int32_t media_codec_writer_audio(media_codec_writer *writer, int32_t stream, const int16_t *samples, int32_t frames) {
    writer_stream *slot = writable(writer, stream, AVMEDIA_TYPE_AUDIO);
    if (!slot || !samples || frames <= 0) return MEDIA_CODEC_INVALID_ARGUMENT;
    AVFrame *converted = av_frame_alloc();
    if (!converted) return MEDIA_CODEC_NO_MEMORY;
    converted->nb_samples = frames;
    converted->format = slot->codec->sample_fmt;
    converted->sample_rate = slot->codec->sample_rate;
    int32_t result = MEDIA_CODEC_OK;
    if (av_channel_layout_copy(&converted->ch_layout, &slot->codec->ch_layout) < 0
        || av_frame_get_buffer(converted, 0) < 0) {
        result = MEDIA_CODEC_NO_MEMORY;
    } else {
        const uint8_t *input = (const uint8_t *)samples;
        int count = swr_convert(slot->swr, converted->data, frames, &input, frames);
        if (count < 0 || av_audio_fifo_write(slot->fifo, (void **)converted->data, count) < count) {
            result = MEDIA_CODEC_INTERNAL;
        }
    }
    av_frame_free(&converted);
    return result == MEDIA_CODEC_OK ? drain_fifo(writer, slot, 0) : result;
}

int32_t media_codec_writer_finish(media_codec_writer *writer) {
    if (!writer || !writer->begun) return MEDIA_CODEC_INVALID_ARGUMENT;
    for (int i = 0; i < writer->count; i++) {
        writer_stream *slot = &writer->streams[i];
        int32_t result = slot->fifo ? drain_fifo(writer, slot, 1) : MEDIA_CODEC_OK;
        if (result == MEDIA_CODEC_OK) result = encode(writer, slot, NULL);
        if (result != MEDIA_CODEC_OK) return result;
    }
    writer->begun = 0;
    int error = av_write_trailer(writer->format);
    if (avio_closep(&writer->format->pb) < 0 || error < 0) return MEDIA_CODEC_WRITE_FAILED;
    return MEDIA_CODEC_OK;
}

void media_codec_writer_free(media_codec_writer *writer) {
    if (!writer) return;
    for (int i = 0; i < writer->count; i++) {
        writer_stream *slot = &writer->streams[i];
        avcodec_free_context(&slot->codec);
        av_frame_free(&slot->frame);
        swr_free(&slot->swr);
        av_bsf_free(&slot->filter);
        if (slot->fifo) av_audio_fifo_free(slot->fifo);
    }
    if (writer->format) {
        if (writer->format->pb) avio_closep(&writer->format->pb);
        avformat_free_context(writer->format);
    }
    av_packet_free(&writer->packet);
    av_free(writer->path);
    av_free(writer);
}
