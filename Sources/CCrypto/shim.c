#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <string.h>
#include <openssl/crypto.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/params.h>
#include "CCrypto.h"

// libcrypto is opened at the first call here, not linked: loading it and binding its few thousand symbols cost the
// interactive app's first paint about a tenth of its time, for tokens and stream encryption that come later if at
// all (issue 11). Each function below is reached through a pointer looked up once; the names are redefined to
// those pointers, so the code reads as plain OpenSSL.

#define CRYPTO_FUNCTIONS(X) \
    X(CRYPTO_memcmp) X(OPENSSL_cleanse) \
    X(EVP_MD_fetch) X(EVP_MD_CTX_new) X(EVP_MD_CTX_free) X(EVP_Digest) \
    X(EVP_DigestInit_ex2) X(EVP_DigestUpdate) X(EVP_DigestFinal_ex) \
    X(EVP_CIPHER_fetch) X(EVP_CIPHER_CTX_new) X(EVP_CIPHER_CTX_free) X(EVP_CIPHER_CTX_ctrl) \
    X(EVP_CIPHER_get_key_length) X(EVP_CIPHER_CTX_set_padding) \
    X(EVP_EncryptInit_ex2) X(EVP_EncryptUpdate) X(EVP_EncryptFinal_ex) \
    X(EVP_DecryptInit_ex2) X(EVP_DecryptUpdate) X(EVP_DecryptFinal_ex) \
    X(EVP_KDF_fetch) X(EVP_KDF_CTX_new) X(EVP_KDF_CTX_free) X(EVP_KDF_derive) \
    X(OSSL_PARAM_construct_utf8_string) X(OSSL_PARAM_construct_octet_string) X(OSSL_PARAM_construct_end)

#define DECLARE_POINTER(name) static __typeof__(&name) crypto_##name;
CRYPTO_FUNCTIONS(DECLARE_POINTER)

static int crypto_loaded;
static pthread_once_t crypto_once = PTHREAD_ONCE_INIT;

static void load_crypto(void) {
    // The OpenSSL 3 ABI, which the headers this is built against describe.
    void *library = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
#define RESOLVE_POINTER(name) \
    if ((crypto_##name = (__typeof__(crypto_##name))dlsym(library, #name)) == NULL) return;
    CRYPTO_FUNCTIONS(RESOLVE_POINTER)
    crypto_loaded = 1;
}

/// 1 once libcrypto is open and every function above found; 0 if it cannot be, and every call then fails.
static int crypto_ready(void) {
    pthread_once(&crypto_once, load_crypto);
    return crypto_loaded;
}

#define CRYPTO_memcmp crypto_CRYPTO_memcmp
#define OPENSSL_cleanse crypto_OPENSSL_cleanse
#define EVP_MD_fetch crypto_EVP_MD_fetch
#define EVP_MD_CTX_new crypto_EVP_MD_CTX_new
#define EVP_MD_CTX_free crypto_EVP_MD_CTX_free
#define EVP_Digest crypto_EVP_Digest
#define EVP_DigestInit_ex2 crypto_EVP_DigestInit_ex2
#define EVP_DigestUpdate crypto_EVP_DigestUpdate
#define EVP_DigestFinal_ex crypto_EVP_DigestFinal_ex
#define EVP_CIPHER_fetch crypto_EVP_CIPHER_fetch
#define EVP_CIPHER_CTX_new crypto_EVP_CIPHER_CTX_new
#define EVP_CIPHER_CTX_free crypto_EVP_CIPHER_CTX_free
#define EVP_CIPHER_CTX_ctrl crypto_EVP_CIPHER_CTX_ctrl
#define EVP_CIPHER_get_key_length crypto_EVP_CIPHER_get_key_length
#define EVP_CIPHER_CTX_set_padding crypto_EVP_CIPHER_CTX_set_padding
#define EVP_EncryptInit_ex2 crypto_EVP_EncryptInit_ex2
#define EVP_EncryptUpdate crypto_EVP_EncryptUpdate
#define EVP_EncryptFinal_ex crypto_EVP_EncryptFinal_ex
#define EVP_DecryptInit_ex2 crypto_EVP_DecryptInit_ex2
#define EVP_DecryptUpdate crypto_EVP_DecryptUpdate
#define EVP_DecryptFinal_ex crypto_EVP_DecryptFinal_ex
#define EVP_KDF_fetch crypto_EVP_KDF_fetch
#define EVP_KDF_CTX_new crypto_EVP_KDF_CTX_new
#define EVP_KDF_CTX_free crypto_EVP_KDF_CTX_free
#define EVP_KDF_derive crypto_EVP_KDF_derive
#define OSSL_PARAM_construct_utf8_string crypto_OSSL_PARAM_construct_utf8_string
#define OSSL_PARAM_construct_octet_string crypto_OSSL_PARAM_construct_octet_string
#define OSSL_PARAM_construct_end crypto_OSSL_PARAM_construct_end

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
    if (!crypto_ready()) return;
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
    return crypto_ready() && CRYPTO_memcmp(a, b, length) == 0;
}

// SHA-256, HKDF and AES-GCM for the simulated engine's built-in media encryption. The algorithms are fetched once;
// each call uses its own short-lived context (a few hundred packets a second at most).

static EVP_CIPHER *aes128gcm;
static EVP_CIPHER *aes256gcm;
static EVP_KDF *hkdf;
static pthread_once_t cipher_once = PTHREAD_ONCE_INIT;

// The SDK's older modes, which have no tag. A build of OpenSSL without SM4 leaves its entry NULL.
static const char *const block_cipher_names[] = {"AES-128-XTS", "AES-256-XTS", "AES-128-ECB", "SM4-ECB"};
enum { BLOCK_CIPHERS = sizeof block_cipher_names / sizeof block_cipher_names[0] };
static EVP_CIPHER *block_ciphers[BLOCK_CIPHERS];

static void setup_ciphers(void) {
    if (!crypto_ready()) return;
    aes128gcm = EVP_CIPHER_fetch(NULL, "AES-128-GCM", NULL);
    aes256gcm = EVP_CIPHER_fetch(NULL, "AES-256-GCM", NULL);
    hkdf = EVP_KDF_fetch(NULL, "HKDF", NULL);
    for (size_t i = 0; i < BLOCK_CIPHERS; i++) block_ciphers[i] = EVP_CIPHER_fetch(NULL, block_cipher_names[i], NULL);
}

static const EVP_CIPHER *block_cipher(const char *name) {
    pthread_once(&cipher_once, setup_ciphers);
    for (size_t i = 0; i < BLOCK_CIPHERS; i++) {
        if (strcmp(name, block_cipher_names[i]) == 0) return block_ciphers[i];
    }
    return NULL;
}

static const EVP_CIPHER *gcm_cipher(size_t key_length) {
    pthread_once(&cipher_once, setup_ciphers);
    if (key_length == 16) return aes128gcm;
    if (key_length == 32) return aes256gcm;
    return NULL;
}

int cc_sha256(const void *data, size_t length, unsigned char out[32]) {
    pthread_once(&setup_once, setup);
    if (sha256 == NULL) return 0;
    unsigned int out_length = 0;
    return EVP_Digest(data, length, out, &out_length, sha256, NULL) == 1 && out_length == DIGEST;
}

int cc_hkdf_sha256(const void *key, size_t key_length, const void *salt, size_t salt_length,
                   const void *info, size_t info_length, unsigned char *out, size_t out_length) {
    pthread_once(&cipher_once, setup_ciphers);
    if (hkdf == NULL || out_length == 0 || out_length > 255 * DIGEST) return 0;
    EVP_KDF_CTX *context = EVP_KDF_CTX_new(hkdf);
    if (context == NULL) return 0;
    // OSSL_PARAM wants non-const pointers; HKDF only reads them.
    unsigned char empty = 0;
    OSSL_PARAM params[] = {
        OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, (char *)"SHA256", 0),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, key_length ? (void *)key : &empty, key_length),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, salt_length ? (void *)salt : &empty, salt_length),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, info_length ? (void *)info : &empty, info_length),
        OSSL_PARAM_construct_end(),
    };
    int ok = EVP_KDF_derive(context, out, out_length, params) == 1;
    EVP_KDF_CTX_free(context);
    return ok;
}

int cc_aes_gcm_encrypt(const unsigned char *key, size_t key_length, const unsigned char iv[12],
                       const void *aad, size_t aad_length, const void *plaintext, size_t length,
                       unsigned char *out, unsigned char tag[16]) {
    const EVP_CIPHER *cipher = gcm_cipher(key_length);
    if (cipher == NULL || length > INT_MAX || aad_length > INT_MAX) return 0;
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    if (context == NULL) return 0;
    int produced = 0, final_length = 0;
    unsigned char scratch[16];
    int ok = EVP_EncryptInit_ex2(context, cipher, key, iv, NULL)
        && (aad_length == 0 || EVP_EncryptUpdate(context, NULL, &produced, aad, (int)aad_length))
        && (length == 0 || EVP_EncryptUpdate(context, out, &produced, plaintext, (int)length))
        && EVP_EncryptFinal_ex(context, length == 0 ? scratch : out + produced, &final_length)
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, 16, tag);
    EVP_CIPHER_CTX_free(context);
    return ok;
}

int cc_aes_gcm_decrypt(const unsigned char *key, size_t key_length, const unsigned char iv[12],
                       const void *aad, size_t aad_length, const void *ciphertext, size_t length,
                       const unsigned char tag[16], unsigned char *out) {
    const EVP_CIPHER *cipher = gcm_cipher(key_length);
    if (cipher == NULL || length > INT_MAX || aad_length > INT_MAX) return -1;
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    if (context == NULL) return -1;
    int produced = 0, final_length = 0;
    unsigned char expected[16];
    memcpy(expected, tag, sizeof expected);
    int ready = EVP_DecryptInit_ex2(context, cipher, key, iv, NULL)
        && (aad_length == 0 || EVP_DecryptUpdate(context, NULL, &produced, aad, (int)aad_length))
        && (length == 0 || EVP_DecryptUpdate(context, out, &produced, ciphertext, (int)length))
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, 16, expected);
    int result = -1;
    if (ready) {
        // Final fails exactly when the tag does not authenticate the data.
        unsigned char scratch[16];
        result = EVP_DecryptFinal_ex(context, length == 0 ? scratch : out + produced, &final_length) == 1 ? 1 : 0;
        if (result == 0 && length > 0) OPENSSL_cleanse(out, length);
    }
    EVP_CIPHER_CTX_free(context);
    return result;
}

int cc_cipher_available(const char *name) {
    return block_cipher(name) != NULL;
}

int cc_cipher_crypt(const char *name, int encrypt, const unsigned char *key, size_t key_length,
                    const unsigned char *iv, const void *in, size_t length, unsigned char *out) {
    const EVP_CIPHER *cipher = block_cipher(name);
    if (cipher == NULL || length == 0 || length > INT_MAX) return 0;
    if ((size_t)EVP_CIPHER_get_key_length(cipher) != key_length) return 0;
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    if (context == NULL) return 0;
    int produced = 0, final_length = 0;
    // Padding is the caller's: the record it encrypts already fills whole blocks.
    int ok = encrypt
        ? EVP_EncryptInit_ex2(context, cipher, key, iv, NULL) && EVP_CIPHER_CTX_set_padding(context, 0)
            && EVP_EncryptUpdate(context, out, &produced, in, (int)length)
            && EVP_EncryptFinal_ex(context, out + produced, &final_length)
        : EVP_DecryptInit_ex2(context, cipher, key, iv, NULL) && EVP_CIPHER_CTX_set_padding(context, 0)
            && EVP_DecryptUpdate(context, out, &produced, in, (int)length)
            && EVP_DecryptFinal_ex(context, out + produced, &final_length);
    EVP_CIPHER_CTX_free(context);
    return ok && (size_t)(produced + final_length) == length;
}
