// `arbiter serve`: the rules workbench in the browser (oracle/serve/server.h): the model's legal actions, its
// rule traces and refusals by clause, the readings of the documents, and games recorded as scenarios.
#include <charconv>
#include <csignal>
#include <iostream>
#include <thread>

#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/serve/server.h"

namespace arbiter::cli {

namespace {
serve::Server* running = nullptr;
extern "C" void stop_serving(int) {
  if (running) running->stop();  // httplib's stop: a flag and a socket shutdown
}
}  // namespace

int serve_command(const Args& args) {
  const char* help =
      "usage: arbiter serve [--port N] [--bind ADDR]\n\n"
      "Serves the rules workbench at http://ADDR:N/ (default 127.0.0.1:8737; --port 0 picks a free port): choose a\n"
      "variant and a position (start, extended FEN, or a corpus scenario's setup), click a unit to see its legal\n"
      "actions, try any action to see the clauses it fires or the clause that refuses it (with the document's\n"
      "line), switch the readings of the interpretation points, play (against the model's random or greedy\n"
      "policy), step through a scenario with each expectation marked, and record the game as a corpus scenario.\n"
      "The static HTML report (reports/html) is served under /report/, its boards linked to the workbench.\n"
      "The JSON API under /api is documented in the README. Requests must name this machine in their Host header;\n"
      "bodies are bounded. Binding an address other than 127.0.0.1 or ::1 exposes the model to the network.\n"
      "Stops on Ctrl-C. Exit 2 on bad usage or when the address cannot be bound.\n";
  std::string port_text = "8737";
  serve::ServeOptions options;
  Command command("serve");
  command.option("--port", port_text).option("--bind", options.bind);
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << help;
    return kExitOk;
  }
  auto [end, ec] = std::from_chars(port_text.data(), port_text.data() + port_text.size(), options.port);
  if (complaint.empty() && (ec != std::errc() || end != port_text.data() + port_text.size() || options.port < 0 || options.port > 65535))
    complaint = "--port expects a number from 0 to 65535, not \"" + port_text + "\"";
  if (complaint.empty() && options.bind.empty()) complaint = "--bind expects an address, e.g. 127.0.0.1";
  if (!complaint.empty()) {
    std::cerr << "arbiter serve: " << complaint << "\n" << help;
    return kExitUsage;
  }
  options.reports_dir = tracked_reports_dir();  // explore.md: the findings' witnesses
  serve::Server server(options);
  if (std::string error = server.bind(); !error.empty()) {
    std::cerr << "arbiter serve: " << error << "\n";
    return kExitUsage;
  }
  if (options.bind != "127.0.0.1" && options.bind != "::1" && options.bind != "localhost")
    std::cerr << "arbiter serve: warning: bound to " << options.bind << ", reachable from other machines\n";
  const std::string host = options.bind.find(':') != std::string::npos ? "[" + options.bind + "]" : options.bind;
  std::cout << "arbiter serve: http://" << host << ":" << server.port() << "/ (Ctrl-C stops)" << std::endl;
  running = &server;
  std::signal(SIGINT, stop_serving);
  std::signal(SIGTERM, stop_serving);
  const bool ok = server.run();
  running = nullptr;
  return ok ? kExitOk : kExitUsage;
}

}  // namespace arbiter::cli
