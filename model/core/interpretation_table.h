// A variant's interpretation table and the one reader of profiles.
//
// The table is the model's copy of the interpretation points of its catalog (model/<variant>/rules.xml,
// format in model/CATALOG.md): for each point its id, its options in the catalog's order, the default, and
// the options the model implements. Each variant declares its table once, as data
// (model/<variant>/interpretation.cpp); tests/interpretation_table_test.cpp holds every table against its
// catalog. read_interpretation resolves a Profile against a table when a variant is made: every point gets
// the profile's option or else the default, and choosing an option the model does not implement, an option
// the point does not have, or a point the variant does not have is an error (never a silent fallback). The
// variant's code then asks the result which option was chosen, by point id.
#pragma once

#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/core/document_values.h"
#include "model/core/interpretation.h"
#include "model/core/result.h"

namespace arbiter {

struct InterpretationPoint {
  std::string id;                        // the catalog's <interpretation id>
  std::vector<std::string> options;      // its <option id>s, in the catalog's order
  std::string default_option;            // the option marked default="true"
  std::vector<std::string> implemented;  // the options the model plays (the default among them)
  // A point whose rules are not built yet (its clauses are pending in the catalog) has no option implemented:
  // a profile may not choose any of its options, and the code may not read it (pending()).
  bool pending() const { return implemented.empty(); }
};

struct InterpretationTable {
  std::string variant;
  std::vector<InterpretationPoint> points;  // in the catalog's order

  const InterpretationPoint* find(std::string_view id) const;
};

// What is wrong with a table on its own (a point twice, a default or implemented option that is not one of
// the point's options, a default not implemented unless the point is pending): one sentence each, empty
// when the table is well formed.
std::vector<std::string> table_problems(const InterpretationTable& table);

// The option chosen for every point of a table. It refers to the table, which must outlive it (the tables
// of the variants are static). Asking about a point the table does not have, or about an option the point
// does not have, is a mistake of the reading site: std::logic_error, so that a misspelt id fails the first
// time the variant is made rather than reading as "not chosen".
class ChosenOptions {
 public:
  const InterpretationTable& table() const { return *table_; }
  // A quantity the document states (document_values.h): the <value name=...> of `clause` in the variant's
  // catalog. Throws std::logic_error when the variant was made without its catalog's values or the catalog has
  // no such value (a misspelt reading site fails the first time the variant is made).
  int value(std::string_view clause, std::string_view name) const;
  // A value the model plays only within [min, max]: outside, ValueOutOfRange (DocumentValues::integer).
  int value(std::string_view clause, std::string_view name, int min, int max, std::string_view why) const;
  // The radius of a square area the document states by its side ("3x3": the value 3, radius 1): the side must
  // be odd, for the area to have a centre square; otherwise ValueOutOfRange (DocumentValues::radius).
  int radius(std::string_view clause, std::string_view name) const;
  // The kinds of unit the document names (a <kinds> of `clause`, DocumentValues::kinds), resolved against the
  // variant's army: "non-pawn", "Jesters/kings", "knight/bishop/rook/queen/dragon/jester" as a KindSet.
  KindSet kinds(std::string_view clause, std::string_view name, std::span<const PieceKind> army) const;
  std::vector<Kind> kind_list(std::string_view clause, std::string_view name, std::span<const PieceKind> army) const;
  // The values the variant's maker read from its catalog (document_values()), before its mechanics read theirs.
  void set_values(std::shared_ptr<const DocumentValues> values) { values_ = std::move(values); }
  // The option chosen for `point`.
  const std::string& option(std::string_view point) const;
  // Whether `option` is the one chosen for `point`.
  bool is(std::string_view point, std::string_view option) const;
  // A typed reading: the value paired with the chosen option. Every pair must name an option of the point,
  // and the chosen option must have a pair.
  template <class T>
  T select(std::string_view point, std::initializer_list<std::pair<std::string_view, T>> values) const {
    const std::string& chosen = option(point);
    const T* found = nullptr;
    for (const auto& [option_id, value] : values) {
      require_option(point, option_id);
      if (option_id == chosen) found = &value;
    }
    if (!found) unmapped(point, chosen);
    return *found;
  }

 private:
  // The catalog's values, to read `clause`/`name` from; std::logic_error when the variant was made without them.
  const DocumentValues& values(std::string_view clause, std::string_view name) const;
  friend Result<ChosenOptions> read_interpretation(const InterpretationTable& table, const Profile& profile);
  explicit ChosenOptions(const InterpretationTable& table) : table_(&table) {}
  size_t index_of(std::string_view point) const;
  void require_option(std::string_view point, std::string_view option) const;
  [[noreturn]] void unmapped(std::string_view point, const std::string& chosen) const;

  const InterpretationTable* table_;
  std::shared_ptr<const DocumentValues> values_;
  std::vector<size_t> chosen_;  // per point of the table: the index of the chosen option among its options
};

// The one reader: the option of every point of `table` under `profile`. The error names the variant, the
// point, the chosen option and the implemented ones, e.g.
//   deathsquare12: interpretation point swap.range: option "x" is not implemented (implemented: anywhere ...)
// and lists every problem of the profile, separated by "; ".
Result<ChosenOptions> read_interpretation(const InterpretationTable& table, const Profile& profile);

// What a variant's maker reads before its mechanics: the options of read_interpretation, and the document's
// quantities (the <value>s of the catalog of table.variant: document_values.h), which ChosenOptions::value
// answers. The error is read_interpretation's, or the catalog's that could not be read.
Result<ChosenOptions> read_readings_and_values(const InterpretationTable& table, const Profile& profile);

}  // namespace arbiter
