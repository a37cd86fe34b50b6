// Paralysis Transfer (paralysis.transfer): a special move, written transfer@A>B. A unit A that is not
// paralysed, can be paralysed (not a king, not beside its own king: royal-guards.no-paralysis) and is not
// threatened by the enemy, and that protects a paralysed friendly unit B (B in A's capture reach), takes 4
// turns of B's paralysis: B's paralysis drops by 4 (to no less than 0) and A is paralysed for 4 turns even
// when B had fewer left (paralysis.transfer-minimum; paralysis-transfer.amount = always-four). The 4s are the
// catalog's values: the amount (paralysis.transfer's "take 4 paralysis moves"; "less than 4" restates it) and the
// giver's penalty when B had less (paralysis.transfer-minimum's "+4 paralysis penalty"). Once
// paralysed, A protects nothing and cannot transfer again (paralysis.transfer-after: a statue, board.h; where
// paralysis.statue-threat = still-threatens lets paralysed units threaten and protect, the giver is marked
// (transferred@SQ=1, while it stays paralysed) and protects no one: a ProtectionVeto, board.h).
// paralysis-transfer.giver-after = for-good: the mark stays after the paralysis, so the giver never protects
// again and never makes another transfer (refused as paralysis.transfer-after).
// A special move, so not during a double move or multimove (advanced.no-abilities).
#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {

class ParalysisTransfer final : public FrozenMechanic, public ProtectionVeto, public TypeScope {
 public:
  ParalysisTransfer(const Board& b, const Paralysis& paralysis, ParalysisTransferParams params)
      : FrozenMechanic("paralysis transfer", b), paralysis_(paralysis), for_good_(params.for_good), p_(params) {}
  void declare(Declaration& d) override { given_ = d.attribute({"transferred", Scope::kPiece, 0, 1}); }
  bool withholds(const Position& p, Square s) const override { return p.attribute(given_, s) != 0; }
  // The mark lasts while the giver stays paralysed (for good under giver-after = for-good).
  void turn_start(Position& p, Trace*) const override {
    const SquareSet marked = p.marked(given_);
    if (marked.empty()) return;
    marked.for_each([&](Square s) {
      if (p.empty(s) || (!for_good_ && !paralysis_.paralysed(p, s))) p.set_attribute(given_, s, 0);
    });
  }
  bool owns(const Action& a) const override { return is_ability(a, kTransfer); }

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    const Side us = p.side_to_move();
    bool any = false;
    p.occupied(us).for_each([&](Square s) { any |= paralysis_.paralysed(p, s); });
    if (!any) return;
    p.occupied(us).for_each([&](Square a) {
      if (!giver(p, a)) return;
      const Piece u = p.at(a);
      SquareSet reach = board().movement().capture_reach(p, a, u.kind(), us, board().ranges(p, a));
      (reach & p.occupied(us)).for_each([&](Square b) {
        if (b != a && paralysis_.paralysed(p, b)) out.push_back(action(a, b));
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || p.empty(a.to) || p.at(a.to).side() != p.side_to_move() || a.to == a.from || a.path_size())
      return kNoSuchAction;
    // The giver must be able to be paralysed: a king cannot (king.immunity), nor a unit beside its own king
    // (royal-guards.no-paralysis); and it must be unthreatened, the receiver paralysed.
    if (board().special_immune(p.at(a.from).kind())) return clause::kKingImmunity;
    if (!paralysis_.can_be_paralysed(p, a.from)) return clause::kRoyalGuardsNoParalysis;
    // "unable to do another" for good: refused by this clause once the giver's paralysis is over (while it
    // lasts, the paralysis refuses every action of the giver, as under while-paralysed).
    if (for_good_ && p.attribute(given_, a.from) != 0 && !paralysis_.paralysed(p, a.from)) return clause::kParalysisTransferAfter;
    if (!paralysis_.paralysed(p, a.to) || !giver(p, a.from)) return clause::kParalysisTransfer;
    const Piece u = p.at(a.from);
    if (!board().movement().capture_reach(p, a.from, u.kind(), u.side(), board().ranges(p, a.from)).contains(a.to))
      return clause::kParalysisTransfer;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const int left = paralysis_.turns(p, a.to);
    const bool short_of = left < p_.amount;  // "If UnitB has less than 4 paralysis(moves)": less than it takes
    paralysis_.set_turns(p, a.to, std::max(0, left - p_.amount));
    paralysis_.paralyse(p, a.from, short_of ? p_.minimum : p_.amount, true, trace);
    p.set_attribute(given_, a.from, 1);  // "no longer protects" (board.h's ProtectionVeto)
    fire(trace, clause::kParalysisTransfer);
    fire(trace, clause::kParalysisTransferAfter);
    if (short_of) fire(trace, clause::kParalysisTransferMinimum);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kParalysisTransfer, clause::kParalysisTransferAfter, clause::kParalysisTransferMinimum,
            clause::kKingImmunity, clause::kRoyalGuardsNoParalysis};
  }

 private:
  // A may give: can be paralysed, and is not threatened (its own paralysis is Paralysis's refusal).
  bool giver(const Position& p, Square a) const {
    return paralysis_.can_be_paralysed(p, a) && !(for_good_ && p.attribute(given_, a) != 0) && !board().threatened(p, a);
  }
  static Action action(Square a, Square b) { return Action::ability_use(kTransfer, a, b); }
  const Paralysis& paralysis_;
  const bool for_good_;
  ParalysisTransferParams p_;
  int given_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> paralysis_transfer(const Board& b, const Paralysis& paralysis, ParalysisTransferParams params) {
  return std::make_unique<ParalysisTransfer>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
