#ifndef CZLIB_H
#define CZLIB_H
#include <stddef.h>
#include <zlib.h>

// System zlib for the AccessToken2 codec and PNG snapshots (PNGImage; crc32 comes from zlib.h too). Tokens must deflate exactly as C zlib does at the default level
// (RFC 1950 stream, 32 KiB window, header 78 9C), so this wraps the system library rather than a Swift port.

/// Results of cz_deflate and cz_inflate.
#define CZ_OK 0
/// Not a complete zlib stream, or bytes after its end.
#define CZ_BAD_DATA (-1)
/// The inflated data would not fit in `capacity` bytes.
#define CZ_TOO_BIG (-2)

/// An upper bound for the deflated size of `length` bytes (zlib's compressBound).
size_t cz_deflate_bound(size_t length);

/// Deflates `length` bytes into one zlib stream at Z_DEFAULT_COMPRESSION, window 15, memory level 8, default
/// strategy. `*output_length` is the capacity of `output` on entry (at least cz_deflate_bound(length)) and the
/// stream's size on return. Returns CZ_OK, or a zlib error code.
int cz_deflate(const unsigned char *input, size_t length, unsigned char *output, size_t *output_length);

/// Inflates one zlib stream that must span all `length` input bytes into at most `capacity` bytes.
/// Returns CZ_OK (with the size in `*output_length`), CZ_BAD_DATA or CZ_TOO_BIG.
int cz_inflate(const unsigned char *input, size_t length, unsigned char *output, size_t capacity,
               size_t *output_length);

#endif
