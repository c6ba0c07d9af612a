#include "vr_test_scope.h"

// Weak: ViewRasterTesting's @_cdecl("vr_current_test_scope") replaces it when linked.
__attribute__((weak)) uint64_t vr_current_test_scope(void) { return 0; }
