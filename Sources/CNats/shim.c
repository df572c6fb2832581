#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <nats/nats.h>
#include "CNats.h"

// libnats is opened at the first call, not linked: it brings OpenSSL and protobuf-c with it, which an instance that
// only meets others on its own machine (or nobody) should not pay for at start-up. As in CCrypto, each function is
// reached through a pointer looked up once and the names are redefined to those pointers.

#define NATS_FUNCTIONS(X) \
    X(natsStatus_GetText) \
    X(natsOptions_Create) X(natsOptions_Destroy) X(natsOptions_SetURL) X(natsOptions_SetName) \
    X(natsOptions_SetUserInfo) X(natsOptions_SetToken) X(natsOptions_SetUserCredentialsFromFiles) \
    X(natsOptions_SetSecure) X(natsOptions_LoadCATrustedCertificates) X(natsOptions_LoadCertificatesChain) \
    X(natsOptions_SetTimeout) X(natsOptions_SetMaxReconnect) X(natsOptions_SetReconnectWait) \
    X(natsOptions_SetReconnectBufSize) X(natsOptions_SetPingInterval) X(natsOptions_SetMaxPingsOut) \
    X(natsOptions_SetNoEcho) X(natsOptions_SetRetryOnFailedConnect) X(natsOptions_SetDisconnectedCB) \
    X(natsOptions_SetReconnectedCB) X(natsOptions_SetClosedCB) X(natsOptions_SetErrorHandler) \
    X(natsConnection_Connect) X(natsConnection_Subscribe) X(natsConnection_Publish) X(natsConnection_Buffered) \
    X(natsConnection_FlushTimeout) X(natsConnection_Close) X(natsConnection_Destroy) X(natsConnection_GetLastError) \
    X(natsSubscription_SetOnCompleteCB) X(natsSubscription_Unsubscribe) X(natsSubscription_Destroy) \
    X(natsMsg_GetData) X(natsMsg_GetDataLength) X(natsMsg_Destroy)

#define DECLARE_POINTER(name) static __typeof__(&name) nats_##name;
NATS_FUNCTIONS(DECLARE_POINTER)

static int nats_loaded;
static pthread_once_t nats_once = PTHREAD_ONCE_INIT;

static void load_nats(void) {
    // The soname of Debian's libnats3.4, the ABI the header this is built against describes.
    void *library = dlopen("libnats.so.3.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
#define RESOLVE_POINTER(name) \
    if ((nats_##name = (__typeof__(nats_##name))dlsym(library, #name)) == NULL) return;
    NATS_FUNCTIONS(RESOLVE_POINTER)
    nats_loaded = 1;
}

int cnats_available(void) {
    pthread_once(&nats_once, load_nats);
    return nats_loaded;
}

#define natsStatus_GetText nats_natsStatus_GetText
#define natsOptions_Create nats_natsOptions_Create
#define natsOptions_Destroy nats_natsOptions_Destroy
#define natsOptions_SetURL nats_natsOptions_SetURL
#define natsOptions_SetName nats_natsOptions_SetName
#define natsOptions_SetUserInfo nats_natsOptions_SetUserInfo
#define natsOptions_SetToken nats_natsOptions_SetToken
#define natsOptions_SetUserCredentialsFromFiles nats_natsOptions_SetUserCredentialsFromFiles
#define natsOptions_SetSecure nats_natsOptions_SetSecure
#define natsOptions_LoadCATrustedCertificates nats_natsOptions_LoadCATrustedCertificates
#define natsOptions_LoadCertificatesChain nats_natsOptions_LoadCertificatesChain
#define natsOptions_SetTimeout nats_natsOptions_SetTimeout
#define natsOptions_SetMaxReconnect nats_natsOptions_SetMaxReconnect
#define natsOptions_SetReconnectWait nats_natsOptions_SetReconnectWait
#define natsOptions_SetReconnectBufSize nats_natsOptions_SetReconnectBufSize
#define natsOptions_SetPingInterval nats_natsOptions_SetPingInterval
#define natsOptions_SetMaxPingsOut nats_natsOptions_SetMaxPingsOut
#define natsOptions_SetNoEcho nats_natsOptions_SetNoEcho
#define natsOptions_SetRetryOnFailedConnect nats_natsOptions_SetRetryOnFailedConnect
#define natsOptions_SetDisconnectedCB nats_natsOptions_SetDisconnectedCB
#define natsOptions_SetReconnectedCB nats_natsOptions_SetReconnectedCB
#define natsOptions_SetClosedCB nats_natsOptions_SetClosedCB
#define natsOptions_SetErrorHandler nats_natsOptions_SetErrorHandler
#define natsConnection_Connect nats_natsConnection_Connect
#define natsConnection_Subscribe nats_natsConnection_Subscribe
#define natsConnection_Publish nats_natsConnection_Publish
#define natsConnection_Buffered nats_natsConnection_Buffered
#define natsConnection_FlushTimeout nats_natsConnection_FlushTimeout
#define natsConnection_Close nats_natsConnection_Close
#define natsConnection_Destroy nats_natsConnection_Destroy
#define natsConnection_GetLastError nats_natsConnection_GetLastError
#define natsSubscription_SetOnCompleteCB nats_natsSubscription_SetOnCompleteCB
#define natsSubscription_Unsubscribe nats_natsSubscription_Unsubscribe
#define natsSubscription_Destroy nats_natsSubscription_Destroy
#define natsMsg_GetData nats_natsMsg_GetData
#define natsMsg_GetDataLength nats_natsMsg_GetDataLength
#define natsMsg_Destroy nats_natsMsg_Destroy

// libnats may still run a callback of a client after it was closed (its threads wind down on their own), so the
// client is counted: one reference for its owner, one for the connection's closed callback and one for the
// subscription's completion callback, each the last thing libnats does with it. `closed` (under `lock`) keeps the
// owner's handlers from being called once `cnats_close` has begun.
struct cnats_client {
    pthread_mutex_t lock;
    int references;
    int closed;
    cnats_handlers handlers;
    natsConnection *connection;
    natsSubscription *subscription;
    char *subject;
};

static void release(cnats_client *client) {
    pthread_mutex_lock(&client->lock);
    int left = --client->references;
    pthread_mutex_unlock(&client->lock);
    if (left > 0) return;
    pthread_mutex_destroy(&client->lock);
    free(client->subject);
    free(client);
}

static void on_message(natsConnection *connection, natsSubscription *subscription, natsMsg *message, void *closure) {
    (void)connection;
    (void)subscription;
    cnats_client *client = closure;
    pthread_mutex_lock(&client->lock);
    if (!client->closed) {
        client->handlers.message(client->handlers.context, (const uint8_t *)natsMsg_GetData(message),
                                 natsMsg_GetDataLength(message));
    }
    pthread_mutex_unlock(&client->lock);
    natsMsg_Destroy(message);
}

static void report_link(cnats_client *client, int state, const char *problem) {
    pthread_mutex_lock(&client->lock);
    if (!client->closed) client->handlers.link(client->handlers.context, state, problem);
    pthread_mutex_unlock(&client->lock);
}

static void on_connected(natsConnection *connection, void *closure) {
    (void)connection;
    report_link(closure, CNATS_LINK_UP, NULL);
}

static void on_disconnected(natsConnection *connection, void *closure) {
    (void)connection;
    report_link(closure, CNATS_LINK_DOWN, NULL);
}

static int is_refusal(natsStatus status) {
    return status == NATS_CONNECTION_AUTH_FAILED || status == NATS_NOT_PERMITTED;
}

// libnats's fixed text for a status, except that every way the server refuses the credentials is said the same one
// way (libnats's own words for it differ with the path that met it, or are "No server available for connection").
static const char *reason(natsStatus status) {
    if (is_refusal(status)) return CNATS_AUTHENTICATION_FAILED;
    const char *text = natsStatus_GetText(status);
    return text != NULL ? text : "error";
}

// Closed without the owner asking: libnats stopped reconnecting (it does after the same authentication error twice).
// Only a fixed text is passed on: the server's own error text could echo what the client sent.
static void on_closed(natsConnection *connection, void *closure) {
    const char *detail = NULL;
    natsStatus status = natsConnection_GetLastError(connection, &detail);
    report_link(closure, CNATS_LINK_CLOSED, reason(status == NATS_OK ? NATS_CONNECTION_CLOSED : status));
    release(closure);
}

static void on_subscription_complete(void *closure) {
    release(closure);
}

// Without a handler libnats prints asynchronous errors (a slow consumer) to stderr, over the screen.
static void on_error(natsConnection *connection, natsSubscription *subscription, natsStatus status, void *closure) {
    (void)connection;
    (void)subscription;
    (void)status;
    (void)closure;
}

static natsStatus configure(natsOptions *options, const cnats_config *config, cnats_client *client, int retry) {
    natsStatus s = natsOptions_SetURL(options, config->url);
    if (s == NATS_OK && config->name != NULL) s = natsOptions_SetName(options, config->name);
    if (s == NATS_OK && config->credentials_file != NULL)
        s = natsOptions_SetUserCredentialsFromFiles(options, config->credentials_file, NULL);
    if (s == NATS_OK && config->user != NULL) s = natsOptions_SetUserInfo(options, config->user, config->password);
    if (s == NATS_OK && config->token != NULL) s = natsOptions_SetToken(options, config->token);
    if (s == NATS_OK && config->secure) s = natsOptions_SetSecure(options, true);
    if (s == NATS_OK && config->ca_file != NULL) s = natsOptions_LoadCATrustedCertificates(options, config->ca_file);
    if (s == NATS_OK && config->cert_file != NULL)
        s = natsOptions_LoadCertificatesChain(options, config->cert_file, config->key_file);
    if (s == NATS_OK) s = natsOptions_SetTimeout(options, config->connect_timeout_ms);
    // Unlimited attempts: a server restarted, or not started yet, is met whenever it comes (back).
    if (s == NATS_OK) s = natsOptions_SetMaxReconnect(options, -1);
    if (s == NATS_OK) s = natsOptions_SetReconnectWait(options, config->reconnect_wait_ms);
    // What is published while the link is down would arrive late, all at once: little is kept.
    if (s == NATS_OK) s = natsOptions_SetReconnectBufSize(options, 256 * 1024);
    if (s == NATS_OK) s = natsOptions_SetPingInterval(options, config->ping_interval_ms);
    if (s == NATS_OK) s = natsOptions_SetMaxPingsOut(options, 2);
    if (s == NATS_OK) s = natsOptions_SetNoEcho(options, true);
    if (s == NATS_OK && retry) s = natsOptions_SetRetryOnFailedConnect(options, true, on_connected, client);
    if (s == NATS_OK) s = natsOptions_SetDisconnectedCB(options, on_disconnected, client);
    if (s == NATS_OK) s = natsOptions_SetReconnectedCB(options, on_connected, client);
    if (s == NATS_OK) s = natsOptions_SetClosedCB(options, on_closed, client);
    if (s == NATS_OK) s = natsOptions_SetErrorHandler(options, on_error, client);
    return s;
}

static int fail(natsStatus status, char *problem, size_t problem_size) {
    if (problem != NULL && problem_size > 0) {
        strncpy(problem, reason(status), problem_size - 1);
        problem[problem_size - 1] = '\0';
    }
    return CNATS_FAILED;
}

int cnats_open(const cnats_config *config, cnats_handlers handlers, cnats_client **out, char *problem,
               size_t problem_size) {
    *out = NULL;
    if (problem != NULL && problem_size > 0) problem[0] = '\0';
    if (!cnats_available()) return CNATS_UNAVAILABLE;
    cnats_client *client = calloc(1, sizeof *client);
    if (client == NULL) return fail(NATS_NO_MEMORY, problem, problem_size);
    pthread_mutex_init(&client->lock, NULL);
    client->handlers = handlers;
    client->references = 1;
    client->subject = strdup(config->subject);
    // First one plain attempt: with "retry on failed connect" libnats swallows the server's refusal of the
    // credentials and, once it gives up, says only "No server available for connection". A refusal ends here with
    // its own reason; a server that is not there (yet) is left to libnats's background attempts, as before.
    natsStatus s = client->subject != NULL ? NATS_OK : NATS_NO_MEMORY;
    for (int retry = 0; retry <= 1; retry++) {
        natsOptions *options = NULL;
        if (s == NATS_OK) s = natsOptions_Create(&options);
        if (s == NATS_OK) s = configure(options, config, client, retry);
        if (s == NATS_OK) {
            // Counted before the connection exists: its closed callback may run as soon as it does.
            client->references += 1;
            s = natsConnection_Connect(&client->connection, options);
            if (s == NATS_NOT_YET_CONNECTED && client->connection == NULL) s = NATS_ERR;
            // A plain attempt that made no connection has no callback to come: its reference is given back.
            if (!retry && client->connection == NULL) client->references -= 1;
        }
        natsOptions_Destroy(options);
        if (retry || s == NATS_OK || client->connection != NULL || is_refusal(s) || s == NATS_NO_MEMORY) break;
        s = NATS_OK;
    }
    int connecting = s == NATS_NOT_YET_CONNECTED;
    if (connecting) s = NATS_OK;
    if (s != NATS_OK && client->connection == NULL) {
        // No connection was made, so none of its callbacks will run: the client is not shared with libnats, except
        // when the closed reference was taken, and then it is kept (a few bytes) rather than risk a late callback.
        int code = fail(s, problem, problem_size);
        if (client->references == 1) {
            free(client->subject);
            pthread_mutex_destroy(&client->lock);
            free(client);
        } else {
            pthread_mutex_lock(&client->lock);
            client->closed = 1;
            pthread_mutex_unlock(&client->lock);
        }
        return code;
    }
    s = natsConnection_Subscribe(&client->subscription, client->connection, client->subject, on_message, client);
    if (s == NATS_OK) {
        pthread_mutex_lock(&client->lock);
        client->references += 1;
        pthread_mutex_unlock(&client->lock);
        if (natsSubscription_SetOnCompleteCB(client->subscription, on_subscription_complete, client) != NATS_OK)
            release(client);
    }
    if (s != NATS_OK) {
        int code = fail(s, problem, problem_size);
        cnats_close(client);
        return code;
    }
    *out = client;
    return connecting ? CNATS_CONNECTING : CNATS_CONNECTED;
}

int cnats_publish(cnats_client *client, const void *bytes, int length) {
    return natsConnection_Publish(client->connection, client->subject, bytes, length) == NATS_OK ? 0 : -1;
}

int cnats_buffered(cnats_client *client) {
    return natsConnection_Buffered(client->connection);
}

int cnats_flush(cnats_client *client, int64_t timeout_ms) {
    return natsConnection_FlushTimeout(client->connection, timeout_ms) == NATS_OK ? 0 : -1;
}

void cnats_close(cnats_client *client) {
    pthread_mutex_lock(&client->lock);
    client->closed = 1;
    pthread_mutex_unlock(&client->lock);
    if (client->subscription != NULL) {
        natsSubscription_Unsubscribe(client->subscription);
        natsSubscription_Destroy(client->subscription);
    }
    natsConnection_Close(client->connection);
    natsConnection_Destroy(client->connection);
    release(client);
}
