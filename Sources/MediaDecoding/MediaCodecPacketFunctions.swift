import CMediaCodecABI

/// The compressed-video half of libMediaCodec.so's ABI (demuxer and decoder), resolved with the rest.
struct MediaCodecPacketFunctions {
    let demuxerOpen: media_codec_demuxer_open_fn
    let demuxerRead: media_codec_demuxer_read_fn
    let demuxerFree: media_codec_demuxer_free_fn
    let decoderCreate: media_codec_decoder_create_fn
    let decoderDecode: media_codec_decoder_decode_fn
    let decoderPicture: media_codec_decoder_picture_fn
    let decoderFree: media_codec_decoder_free_fn
}
