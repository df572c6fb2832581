#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include "SimpleFilter.h"

// The two filters of the SimpleFilter provider. Each instance is used by one engine under its lock, so no
// locking here.

static const char *const names[] = {"Grey", "VolumeChange"};
static const int kinds[] = {AGORA_SIM_EXTENSION_VIDEO, AGORA_SIM_EXTENSION_AUDIO};
enum { EXTENSION_COUNT = 2 };

typedef struct {
    int kind;
    int grey;
    int invert;
    double gain;
    agora_sim_extension_event_fn on_event;
    void *context;
} filter;

int agora_sim_extension_abi_version(void) { return AGORA_SIM_EXTENSION_ABI_VERSION; }

const char *agora_sim_extension_provider(void) { return "Agora"; }

int agora_sim_extension_count(void) { return EXTENSION_COUNT; }

const char *agora_sim_extension_name(int index) {
    return index >= 0 && index < EXTENSION_COUNT ? names[index] : NULL;
}

int agora_sim_extension_kind(int index) {
    return index >= 0 && index < EXTENSION_COUNT ? kinds[index] : -1;
}

void *agora_sim_extension_create(const char *name, agora_sim_extension_event_fn on_event, void *context) {
    if (name == NULL) return NULL;
    for (int index = 0; index < EXTENSION_COUNT; index++) {
        if (strcmp(name, names[index]) != 0) continue;
        filter *instance = calloc(1, sizeof *instance);
        if (instance == NULL) return NULL;
        instance->kind = kinds[index];
        instance->gain = 1.0;
        instance->on_event = on_event;
        instance->context = context;
        return instance;
    }
    return NULL;
}

void agora_sim_extension_destroy(void *instance) { free(instance); }

static void report(filter *instance, const char *key, const char *value) {
    if (instance->on_event != NULL) instance->on_event(instance->context, key, value);
}

/// "1"/"true" → 1, "0"/"false" → 0, anything else → -1.
static int parse_switch(const char *value) {
    if (strcmp(value, "1") == 0 || strcmp(value, "true") == 0) return 1;
    if (strcmp(value, "0") == 0 || strcmp(value, "false") == 0) return 0;
    return -1;
}

int agora_sim_extension_set_property(void *instance, const char *key, const char *value) {
    filter *self = instance;
    if (self == NULL || key == NULL || value == NULL) return -2;
    if (self->kind == AGORA_SIM_EXTENSION_VIDEO && (strcmp(key, "grey") == 0 || strcmp(key, "invert") == 0)) {
        int on = parse_switch(value);
        if (on < 0) return -2;
        if (key[0] == 'g') self->grey = on; else self->invert = on;
        report(self, key, on ? "1" : "0");
        return 0;
    }
    if (self->kind == AGORA_SIM_EXTENSION_AUDIO && strcmp(key, "volume") == 0) {
        char *end = NULL;
        double volume = strtod(value, &end);
        if (end == value || *end != '\0' || !(volume >= 0 && volume <= 100)) return -2;
        // The original filter parses the slider value as an integer percentage.
        self->gain = (double)(int)volume / 100.0;
        char applied[32];
        snprintf(applied, sizeof applied, "%.2f", self->gain);
        report(self, key, applied);
        return 0;
    }
    return -2;
}

int agora_sim_extension_process_video_i420(void *instance, unsigned char *y, int y_stride, unsigned char *u,
                                           unsigned char *v, int uv_stride, int width, int height) {
    filter *self = instance;
    if (self == NULL || self->kind != AGORA_SIM_EXTENSION_VIDEO || y == NULL || u == NULL || v == NULL
        || width <= 0 || height <= 0 || y_stride < width || uv_stride < (width + 1) / 2) return -2;
    if (self->grey) {
        for (int row = 0; row < (height + 1) / 2; row++) {
            memset(u + (size_t)row * uv_stride, 128, (size_t)(width + 1) / 2);
            memset(v + (size_t)row * uv_stride, 128, (size_t)(width + 1) / 2);
        }
    }
    if (self->invert) {
        for (int row = 0; row < height; row++) {
            unsigned char *line = y + (size_t)row * y_stride;
            for (int column = 0; column < width; column++) line[column] = (unsigned char)(255 - line[column]);
        }
    }
    return 0;
}

int agora_sim_extension_process_audio_s16(void *instance, short *samples, int frames, int channels, int sample_rate) {
    filter *self = instance;
    if (self == NULL || self->kind != AGORA_SIM_EXTENSION_AUDIO || samples == NULL || frames < 0 || channels <= 0
        || sample_rate <= 0) return -2;
    if (self->gain == 1.0) return 0;
    size_t count = (size_t)frames * (size_t)channels;
    for (size_t index = 0; index < count; index++) {
        double scaled = samples[index] * self->gain;
        if (scaled > 32767) scaled = 32767;
        if (scaled < -32768) scaled = -32768;
        samples[index] = (short)scaled;
    }
    return 0;
}
