#define _XOPEN_SOURCE 700
#include <wchar.h>
#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include "CWidth.h"

int cw_wcwidth(unsigned int scalar) {
    return wcwidth((wchar_t)scalar);
}

int cw_ensure_utf8_ctype(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (codeset && strcmp(codeset, "UTF-8") == 0) return 1;
    setlocale(LC_CTYPE, "");
    codeset = nl_langinfo(CODESET);
    if (codeset && strcmp(codeset, "UTF-8") == 0) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") != NULL) return 1;
    return 0;
}
