// Header-only: MediaCodecABI.h is imported by the media layer, which links nothing of FFmpeg.
