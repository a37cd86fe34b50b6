// VariantCache (variant_cache.h).
#include "oracle/scenarios/variant_cache.h"

#include <algorithm>

namespace arbiter {

Result<std::shared_ptr<const Variant>> VariantCache::get(const std::string& id, const Profile& profile) {
  std::string key = id;
  for (const auto& [point, option] : profile.choices()) key += "\n" + point + "=" + option;
  for (Slot& s : slots_)
    if (s.key == key) {
      s.used = ++clock_;
      return s.variant;
    }
  auto made = make_variant(id, profile);
  if (!made) return made;
  ++made_;
  if (slots_.size() < kSlots) {
    slots_.push_back({std::move(key), *made, ++clock_});
  } else {
    Slot& oldest = *std::min_element(slots_.begin(), slots_.end(), [](const Slot& a, const Slot& b) { return a.used < b.used; });
    oldest = {std::move(key), *made, ++clock_};
  }
  return made;
}

}  // namespace arbiter
