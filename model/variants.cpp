// The registry of variants: the variant table (model/core/variant_table.h), the one place that knows every
// variant id, and what reads it: making a variant, its interpretation table, and the checks of a run's profile.
#include <algorithm>
#include <charconv>

#include "model/chess/orthodox.h"
#include "model/core/variant.h"
#include "model/core/variant_table.h"
#include "model/deathsquare12/deathsquare12.h"
#include "model/fairy/fairy.h"
#include "model/quadrant12/quadrant12.h"
#include "model/frozenchess13/frozenchess13.h"
#include "model/removal12/removal12.h"
#include "model/twentychess/twentychess.h"

namespace arbiter {

namespace {

template <Result<std::shared_ptr<const Variant>> (*make)(const Profile&)>
Result<std::shared_ptr<const Variant>> one(const std::string&, const Profile& profile) {
  return make(profile);
}

Result<std::shared_ptr<const Variant>> fairy_ten(const std::string&, const Profile& profile) {
  return fairy::make_fairy(10, 10, profile);
}

// fairy-WxH: the family's parser; make_fairy refuses the sizes out of range.
Result<std::shared_ptr<const Variant>> fairy_sized(const std::string& id, const Profile& profile) {
  std::string size = id.substr(6);
  size_t x = size.find('x');
  int files = 0;
  int ranks = 0;
  if (x != std::string::npos) {
    auto r1 = std::from_chars(size.data(), size.data() + x, files);
    auto r2 = std::from_chars(size.data() + x + 1, size.data() + size.size(), ranks);
    if (r1.ec == std::errc() && r2.ec == std::errc() && r1.ptr == size.data() + x &&
        r2.ptr == size.data() + size.size())
      return fairy::make_fairy(files, ranks, profile);
  }
  return Error{"unknown variant \"" + id + "\": fairy sizes are written fairy-WxH, e.g. fairy-12x10"};
}

size_t edit_distance(const std::string_view a, const std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

// The variants with a catalog first, fairy (the test variant, without a document) last. check_compare_every:
// every 3rd ply on the 8x8 boards, every 10th on the 12x12 ones (three positions a game), every 40th on
// frozenchess13's 16x16 (at most one position a game, in 3 games of 4, at plies spread over the first 30): a
// comparison at a turn's start there lists about 2,000 actions under each of about 150 alternative readings,
// 1.6 s a position. One in 10 made its exploration 225 s of the check's 230; one in 30 held a check after an
// edit of frozenchess13 at 49-63 s on two idle cores, against issue 34's 60 s (the deeper measurement is
// `arbiter explore` or scripts/explore-parallel with more games).
const std::vector<VariantRow>& variant_table() {
  static const std::vector<VariantRow> table = {
      {.id = "chess", .make = one<chess::make_chess>, .interpretation = chess::interpretation_table,
       .catalog = true, .check_compare_every = 3, .soak = {"chess"}, .uci = {"chess"}},
      {.id = "twentychess", .make = one<twentychess::make_twentychess>, .interpretation = twentychess::interpretation_table,
       .catalog = true, .check_compare_every = 3, .soak = {"twentychess"}, .uci = {"twentychess"}},
      {.id = "deathsquare12", .make = one<deathsquare12::make_deathsquare12>, .interpretation = deathsquare12::interpretation_table,
       .catalog = true, .check_compare_every = 10, .soak = {"deathsquare12"}, .uci = {"deathsquare12"}},
      {.id = "quadrant12", .make = one<quadrant12::make_quadrant12>, .interpretation = quadrant12::interpretation_table,
       .catalog = true, .check_compare_every = 10, .soak = {"quadrant12"}, .uci = {"quadrant12"}},
      {.id = "removal12", .make = one<removal12::make_removal12>, .interpretation = removal12::interpretation_table,
       .catalog = true, .check_compare_every = 10, .soak = {"removal12"}, .uci = {"removal12"}},
      {.id = "frozenchess13", .make = one<frozenchess13::make_frozenchess13>, .interpretation = frozenchess13::interpretation_table,
       .catalog = true, .check_compare_every = 40, .soak = {"frozenchess13"}, .uci = {"frozenchess13"}},
      // fairy: the test variant without a document, 10x10, or any size from 6x6 to 16x16 as fairy-WxH.
      {.id = "fairy", .make = fairy_ten, .interpretation = fairy::interpretation_table, .uci = {"fairy"}},
      {.id = "fairy-WxH", .family = "fairy-", .sizes = "6..16 each", .make = fairy_sized,
       .interpretation = fairy::interpretation_table, .soak = {"fairy-12x10"},
       .uci = {"fairy-10x10", "fairy-12x10", "fairy-12x12", "fairy-16x16"}},
  };
  return table;
}

const VariantRow* find_variant(std::string_view id) {
  for (const VariantRow& row : variant_table())
    if (row.family.empty() ? id == row.id : id.starts_with(row.family)) return &row;
  return nullptr;
}

std::vector<std::string> catalog_variant_ids() {
  std::vector<std::string> ids;
  for (const VariantRow& row : variant_table())
    if (row.catalog) ids.emplace_back(row.id);
  return ids;
}

// Alphabetical, as the error for an unknown variant lists them; a family with what its pattern admits.
std::vector<std::string> variant_ids() {
  std::vector<std::string> ids;
  for (const VariantRow& row : variant_table())
    ids.push_back(row.family.empty() ? std::string(row.id) : std::string(row.id) + " (" + std::string(row.sizes) + ")");
  std::sort(ids.begin(), ids.end());
  return ids;
}

Result<std::shared_ptr<const Variant>> make_variant(const std::string& id, const Profile& profile) {
  if (const VariantRow* row = find_variant(id)) {
    try {
      return row->make(id, profile);
    } catch (const ValueOutOfRange& e) {  // an edited document states a number the model cannot play
      return Error{e.what()};
    }
  }
  // The nearest id when it looks like a misspelling of it (as check_profile guesses points).
  std::string_view nearest;
  size_t best = std::max<size_t>(2, id.size() / 4) + 1;
  for (const VariantRow& row : variant_table()) {
    // The distance is at least the difference of the lengths: a long text costs no more than a short one.
    size_t apart = id.size() > row.id.size() ? id.size() - row.id.size() : row.id.size() - id.size();
    if (!row.family.empty() || apart >= best) continue;
    if (size_t d = edit_distance(id, row.id); d < best) {
      nearest = row.id;
      best = d;
    }
  }
  std::string known;
  for (const auto& v : variant_ids()) known += (known.empty() ? "" : ", ") + v;
  return Error{"unknown variant \"" + id + "\"" + (nearest.empty() ? "" : " (did you mean " + std::string(nearest) + "?)") +
               "; known: " + known};
}

const InterpretationTable* interpretation_table(const std::string& id) {
  const VariantRow* row = find_variant(id);
  return row ? &row->interpretation() : nullptr;
}

Profile profile_for_variant(const std::string& id, const Profile& profile) {
  const InterpretationTable* table = interpretation_table(id);
  if (!table) return profile;  // make_variant reports the unknown variant
  Profile own;
  for (const auto& [point, option] : profile.choices())
    if (table->find(point)) own.set(point, option);
  return own;
}

namespace {

// The variants a run over `id` covers: id itself, or every variant with a catalog.
std::vector<std::string> run_variants(const std::string& id) {
  if (id.empty()) return catalog_variant_ids();
  return {id};
}


}  // namespace

std::string check_profile(const Profile& profile, const std::string& id) {
  std::vector<std::string> ids = run_variants(id);
  std::string problems = unknown_points(profile, id);
  if (!problems.empty()) {
    std::vector<const InterpretationPoint*> points;
    for (const std::string& v : ids) {
      const InterpretationTable* table = interpretation_table(v);
      if (!table) continue;
      for (const InterpretationPoint& p : table->points) points.push_back(&p);
    }
    // For each unknown point, the known one nearest to it when it looks like a misspelling of it.
    std::vector<std::pair<std::string, std::string>> guesses;  // (known point, unknown point)
    for (const auto& [point, option] : profile.choices()) {
      const InterpretationPoint* nearest = nullptr;
      size_t best = std::max<size_t>(2, point.size() / 4) + 1;
      for (const InterpretationPoint* p : points) {
        // The distance is at least the difference of the lengths: a point that far is no nearer (and no
        // exact match), so its distance is not computed (a long unknown text costs no more than a short one).
        size_t apart = point.size() > p->id.size() ? point.size() - p->id.size() : p->id.size() - point.size();
        if (apart >= best) continue;
        size_t d = edit_distance(point, p->id);
        if (d == 0) {
          nearest = nullptr;
          break;
        }
        if (d < best) {
          nearest = p;
          best = d;
        }
      }
      if (nearest) guesses.emplace_back(nearest->id, point);
    }
    if (guesses.size() == 1) problems += " (did you mean " + guesses[0].first + "?)";
    if (guesses.size() > 1) {
      problems += " (did you mean";
      for (size_t i = 0; i < guesses.size(); ++i)
        problems += (i ? ", " : " ") + guesses[i].first + " for " + guesses[i].second;
      problems += "?)";
    }
    if (points.empty()) {
      problems += "; no interpretation points are known";
    } else if (guesses.empty()) {
      // No misspelling to name: the few known points nearest to the first unknown one, not all of them (a run
      // over every variant knows more than a hundred; each catalog lists its own).
      std::string wanted;
      for (const auto& [point, option] : profile.choices()) {
        bool is_known = false;
        for (const InterpretationPoint* p : points) is_known = is_known || p->id == point;
        if (!is_known && wanted.empty()) wanted = point;
      }
      std::vector<std::pair<size_t, std::string>> near;
      for (const InterpretationPoint* p : points) near.emplace_back(edit_distance(wanted, p->id), p->id);
      std::stable_sort(near.begin(), near.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      problems += "; nearest known points:";
      for (size_t i = 0; i < near.size() && i < 5; ++i) problems += (i ? ", " : " ") + near[i].second;
      problems += " (" + std::to_string(points.size()) + " in all: each catalog's <interpretation> ids, model/<variant>/rules.xml)";
    }
  }
  for (const std::string& v : ids) {
    const InterpretationTable* table = interpretation_table(v);
    if (!table) continue;
    Profile own = profile_for_variant(v, profile);
    if (own.choices().empty()) continue;
    if (auto read = read_interpretation(*table, own); !read) problems += (problems.empty() ? "" : "; ") + read.error();
  }
  return problems;
}

std::string unknown_points(const Profile& profile, const std::string& id) {
  std::vector<std::string> ids = run_variants(id);
  std::string unknown;
  for (const auto& [point, option] : profile.choices()) {
    bool known = false;
    for (const std::string& v : ids)
      if (const InterpretationTable* table = interpretation_table(v)) known = known || table->find(point);
    if (!known) unknown += (unknown.empty() ? "" : ", ") + point;
  }
  if (unknown.empty()) return "";
  if (id.empty()) return "no variant has the interpretation point " + unknown;
  return id + " has no interpretation point " + unknown;
}

}  // namespace arbiter
