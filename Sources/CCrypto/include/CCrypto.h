#ifndef CCRYPTO_H
#define CCRYPTO_H
#include <stddef.h>

// The two pieces of OpenSSL libcrypto the AccessToken2 codec needs. The header stays free of OpenSSL types.

/// HMAC-SHA256 of `message` under `key`; writes 32 bytes to `out`. Returns 1 on success, 0 on failure.
int cc_hmac_sha256(const void *key, size_t key_length, const void *message, size_t message_length,
                   unsigned char out[32]);

/// 1 when the `length` bytes at `a` and `b` are equal, else 0, in time that depends only on `length`
/// (CRYPTO_memcmp).
int cc_equal_constant_time(const void *a, const void *b, size_t length);

#endif
