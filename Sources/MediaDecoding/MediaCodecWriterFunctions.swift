import CMediaCodecABI

/// The writing half of libMediaCodec.so's ABI (the sample MP4), resolved with the rest.
struct MediaCodecWriterFunctions {
    let create: media_codec_writer_create_fn
    let addVideo: media_codec_writer_add_video_fn
    let addAudio: media_codec_writer_add_audio_fn
    let begin: media_codec_writer_begin_fn
    let video: media_codec_writer_video_fn
    let audio: media_codec_writer_audio_fn
    let finish: media_codec_writer_finish_fn
    let free: media_codec_writer_free_fn
}
