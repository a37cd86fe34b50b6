// The one reader of interpretation profiles (interpretation_table.h): a profile resolved against a
// variant's table, and the checks of a table on its own.
#include "model/core/interpretation_table.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace arbiter {
namespace {

bool contains(const std::vector<std::string>& list, std::string_view s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

std::string spaced(const std::vector<std::string>& list) {
  std::string out;
  for (const std::string& s : list) {
    if (!out.empty()) out += ' ';
    out += s;
  }
  return out;
}

// "interpretation point P: " (strings built with += : GCC 12's -Wrestrict misfires on "literal" + string).
std::string about(std::string_view point) {
  std::string out = "interpretation point ";
  out += point;
  out += ": ";
  return out;
}

}  // namespace

const InterpretationPoint* InterpretationTable::find(std::string_view id) const {
  for (const InterpretationPoint& p : points)
    if (p.id == id) return &p;
  return nullptr;
}

std::vector<std::string> table_problems(const InterpretationTable& table) {
  std::vector<std::string> problems;
  std::set<std::string> seen;
  for (const InterpretationPoint& p : table.points) {
    std::string at = table.variant + ": " + about(p.id);
    if (!seen.insert(p.id).second) problems.push_back(at + "listed twice");
    if (p.options.empty()) problems.push_back(at + "has no options");
    std::string options = " (options: " + spaced(p.options) + ")";
    if (!contains(p.options, p.default_option))
      problems.push_back(at + "the default \"" + p.default_option + "\" is not one of its options" + options);
    if (!p.pending() && !contains(p.implemented, p.default_option))
      problems.push_back(at + "the default \"" + p.default_option + "\" is not implemented");
    for (const std::string& o : p.implemented)
      if (!contains(p.options, o))
        problems.push_back(at + "implemented option \"" + o + "\" is not one of its options" + options);
  }
  return problems;
}

size_t ChosenOptions::index_of(std::string_view point) const {
  for (size_t i = 0; i < table_->points.size(); ++i)
    if (table_->points[i].id == point) return i;
  throw std::logic_error(table_->variant + ": the code reads " + about(point) + "the table has no such point");
}

const DocumentValues& ChosenOptions::values(std::string_view clause, std::string_view name) const {
  if (!values_)
    throw std::logic_error(table_->variant + ": a reading site asks the value " + std::string(clause) + "/" +
                           std::string(name) + ", but the variant was made without its catalog's values");
  return *values_;
}

int ChosenOptions::value(std::string_view clause, std::string_view name) const { return values(clause, name).integer(clause, name); }

int ChosenOptions::value(std::string_view clause, std::string_view name, int min, int max, std::string_view why) const {
  return values(clause, name).integer(clause, name, min, max, why);
}

KindSet ChosenOptions::kinds(std::string_view clause, std::string_view name, std::span<const PieceKind> army) const {
  return values(clause, name).kinds(clause, name, army);
}

std::vector<Kind> ChosenOptions::kind_list(std::string_view clause, std::string_view name, std::span<const PieceKind> army) const {
  return values(clause, name).kind_list(clause, name, army);
}

int ChosenOptions::radius(std::string_view clause, std::string_view name) const { return values(clause, name).radius(clause, name); }

const std::string& ChosenOptions::option(std::string_view point) const {
  size_t i = index_of(point);
  return table_->points[i].options[chosen_[i]];
}

bool ChosenOptions::is(std::string_view point, std::string_view option_id) const {
  require_option(point, option_id);
  return option(point) == option_id;
}

void ChosenOptions::require_option(std::string_view point, std::string_view option_id) const {
  const InterpretationPoint& p = table_->points[index_of(point)];
  if (p.pending())  // a reading site of a built rule, but the table still says its rules are pending
    throw std::logic_error(table_->variant + ": the code reads " + about(point) +
                           "the table lists it as pending (no option implemented)");
  if (!contains(p.options, option_id)) {
    std::string message = table_->variant + ": the code reads " + about(point) + "option \"";
    message += option_id;
    message += "\", which the point does not have (options: " + spaced(p.options) + ")";
    throw std::logic_error(message);
  }
}

void ChosenOptions::unmapped(std::string_view point, const std::string& chosen) const {
  throw std::logic_error(table_->variant + ": the code reads " + about(point) + "it gives no value for the option \"" +
                         chosen + "\"");
}

Result<ChosenOptions> read_interpretation(const InterpretationTable& table, const Profile& profile) {
  ChosenOptions chosen(table);
  std::vector<std::string> problems;
  for (const auto& [point, option] : profile.choices())
    if (!table.find(point)) {
      std::string problem = about(point);
      if (table.points.empty()) {
        problem += table.variant + " has no interpretation points";
      } else {
        problem += "not a point of " + table.variant + "'s catalog (its points: ";
        for (size_t i = 0; i < table.points.size(); ++i) problem += (i ? " " : "") + table.points[i].id;
        problem += ")";
      }
      problems.push_back(problem);
    }
  for (const InterpretationPoint& p : table.points) {
    std::string option = profile.option(p.id, p.default_option);
    auto at = std::find(p.options.begin(), p.options.end(), option);
    if (at == p.options.end())
      problems.push_back(about(p.id) + "option \"" + option + "\" is not one of its options (options: " +
                         spaced(p.options) + "; implemented: " + spaced(p.implemented) + ")");
    else if (p.pending() && profile.chooses(p.id)) {
      std::string problem = about(p.id);
      problem += "option \"";
      problem += option;
      problem += "\" is not implemented (implemented: none yet; the rules this point reads are pending)";
      problems.push_back(problem);
    }
    else if (!p.pending() && !contains(p.implemented, option))
      problems.push_back(about(p.id) + "option \"" + option + "\" is not implemented (implemented: " +
                         spaced(p.implemented) + ")");
    chosen.chosen_.push_back(at == p.options.end() ? 0 : static_cast<size_t>(at - p.options.begin()));
  }
  if (problems.empty()) return chosen;
  std::string message = table.variant + ": ";
  for (size_t i = 0; i < problems.size(); ++i) message += (i ? "; " : "") + problems[i];
  return Error{message};
}

Result<ChosenOptions> read_readings_and_values(const InterpretationTable& table, const Profile& profile) {
  auto chosen = read_interpretation(table, profile);
  if (!chosen) return chosen;
  auto values = document_values(table.variant);
  if (!values) return Error{values.error()};
  chosen->set_values(*values);
  return chosen;
}

}  // namespace arbiter
