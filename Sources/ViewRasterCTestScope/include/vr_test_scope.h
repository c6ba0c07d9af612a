#ifndef VR_TEST_SCOPE_H
#define VR_TEST_SCOPE_H
#include <stdint.h>

/// The running test's scope: 0 outside any test, else a number unique to the test (case)
/// that runs now. This default answers 0; ViewRasterTesting, when linked, defines the strong
/// symbol that answers for Swift Testing and XCTest, so ViewRasterViews gives every test its
/// own stage without importing a test framework.
uint64_t vr_current_test_scope(void);

#endif
