#ifndef CCRYPTO_H
#define CCRYPTO_H
#include <stddef.h>

// The pieces of OpenSSL libcrypto the project needs: HMAC-SHA256 and a constant-time compare for the AccessToken2
// codec; SHA-256, HKDF-SHA256, AES-GCM and the untagged AES-XTS, AES-ECB and SM4-ECB for the simulated engine's
// built-in media stream encryption.
// The header stays free of OpenSSL types.

/// HMAC-SHA256 of `message` under `key`; writes 32 bytes to `out`. Returns 1 on success, 0 on failure.
int cc_hmac_sha256(const void *key, size_t key_length, const void *message, size_t message_length,
                   unsigned char out[32]);

/// 1 when the `length` bytes at `a` and `b` are equal, else 0, in time that depends only on `length`
/// (CRYPTO_memcmp).
int cc_equal_constant_time(const void *a, const void *b, size_t length);

/// SHA-256 of `data`; writes 32 bytes to `out`. Returns 1 on success, 0 on failure.
int cc_sha256(const void *data, size_t length, unsigned char out[32]);

/// HKDF-SHA256 (RFC 5869): extract with `salt`, expand with `info` into `out_length` bytes (at most 255 * 32).
/// Returns 1 on success, 0 on failure.
int cc_hkdf_sha256(const void *key, size_t key_length, const void *salt, size_t salt_length,
                   const void *info, size_t info_length, unsigned char *out, size_t out_length);

/// AES-GCM encryption with a 16-byte (AES-128) or 32-byte (AES-256) key and a 12-byte IV. Writes `length` bytes of
/// ciphertext to `out` (which may be `plaintext`) and the 16-byte tag to `tag`. `aad` may be NULL when
/// `aad_length` is 0. Returns 1 on success, 0 on failure (bad key length, OpenSSL error).
int cc_aes_gcm_encrypt(const unsigned char *key, size_t key_length, const unsigned char iv[12],
                       const void *aad, size_t aad_length, const void *plaintext, size_t length,
                       unsigned char *out, unsigned char tag[16]);

/// AES-GCM decryption: the inverse of `cc_aes_gcm_encrypt`. Returns 1 when the tag authenticates the ciphertext
/// (and `out` holds the plaintext), 0 when it does not (wrong key, IV, AAD or tampered data; `out` is then
/// zeroed), and -1 on any other failure.
int cc_aes_gcm_decrypt(const unsigned char *key, size_t key_length, const unsigned char iv[12],
                       const void *aad, size_t aad_length, const void *ciphertext, size_t length,
                       const unsigned char tag[16], unsigned char *out);

/// 1 when libcrypto offers the block cipher `name`: "AES-128-XTS", "AES-256-XTS", "AES-128-ECB" or "SM4-ECB"
/// (SM4 is missing from OpenSSL builds configured without it); 0 otherwise.
int cc_cipher_available(const char *name);

/// Encrypts (`encrypt` 1) or decrypts (0) `length` bytes with one of the ciphers above, without padding: `length`
/// must be a whole number of 16-byte blocks for ECB, and at least 16 for XTS. `key_length` must be the cipher's
/// (16 for ECB, 32 / 64 for AES-128 / AES-256-XTS, whose two halves must differ); `iv` is XTS's 16-byte tweak and is
/// ignored (may be NULL) for ECB. Writes `length` bytes to `out`. Returns 1 on success, 0 on failure.
int cc_cipher_crypt(const char *name, int encrypt, const unsigned char *key, size_t key_length,
                    const unsigned char *iv, const void *in, size_t length, unsigned char *out);

#endif
