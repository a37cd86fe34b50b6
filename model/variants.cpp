// The registry of variants: the one place that knows every variant id.
#include <charconv>

#include "model/chess/orthodox.h"
#include "model/core/variant.h"
#include "model/deathsquare12/deathsquare12.h"
#include "model/fairy/fairy.h"
#include "model/quadrant12/quadrant12.h"
#include "model/removal12/removal12.h"
#include "model/twentychess/twentychess.h"

namespace arbiter {

std::vector<std::string> variant_ids() { return {"chess", "deathsquare12", "fairy", "fairy-WxH (6..16 each)", "quadrant12", "removal12", "twentychess"}; }

Result<std::shared_ptr<const Variant>> make_variant(const std::string& id, const Profile& profile) {
  if (id == "chess") return chess::make_chess(profile);
  if (id == "twentychess") return twentychess::make_twentychess(profile);
  if (id == "deathsquare12") return deathsquare12::make_deathsquare12(profile);
  if (id == "quadrant12") return quadrant12::make_quadrant12(profile);
  if (id == "removal12") return removal12::make_removal12(profile);
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

std::string unknown_points(const Profile& profile, const std::string& id) {
  std::vector<std::string> ids = {id};
  if (id.empty()) ids = {"chess", "twentychess", "deathsquare12", "quadrant12", "removal12"};  // the variants with a catalog
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
