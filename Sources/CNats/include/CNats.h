#ifndef CNATS_H
#define CNATS_H
#include <stddef.h>
#include <stdint.h>

// The few calls of the NATS C client (libnats) the simulated cloud needs: one connection, one subscription, publish
// and flush. libnats is opened with dlopen at the first call, so an instance that never meets another machine never
// maps it. The header stays free of libnats types.

typedef struct cnats_client cnats_client;

/// Where a client's callbacks go. They run on libnats's threads, one at a time per client, and never after
/// `cnats_close` has returned, so `context` may be released then.
typedef struct {
    void *context;
    /// One message on the subject: its payload, valid only during the call.
    void (*message)(void *context, const uint8_t *bytes, int length);
    /// CNATS_LINK_UP (first connect, reconnect), CNATS_LINK_DOWN (lost; libnats reconnects) or CNATS_LINK_CLOSED
    /// (libnats gave up: the server refused the credentials twice, say), with libnats's fixed text for why.
    void (*link)(void *context, int state, const char *problem);
} cnats_handlers;

/// One server and the subject to speak on. Strings may be NULL (not used); none is kept after `cnats_open` returns.
typedef struct {
    const char *url;
    const char *subject;
    const char *name;
    const char *credentials_file;
    const char *user;
    const char *password;
    const char *token;
    const char *ca_file;
    const char *cert_file;
    const char *key_file;
    int secure;
    int64_t connect_timeout_ms;
    int64_t reconnect_wait_ms;
    int64_t ping_interval_ms;
} cnats_config;

enum {
    CNATS_LINK_DOWN = 0,
    CNATS_LINK_UP = 1,
    CNATS_LINK_CLOSED = 2,
};

/// The one reason given, by `cnats_open` and by a closed link, whenever the server refused the credentials (a wrong
/// token, user or password), whichever words libnats had for it.
#define CNATS_AUTHENTICATION_FAILED "authentication failed"

enum {
    CNATS_CONNECTED = 0,
    /// Not reachable yet: libnats keeps trying in the background and reports the link when it is up.
    CNATS_CONNECTING = 1,
    CNATS_UNAVAILABLE = -1,
    CNATS_FAILED = -2,
};

/// 1 when libnats could be loaded (and every function it needs found), else 0.
int cnats_available(void);

/// Connects (blocking for at most the connect timeout), subscribes with no echo, and returns CNATS_CONNECTED or
/// CNATS_CONNECTING with `*client` set; otherwise a negative code, `*client` NULL and libnats's fixed text for the
/// status in `problem` (never the URL or a credential).
int cnats_open(const cnats_config *config, cnats_handlers handlers, cnats_client **client, char *problem,
               size_t problem_size);

/// Publishes one payload on the client's subject. 0 on success.
int cnats_publish(cnats_client *client, const void *bytes, int length);

/// Bytes published but not yet written to the server.
int cnats_buffered(cnats_client *client);

/// Waits at most `timeout_ms` for the server to have everything published so far. 0 on success.
int cnats_flush(cnats_client *client, int64_t timeout_ms);

/// Stops the callbacks, closes the connection and frees the client (what libnats still holds goes when its last
/// callback has run).
void cnats_close(cnats_client *client);

#endif
