#include "FuzzDriver.h"

// libFuzzer's entry point for programs that have their own main. SwiftPM links an executable
// target's main as `<Module>_main`, so libFuzzer's own main is not used: each fuzz target's
// `<Module>_main` calls this instead.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

int statusbar_fuzz_run(int argc, char **argv, int (*test)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, test);
}
