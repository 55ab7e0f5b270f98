#ifndef STATUSBAR_FUZZ_DRIVER_H
#define STATUSBAR_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer on `test`, with the process's arguments (`-max_total_time=20 corpus/`, …).
int statusbar_fuzz_run(int argc, char **argv, int (*test)(const uint8_t *data, size_t size));

#endif
