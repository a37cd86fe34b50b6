#include <iostream>

#include "oracle/cli/commands.h"
#include "oracle/engines/uci_engine.h"

namespace arbiter::cli {

int uci_command(const Args& args) {
  if (has_flag(args, "--help")) {
    std::cout << "usage: arbiter uci\n\nSpeaks the adapter protocol (a UCI subset, see README) on stdin/stdout.\n";
    return kExitOk;
  }
  if (!args.empty()) {
    std::cerr << "arbiter uci: unexpected argument \"" << args[0] << "\"\n";
    return kExitUsage;
  }
  std::ios::sync_with_stdio(false);
  UciEngine engine(std::cout);
  for (std::string line; std::getline(std::cin, line);)
    if (!engine.handle(line)) break;
  return kExitOk;
}

}  // namespace arbiter::cli
