#ifndef SIMPLE_FILTER_H
#define SIMPLE_FILTER_H

// The SimpleFilter extension provider: a shared library (libSimpleFilter.so) the simulated engine loads with
// dlopen when a case calls loadExtensionProvider(withPath:unloadAfterUse:). Nothing links against it; the engine
// looks these symbols up with dlsym, so this header documents the ABI rather than being imported.
//
// Like the SimpleFilter framework of Agora's iOS sample, the provider is named "Agora" and offers two extensions:
//   "Grey"          video, I420 in place. Property "grey" ("1"/"0") sets the U and V planes to 128 (greyscale);
//                   property "invert" ("1"/"0") turns the luma into its negative (this project's addition: the
//                   terminal draws luma only, so greyscale alone cannot be seen in a tile).
//   "VolumeChange"  audio, interleaved signed 16-bit PCM in place. Property "volume" ("0".."100", a float
//                   string such as "45.000000" is accepted too) scales every sample by volume/100 and clamps;
//                   until it is set the gain is 1.0.
// Every accepted property is echoed back through the event callback as (key, applied value).

#define AGORA_SIM_EXTENSION_ABI_VERSION 1

enum {
    AGORA_SIM_EXTENSION_VIDEO = 0,
    AGORA_SIM_EXTENSION_AUDIO = 1,
};

/// Called from inside `agora_sim_extension_set_property` (on the caller's thread) with what the filter applied.
typedef void (*agora_sim_extension_event_fn)(void *context, const char *key, const char *value);

/// AGORA_SIM_EXTENSION_ABI_VERSION; the engine refuses other versions.
int agora_sim_extension_abi_version(void);
/// The provider (vendor) name the app passes to enableExtension(withVendor:…).
const char *agora_sim_extension_provider(void);
int agora_sim_extension_count(void);
/// The name of extension `index` (0 ≤ index < count), or NULL.
const char *agora_sim_extension_name(int index);
/// AGORA_SIM_EXTENSION_VIDEO or AGORA_SIM_EXTENSION_AUDIO, or -1 for a bad index.
int agora_sim_extension_kind(int index);

/// A new filter instance for the named extension, or NULL when the provider has no such extension.
void *agora_sim_extension_create(const char *name, agora_sim_extension_event_fn on_event, void *context);
void agora_sim_extension_destroy(void *instance);
/// 0 when applied; -2 for an unknown key or a value out of range.
int agora_sim_extension_set_property(void *instance, const char *key, const char *value);

/// Processes one I420 frame in place. Returns 0, or -2 when `instance` is not a video filter or the frame is bad.
int agora_sim_extension_process_video_i420(void *instance, unsigned char *y, int y_stride, unsigned char *u,
                                           unsigned char *v, int uv_stride, int width, int height);
/// Processes `frames` frames of interleaved 16-bit PCM in place. Returns 0, or -2 when `instance` is not an audio
/// filter or the buffer is bad.
int agora_sim_extension_process_audio_s16(void *instance, short *samples, int frames, int channels, int sample_rate);

#endif
