// The property suites' main: CI runs RapidCheck with a fixed seed and a bounded count, so a run is
// reproducible; set RC_PARAMS to override (RC_PARAMS="reproduce=..." replays a reported failure,
// RC_PARAMS="max_success=5000" runs longer, RC_PARAMS="seed=N" explores another part of the space).
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>

int main(int argc, char** argv) {
  constexpr const char* kCiParams = "seed=20261122 max_success=100";
  if (!std::getenv("RC_PARAMS")) setenv("RC_PARAMS", kCiParams, 0);
  std::cout << "RapidCheck parameters: RC_PARAMS=\"" << std::getenv("RC_PARAMS") << "\"" << std::endl;
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
