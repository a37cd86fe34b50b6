// The second step of reading a position: a Setup is checked by its variant (setup.h).
#include "model/core/setup.h"

#include "model/core/variant.h"

namespace arbiter {

Result<Position> validate_setup(const Variant& v, Setup setup) {
  std::string why = v.validate(setup.position());
  if (!why.empty()) return Error::invalid_setup("position is not legal in " + v.id() + ": " + why);
  return std::move(setup.edit());
}

}  // namespace arbiter
