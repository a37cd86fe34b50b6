// A variant of the twelve family: the 12x12 board, the army and the start position read from the documents'
// common diagram (setup.piece-row RNBDJQKJDBNR, setup.pawn-row "PPPPPPPP PPPP`", setup.counts 12 + 12 per side;
// board.pawn-row and board.black-setup say how they are read), with the family's steps (Rules, family.h)
// behind the Variant interface.
//
// It holds no list: each variant of the family derives from it and states its own ordered list of mechanics
// (model/deathsquare12/deathsquare12.cpp, model/quadrant12/quadrant12.cpp), the family's (mechanics/) and its
// own in their place, each with its readings, naming as it adds them the mechanics the family's steps ask
// (FamilyMechanics), which it tells the steps once the list is composed (Rules::set_mechanics).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/mechanic_variant.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

class TwelveVariant : public MechanicVariant {
 public:
  // How the documents' diagram is read (the start position).
  struct Setup {
    bool eleven_pawns = false;  // board.pawn-row: the gap read as an empty i2 (else twelve pawns)
    bool rotate_black = false;  // board.black-setup = rotate: Black's rows read from l to a (else mirror)
  };

  TwelveVariant(const TwelveVariant&) = delete;
  TwelveVariant& operator=(const TwelveVariant&) = delete;

  std::string start_fen() const override { return start_fen_; }
  bool in_check(const Position& pos) const override;
  std::vector<std::string_view> clauses_in_code() const override { return clauses_; }
  std::string validate(const Position& pos) const override;
  const Rules& rules() const { return *rules_; }

 protected:
  // `state`: the attributes of the variant's own mechanics, in the order its positions write them (each
  // mechanic declares its own again, sharing the one of its name). `clauses`: the clauses its code fires.
  TwelveVariant(std::string id, const Profile& profile, Setup setup, Rules::Params steps,
                std::vector<AttributeDef> state, std::vector<std::string_view> clauses);

  // The family's steps, which the mechanics read and the list tells whom they ask (Rules::set_mechanics).
  std::unique_ptr<Rules> rules_;

 private:
  std::string start_fen_;
  std::vector<std::string_view> clauses_;
};

}  // namespace arbiter::shared12
