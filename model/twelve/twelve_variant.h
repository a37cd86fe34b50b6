// A variant of the twelve family: the 12x12 board and the start position read from the documents' common
// diagram (setup.piece-row RNBDJQKJDBNR, setup.pawn-row "PPPPPPPP PPPP`", setup.counts 12 + 12 per side;
// board.pawn-row and board.black-setup say how they are read), with the family's Rules behind the Variant
// interface. deathsquare12 and quadrant12 are instances that differ in their Options, extra state and
// abilities, and the clause ids their catalogs give.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/twelve/twelve.h"

namespace arbiter::twelve {

class TwelveVariant final : public Variant {
 public:
  TwelveVariant(std::string id, const Profile& profile, const Options& options,
                std::vector<AttributeDef> extra_attributes, std::vector<std::string> extra_abilities,
                std::vector<std::string_view> clauses);
  TwelveVariant(const TwelveVariant&) = delete;
  TwelveVariant& operator=(const TwelveVariant&) = delete;

  std::string start_fen() const override { return start_fen_; }
  void legal_actions(const Position& pos, ActionList& out) const override { rules_->generate(pos, out); }
  void apply(Position& pos, const Action& a, Trace* trace) const override { rules_->apply(pos, a, trace); }
  Outcome outcome(const Game& game) const override { return rules_->outcome(*this, game); }
  bool in_check(const Position& pos) const override { return rules_->in_check(pos); }
  std::string_view refusal(const Position& pos, const Action& a) const override { return rules_->refusal(pos, a); }
  std::vector<std::string_view> clauses_in_code() const override { return clauses_; }
  std::string validate(const Position& pos) const override;

 private:
  std::unique_ptr<Rules> rules_;
  std::string start_fen_;
  std::vector<std::string_view> clauses_;
  bool walls_;
};

}  // namespace arbiter::twelve
