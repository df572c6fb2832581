#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's own entry, for a program that has a main of its own. SwiftPM gives every Swift executable a main
// (it renames the module's entry point and points `main` at it when linking), so libFuzzer's main is never linked
// in; the harnesses call this from theirs instead, with the same command line.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));

#endif
