// The variant table: one row for each variant Arbiter knows (or family of variants, as fairy-WxH), saying
// how to make it, where its interpretation table is, and the few facts the commands read about it. It is
// defined in model/variants.cpp, and every list of variants is read from it: variant_ids, make_variant,
// interpretation_table (variant.h), the commands' defaults and help texts, the UCI engine's UCI_Variant.
// Adding a variant is adding a row; tests/interpretation_table_test.cpp holds the rows against the catalogs.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/variant.h"

namespace arbiter {

struct VariantRow {
  // What a user writes (--variant, UCI_Variant, a scenario's variant attribute). A family's id is a pattern
  // ("fairy-WxH"): every id that starts with the row's `family` prefix ("fairy-") is one of it, read by
  // `make`, which names the fault when the rest does not parse; `sizes` says what the pattern admits.
  std::string_view id;
  std::string_view family = {};
  std::string_view sizes = {};
  // Makes the variant `id` names (the row's own id, or one id of its family) under a profile.
  Result<std::shared_ptr<const Variant>> (*make)(const std::string& id, const Profile& profile) = nullptr;
  // Its interpretation points (model/<id>/interpretation.cpp; no points for a variant without a catalog).
  const InterpretationTable& (*interpretation)() = nullptr;
  // Whether it has a document and its clause catalog, model/<id>/rules.xml. A run over "every variant"
  // covers exactly these: explore, the profile checks, and arbiter check's explore and traceability stages.
  bool catalog = false;
  // arbiter check's exploration compares the readings at one ply in this many (explore --compare-every), by
  // what a comparison costs there: a full legal listing under each alternative. 0: never explored.
  int check_compare_every = 0;
  // The ids `arbiter soak` plays when no --variant is given.
  std::vector<std::string_view> soak = {};
  // The ids the UCI engine offers as UCI_Variant (for a family, the sizes worth offering).
  std::vector<std::string_view> uci = {};
};

// Every row, in the order the commands list and run them.
const std::vector<VariantRow>& variant_table();
// The row of `id`: its own, or its family's when id starts with a family's prefix; nullptr when none.
const VariantRow* find_variant(std::string_view id);
// The ids of the variants with a catalog, in the table's order.
std::vector<std::string> catalog_variant_ids();

}  // namespace arbiter
