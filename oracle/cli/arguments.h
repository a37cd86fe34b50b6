// One declaration per command: the options, switches and positional arguments a command takes, parsed by
// CLI11 (libcli11-dev). A command declares each once (what it binds and its default is the variable's value
// before parse), then parses; the complaint names the argument and what was expected, in the words every
// command used before CLI11 ("--depth needs a value", "unexpected argument \"--dpeth\" (did you mean
// --depth?)"), so that scripts and tests reading them keep working.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "oracle/cli/commands.h"

namespace CLI {
class App;
}

namespace arbiter::cli {

class Command {
 public:
  // `name`: the command's words after `arbiter` ("explore merge"), for CLI11's own messages.
  explicit Command(const std::string& name);
  ~Command();
  Command(const Command&) = delete;
  Command& operator=(const Command&) = delete;

  // --name VALUE: `out` keeps its value (the default) unless the option is given.
  Command& option(const std::string& name, std::string& out);
  // --name VALUE, repeatable: each value appended.
  Command& options(const std::string& name, std::vector<std::string>& out);
  // --name: a switch.
  Command& flag(const std::string& name, bool& out);
  // The arguments that are not options (files), in order; without this call there must be none.
  Command& positionals(std::vector<std::string>& out);

  // "" or the complaint: an unknown argument (with the nearest known ones), an option without its value, an
  // option given twice. --help or -h anywhere: help() is then true, and the rest is not judged.
  std::string parse(const Args& args);
  bool help() const { return help_; }
  // Whether the option or switch was on the command line (even with an empty value).
  bool given(const std::string& name) const;

 private:
  std::unique_ptr<CLI::App> app_;
  std::vector<std::string> names_;  // every declared option and switch, for "did you mean"
  bool help_ = false;
};

// A comma-separated list ("a,b,,c" -> a, b, c: empty items dropped).
std::vector<std::string> split_list(const std::string& text);
// When --variant is given, its value must name a variant of the table (model/core/variant_table.h; an empty
// value names none, it does not mean "every variant"); returns "" or the complaint naming the known ids.
std::string unknown_variant(const Command& command, const std::string& variant);

}  // namespace arbiter::cli
