// arbiter: the command line over the model and the oracle. Thin by design: the command's name picks its
// file (commands.h); each declares and parses its own arguments (arguments.h, CLI11), then calls into the oracle.
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "arbiter_version.h"
#include "model/core/document_values.h"
#include "oracle/cli/commands.h"

namespace arbiter::cli {

std::string default_reports_dir() {
  auto env = [](const char* name) -> std::string {
    const char* v = std::getenv(name);
    return v && *v ? v : "";
  };
  if (std::string d = env("ARBITER_REPORTS"); !d.empty()) return d;
  if (std::string d = env("XDG_CACHE_HOME"); !d.empty()) return d + "/arbiter/reports";
  if (std::string d = env("HOME"); !d.empty()) return d + "/.cache/arbiter/reports";
  return "/tmp/arbiter-reports";
}

// The source tree's reports/ (arbiter check's default); an installed binary has none beside its data and writes
// where the other commands do.
std::string tracked_reports_dir() {
  std::error_code ec;
  const std::string dir = data_root() + "/reports";
  return std::filesystem::is_directory(dir, ec) ? dir : default_reports_dir();
}

}  // namespace arbiter::cli

namespace {

void usage(std::ostream& out) {
  out << "usage: arbiter <command> [options]\n\n"
         "commands:\n"
         "  check                 the main job: self-checks, catalogs, corpus, analyses; writes reports/\n"
         "  perft                 count the legal-move tree: --variant V [--fen F] --depth N [--divide]\n"
         "                        or --suite [--ci] for the published tables\n"
         "  catalog check         check the clause catalogs against their documents [--variant V]\n"
         "  analyze               rule-interaction analyses; writes reports/findings.md and .json\n"
         "  graph                 the rule-interaction graph: --variant V [--format dot|svg] [--output FILE]\n"
         "  uci                   speak the adapter protocol (UCI subset) on stdin/stdout\n"
         "  corpus                run the scenario corpus against the model\n"
         "  conform               run the scenario corpus against another engine (--engine \"CMD\")\n"
         "  explore               measure which interpretation options change play (random games)\n"
         "  diff                  what changed between two check results (check --json), or two profiles\n"
         "  soak                  long random play with every invariant checked at every ply\n"
         "  report                the static HTML report (documents, findings with boards, scenarios): DIR/html/\n"
         "  serve                 the rules workbench in the browser: [--port N] [--bind ADDR]\n\n"
         "exit codes: 0 success, 1 a check failed, 2 bad usage or input.\n"
         "`arbiter <command> --help` describes each command; `arbiter --version` the version and the data it reads.\n";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  Args args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "--version") {
    std::cout << "arbiter " << ARBITER_VERSION << "\ndata: " << arbiter::data_root() << "\n";
    return kExitOk;
  }
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    usage(args.empty() ? std::cerr : std::cout);
    return args.empty() ? kExitUsage : kExitOk;
  }
  std::string command = args[0];
  Args rest(args.begin() + 1, args.end());
  if (command == "perft") return perft_command(rest);
  if (command == "uci") return uci_command(rest);
  if (command == "check") return check_command(rest);
  if (command == "catalog") return catalog_command(rest);
  if (command == "analyze") return analyze_command(rest);
  if (command == "graph") return graph_command(rest);
  if (command == "corpus") return corpus_command(rest);
  if (command == "conform") return conform_command(rest);
  if (command == "explore") return explore_command(rest);
  if (command == "diff") return diff_command(rest);
  if (command == "soak") return soak_command(rest);
  if (command == "report") return report_command(rest);
  if (command == "serve") return serve_command(rest);
  std::cerr << "arbiter: unknown command \"" << command << "\"\n";
  usage(std::cerr);
  return kExitUsage;
}
