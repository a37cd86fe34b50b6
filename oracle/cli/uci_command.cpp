#include <iostream>

#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/engines/uci_engine.h"

namespace arbiter::cli {

int uci_command(const Args& args) {
  Command command("uci");  // no options
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << "usage: arbiter uci\n\nSpeaks the adapter protocol (a UCI subset, see README) on stdin/stdout.\n";
    return kExitOk;
  }
  if (!complaint.empty()) {
    std::cerr << "arbiter uci: " << complaint << "\n";
    return kExitUsage;
  }
  std::ios::sync_with_stdio(false);
  UciEngine engine(std::cout);
  for (std::string line; std::getline(std::cin, line);)
    if (!engine.handle(line)) break;
  return kExitOk;
}

}  // namespace arbiter::cli
