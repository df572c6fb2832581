#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "CZlib.h"

// Setting up a deflate stream allocates about 256 KiB that freeing hands back to the kernel, so every token paid
// for page faults. Each thread keeps one stream and resets it between tokens instead (deflateReset gives the same
// output as a fresh deflateInit2 with the same parameters).

static pthread_key_t deflater_key;
static int deflater_key_ready;
static pthread_once_t deflater_once = PTHREAD_ONCE_INIT;

static void free_deflater(void *stream) {
    deflateEnd((z_stream *)stream);
    free(stream);
}

static void make_deflater_key(void) {
    deflater_key_ready = pthread_key_create(&deflater_key, free_deflater) == 0;
}

static int init_deflater(z_stream *stream) {
    memset(stream, 0, sizeof *stream);
    return deflateInit2(stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

/// This thread's stream, ready for a new input; NULL when it cannot be set up.
static z_stream *thread_deflater(void) {
    pthread_once(&deflater_once, make_deflater_key);
    if (!deflater_key_ready) return NULL;
    z_stream *stream = pthread_getspecific(deflater_key);
    if (stream != NULL) {
        if (deflateReset(stream) == Z_OK) return stream;
        pthread_setspecific(deflater_key, NULL);
        free_deflater(stream);
    }
    stream = malloc(sizeof *stream);
    if (stream == NULL) return NULL;
    if (init_deflater(stream) != Z_OK) {
        free(stream);
        return NULL;
    }
    if (pthread_setspecific(deflater_key, stream) != 0) {
        free_deflater(stream);
        return NULL;
    }
    return stream;
}

static int run_deflate(z_stream *stream, const unsigned char *input, size_t length, unsigned char *output,
                       size_t *output_length) {
    stream->next_in = (Bytef *)input;
    stream->avail_in = (uInt)length;
    stream->next_out = output;
    stream->avail_out = (uInt)*output_length;
    int status = deflate(stream, Z_FINISH);
    *output_length = (size_t)stream->total_out;
    return status == Z_STREAM_END ? CZ_OK : (status == Z_OK ? Z_BUF_ERROR : status);
}

size_t cz_deflate_bound(size_t length) {
    return (size_t)compressBound((uLong)length);
}

int cz_deflate(const unsigned char *input, size_t length, unsigned char *output, size_t *output_length) {
    if (length > UINT_MAX || *output_length > UINT_MAX) return Z_BUF_ERROR;
    z_stream *reused = thread_deflater();
    if (reused != NULL) return run_deflate(reused, input, length, output, output_length);
    z_stream stream;
    int status = init_deflater(&stream);
    if (status != Z_OK) return status;
    status = run_deflate(&stream, input, length, output, output_length);
    deflateEnd(&stream);
    return status;
}

int cz_inflate(const unsigned char *input, size_t length, unsigned char *output, size_t capacity,
               size_t *output_length) {
    *output_length = 0;
    if (length > UINT_MAX || capacity > UINT_MAX) return CZ_TOO_BIG;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return CZ_BAD_DATA;
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)length;
    stream.next_out = output;
    stream.avail_out = (uInt)capacity;
    int status = inflate(&stream, Z_FINISH);
    int result;
    if (status == Z_STREAM_END) {
        result = stream.avail_in == 0 ? CZ_OK : CZ_BAD_DATA;
    } else if (stream.avail_out == 0 && (status == Z_BUF_ERROR || status == Z_OK)) {
        // The output is full and the stream has not ended: more data than `capacity` (or a stream that is both
        // oversized and broken; either way it is refused for its size).
        result = CZ_TOO_BIG;
    } else {
        result = CZ_BAD_DATA;
    }
    *output_length = (size_t)stream.total_out;
    inflateEnd(&stream);
    return result;
}
