// A variant of the twelve family: the 12x12 board and the start position read from the documents' common
// diagram (setup.piece-row RNBDJQKJDBNR, setup.pawn-row "PPPPPPPP PPPP`", setup.counts 12 + 12 per side;
// board.pawn-row and board.black-setup say how they are read), with the family's Rules behind the Variant
// interface. deathsquare12 and quadrant12 are instances that differ in their Options, extra state and
// abilities, and the clause ids their catalogs give.
//
// The variant is its list of mechanics (mechanics/mechanics.h), composed in twelve_variant.cpp: the unit's
// state (rest, walls, king, death squares' paralysis, the jester's immobilisation), the shape of an action (rook push, captures), the
// actions (double move, kings exchange, rotation, swap or swapshot, the no-other-move fallbacks), the
// position after an action (check, quadrants) and the verdict (game end). Which are present follows the
// Options (a mechanic that a variant's options switch off is left out of its list).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/mechanic_variant.h"
#include "model/shared12/options.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

// A variant's own mechanics, made on the family's Rules, by where they stand in the family's list.
struct OwnMechanics {
  using Factory = std::function<std::unique_ptr<Mechanic>(const Rules&)>;
  Factory rest;                     // a mechanic that is also the family's DoubleMoveRest, first among the
                                    // refusals about the acting unit (quadrant12: rest)
  std::vector<Factory> actions;     // after the family's actions (deathsquare12: swap; quadrant12: rotation, swapshot)
  std::vector<Factory> after;       // judged on the position after an action (quadrant12: quadrants)
  Factory slides;                   // a mechanic that is also the family's SlideLimit (quadrant12: capture range)
  Factory walls;                    // a mechanic that is also the family's WallRules, first among the unit's state
                                    // refusals after unit_state (quadrant12: walls)
  Factory quadrants;                // a mechanic that is also the family's BonusQuadrants, judged on the
                                    // position after an action (quadrant12: quadrants)
};

class TwelveVariant final : public MechanicVariant {
 public:
  TwelveVariant(std::string id, const Profile& profile, const Options& options,
                std::vector<AttributeDef> extra_attributes, const OwnMechanics& own,
                std::vector<std::string_view> clauses);
  TwelveVariant(const TwelveVariant&) = delete;
  TwelveVariant& operator=(const TwelveVariant&) = delete;

  std::string start_fen() const override { return start_fen_; }
  bool in_check(const Position& pos) const override;
  std::vector<std::string_view> clauses_in_code() const override { return clauses_; }
  std::string validate(const Position& pos) const override;
  const Rules& rules() const { return *rules_; }

 private:
  std::unique_ptr<Rules> rules_;
  std::string start_fen_;
  std::vector<std::string_view> clauses_;
};

}  // namespace arbiter::shared12
