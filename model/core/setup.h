// A setup: a position as written, not necessarily one that can occur (cf. shakmaty's Setup, "a not
// necessarily legal position"). Reading a position is two steps with two error kinds:
//
//   text --parse_setup (fen.h)--> Setup --validate_setup--> Position
//          ErrorKind::kFenSyntax           ErrorKind::kInvalidSetup (Variant::validate)
//
// parse_fen (fen.h) does both. A setup may be completed between the steps (a scenario's piece list).
#pragma once

#include <utility>

#include "model/core/position.h"
#include "model/core/result.h"

namespace arbiter {

class Variant;

class Setup {
 public:
  explicit Setup(Position position) : position_(std::move(position)) {}
  // The position as written, unchecked.
  const Position& position() const { return position_; }
  // For completing a setup before it is validated.
  Position& edit() { return position_; }

 private:
  Position position_;
};

// The setup as a Position of the variant, or an Error of kind kInvalidSetup saying why it cannot occur
// ("position is not legal in chess: each side needs exactly one king (white has 2, black 1)").
Result<Position> validate_setup(const Variant& variant, Setup setup);

}  // namespace arbiter
