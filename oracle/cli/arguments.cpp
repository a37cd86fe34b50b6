#include "oracle/cli/arguments.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <numeric>

#include "model/core/variant_table.h"

namespace arbiter::cli {
namespace {

// Levenshtein distance, for "did you mean".
size_t distance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  std::iota(row.begin(), row.end(), size_t{0});
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = up;
    }
  }
  return row[b.size()];
}

}  // namespace

Command::Command(const std::string& name) : app_(std::make_unique<CLI::App>("", "arbiter " + name)) {
  app_->set_help_flag();  // each command prints its own help: parse() sees --help and -h first
  app_->allow_extras(false);
}

Command::~Command() = default;

Command& Command::option(const std::string& name, std::string& out) {
  app_->add_option(name, out);
  names_.push_back(name);
  return *this;
}

Command& Command::options(const std::string& name, std::vector<std::string>& out) {
  app_->add_option(name, out)->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  names_.push_back(name);
  return *this;
}

Command& Command::flag(const std::string& name, bool& out) {
  app_->add_flag(name, out);
  names_.push_back(name);
  return *this;
}

Command& Command::positionals(std::vector<std::string>& out) {
  app_->add_option("files", out);
  return *this;
}

std::string Command::parse(const Args& args) {
  if (std::find(args.begin(), args.end(), "--help") != args.end() || std::find(args.begin(), args.end(), "-h") != args.end()) {
    help_ = true;
    return "";
  }
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 takes them last first
  try {
    app_->parse(reversed);
    return "";
  } catch (const CLI::ExtrasError&) {
    const std::string extra = app_->remaining().empty() ? "" : app_->remaining().front();
    std::string message = "unexpected argument \"" + extra + "\"";
    if (extra.rfind("-", 0) == 0) {
      std::vector<std::pair<size_t, std::string>> near;
      for (const std::string& n : names_)
        if (size_t d = distance(extra, n); d <= std::max<size_t>(2, n.size() / 3)) near.emplace_back(d, n);
      std::stable_sort(near.begin(), near.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      for (size_t i = 0; i < near.size() && i < 3; ++i) message += (i ? ", " : " (did you mean ") + near[i].second;
      if (!near.empty()) message += "?)";
    }
    return message;
  } catch (const CLI::ArgumentMismatch& e) {
    // "--depth: 1 required TEXT missing" (no value), "--depth: At Most 1 required but received 2" (twice).
    std::string what = e.what();
    std::string name = what.substr(0, what.find(':'));
    if (what.find("missing") != std::string::npos) return name + " needs a value";
    if (what.find("At Most") != std::string::npos) return name + " is given more than once";
    return what;
  } catch (const CLI::ParseError& e) {
    return e.what();
  }
}

bool Command::given(const std::string& name) const { return app_->count(name) > 0; }

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = std::min(text.find(',', start), text.size());
    if (comma > start) out.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

std::string unknown_variant(const Command& command, const std::string& variant) {
  if (!command.given("--variant") || find_variant(variant)) return "";
  std::string known;
  for (const VariantRow& row : variant_table()) known += (known.empty() ? "" : ", ") + std::string(row.id);
  return "--variant: no variant \"" + variant + "\" (known: " + known + ")";
}

}  // namespace arbiter::cli
