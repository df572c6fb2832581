#include <pthread.h>
#include <string.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include "CCrypto.h"

// HMAC (RFC 2104) over SHA-256 digests. OpenSSL 3's one-shot HMAC() looks the algorithm up by name on every call,
// which cost more than the hashing itself; here SHA-256 is fetched once and each thread reuses one digest context.

enum { BLOCK = 64, DIGEST = 32 };

static EVP_MD *sha256;
static pthread_key_t context_key;
static int context_key_ready;
static pthread_once_t setup_once = PTHREAD_ONCE_INIT;

static void free_context(void *context) {
    EVP_MD_CTX_free((EVP_MD_CTX *)context);
}

static void setup(void) {
    sha256 = EVP_MD_fetch(NULL, "SHA256", NULL);
    context_key_ready = pthread_key_create(&context_key, free_context) == 0;
}

static EVP_MD_CTX *thread_context(void) {
    EVP_MD_CTX *context = pthread_getspecific(context_key);
    if (context != NULL) return context;
    context = EVP_MD_CTX_new();
    if (context != NULL && pthread_setspecific(context_key, context) != 0) {
        EVP_MD_CTX_free(context);
        return NULL;
    }
    return context;
}

/// SHA-256 of a ‖ b.
static int digest(EVP_MD_CTX *context, const void *a, size_t a_length, const void *b, size_t b_length,
                  unsigned char out[DIGEST]) {
    unsigned int out_length = 0;
    return EVP_DigestInit_ex2(context, sha256, NULL)
        && (a_length == 0 || EVP_DigestUpdate(context, a, a_length))
        && (b_length == 0 || EVP_DigestUpdate(context, b, b_length))
        && EVP_DigestFinal_ex(context, out, &out_length)
        && out_length == DIGEST;
}

int cc_hmac_sha256(const void *key, size_t key_length, const void *message, size_t message_length,
                   unsigned char out[32]) {
    pthread_once(&setup_once, setup);
    if (sha256 == NULL || !context_key_ready) return 0;
    EVP_MD_CTX *context = thread_context();
    if (context == NULL) return 0;

    unsigned char block[BLOCK] = {0};
    unsigned char pad[BLOCK];
    unsigned char inner[DIGEST];
    int ok = 1;
    if (key_length > BLOCK) {
        ok = digest(context, key, key_length, NULL, 0, block);
    } else if (key_length > 0) {
        memcpy(block, key, key_length);
    }
    for (int i = 0; i < BLOCK; i++) pad[i] = block[i] ^ 0x36;
    ok = ok && digest(context, pad, BLOCK, message, message_length, inner);
    for (int i = 0; i < BLOCK; i++) pad[i] = block[i] ^ 0x5c;
    ok = ok && digest(context, pad, BLOCK, inner, DIGEST, out);
    OPENSSL_cleanse(block, sizeof block);
    OPENSSL_cleanse(pad, sizeof pad);
    OPENSSL_cleanse(inner, sizeof inner);
    return ok;
}

int cc_equal_constant_time(const void *a, const void *b, size_t length) {
    return CRYPTO_memcmp(a, b, length) == 0;
}
