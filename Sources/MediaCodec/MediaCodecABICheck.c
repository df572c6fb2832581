// Each exported function has exactly the type its ABI typedef declares, which the media layer casts dlsym's
// pointers to: a mismatch here is a compile error rather than a crash at run time.

#include "MediaCodecFile.h"

#define SAME_TYPE(function, type) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&function), type), #function " does not match " #type)

SAME_TYPE(media_codec_abi_version, media_codec_abi_version_fn);
SAME_TYPE(media_codec_ffmpeg_version, media_codec_ffmpeg_version_fn);
SAME_TYPE(media_codec_create, media_codec_create_fn);
SAME_TYPE(media_codec_open, media_codec_open_fn);
SAME_TYPE(media_codec_interrupt, media_codec_interrupt_fn);
SAME_TYPE(media_codec_get_info, media_codec_get_info_fn);
SAME_TYPE(media_codec_get_stream, media_codec_get_stream_fn);
SAME_TYPE(media_codec_select_audio, media_codec_select_audio_fn);
SAME_TYPE(media_codec_read_video, media_codec_read_video_fn);
SAME_TYPE(media_codec_read_audio, media_codec_read_audio_fn);
SAME_TYPE(media_codec_seek, media_codec_seek_fn);
SAME_TYPE(media_codec_close, media_codec_close_fn);
SAME_TYPE(media_codec_writer_create, media_codec_writer_create_fn);
SAME_TYPE(media_codec_writer_add_video, media_codec_writer_add_video_fn);
SAME_TYPE(media_codec_writer_add_audio, media_codec_writer_add_audio_fn);
SAME_TYPE(media_codec_writer_begin, media_codec_writer_begin_fn);
SAME_TYPE(media_codec_writer_video, media_codec_writer_video_fn);
SAME_TYPE(media_codec_writer_audio, media_codec_writer_audio_fn);
SAME_TYPE(media_codec_writer_finish, media_codec_writer_finish_fn);
SAME_TYPE(media_codec_writer_free, media_codec_writer_free_fn);
SAME_TYPE(media_codec_demuxer_open, media_codec_demuxer_open_fn);
SAME_TYPE(media_codec_demuxer_read, media_codec_demuxer_read_fn);
SAME_TYPE(media_codec_demuxer_free, media_codec_demuxer_free_fn);
SAME_TYPE(media_codec_decoder_create, media_codec_decoder_create_fn);
SAME_TYPE(media_codec_decoder_decode, media_codec_decoder_decode_fn);
SAME_TYPE(media_codec_decoder_picture, media_codec_decoder_picture_fn);
SAME_TYPE(media_codec_decoder_free, media_codec_decoder_free_fn);
