// The registry of variants: the one place that knows every variant id.
#include <algorithm>
#include <charconv>

#include "model/chess/orthodox.h"
#include "model/core/variant.h"
#include "model/deathsquare12/deathsquare12.h"
#include "model/fairy/fairy.h"
#include "model/quadrant12/quadrant12.h"
#include "model/frozenchess13/frozenchess13.h"
#include "model/removal12/removal12.h"
#include "model/twentychess/twentychess.h"

namespace arbiter {

std::vector<std::string> variant_ids() { return {"chess", "deathsquare12", "fairy", "fairy-WxH (6..16 each)", "frozenchess13", "quadrant12", "removal12", "twentychess"}; }

Result<std::shared_ptr<const Variant>> make_variant(const std::string& id, const Profile& profile) {
  if (id == "chess") return chess::make_chess(profile);
  if (id == "twentychess") return twentychess::make_twentychess(profile);
  if (id == "deathsquare12") return deathsquare12::make_deathsquare12(profile);
  if (id == "quadrant12") return quadrant12::make_quadrant12(profile);
  if (id == "removal12") return removal12::make_removal12(profile);
  if (id == "frozenchess13") return frozenchess13::make_frozenchess13(profile);
  if (id == "fairy") return fairy::make_fairy(10, 10, profile);
  if (id.rfind("fairy-", 0) == 0) {
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
  std::string known;
  for (const auto& v : variant_ids()) known += (known.empty() ? "" : ", ") + v;
  return Error{"unknown variant \"" + id + "\"; known: " + known};
}

const InterpretationTable* interpretation_table(const std::string& id) {
  if (id == "chess") return &chess::interpretation_table();
  if (id == "twentychess") return &twentychess::interpretation_table();
  if (id == "deathsquare12") return &deathsquare12::interpretation_table();
  if (id == "quadrant12") return &quadrant12::interpretation_table();
  if (id == "removal12") return &removal12::interpretation_table();
  if (id == "frozenchess13") return &frozenchess13::interpretation_table();
  if (id == "fairy" || id.rfind("fairy-", 0) == 0) return &fairy::interpretation_table();
  return nullptr;
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
  if (id.empty()) return {"chess", "twentychess", "deathsquare12", "quadrant12", "removal12", "frozenchess13"};
  return {id};
}

size_t edit_distance(const std::string& a, const std::string& b) {
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

std::string check_profile(const Profile& profile, const std::string& id) {
  std::vector<std::string> ids = run_variants(id);
  std::string problems = unknown_points(profile, id);
  if (!problems.empty()) {
    std::string known;
    std::vector<const InterpretationPoint*> points;
    for (const std::string& v : ids) {
      const InterpretationTable* table = interpretation_table(v);
      if (!table || table->points.empty()) continue;
      known += (known.empty() ? "" : "; ") + v + ":";
      for (const InterpretationPoint& p : table->points) {
        known += " " + p.id;
        points.push_back(&p);
      }
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
    problems += known.empty() ? "; no interpretation points are known" : "; known points: " + known;
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
