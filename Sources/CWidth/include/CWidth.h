#ifndef CWIDTH_H
#define CWIDTH_H

/// Column width of one Unicode scalar under the current LC_CTYPE (glibc wcwidth); -1 for control characters.
int cw_wcwidth(unsigned int scalar);

/// Makes LC_CTYPE UTF-8 (keeping the user's locale when it already is); returns 1 on success.
int cw_ensure_utf8_ctype(void);

#endif
