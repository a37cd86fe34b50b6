// Who may capture and who may be captured (the "UNIT TYPE" lists): jesters, frogs and crossbowmen never
// capture (unit-type.no-capture, jester.no-capture, crossbowman.no-capture, frog.immortal), frogs are never
// captured (unit-type.immortal). A unit that cannot capture cannot with lent movement either
// (empower.no-capture-units = own-restriction-holds): the capture its lent movement alone would make is
// refused by the class rule, unit-type.no-capture; one its own movement reaches, by its kind's clause.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class Captures final : public FrozenMechanic {
 public:
  explicit Captures(const Board& b) : FrozenMechanic("captures", b) {}
  Refusal forbids(const Position& p, const Action& a) const override {
    if (!is_capture(p, a)) return {};
    const Piece u = p.at(a.from);
    if (board().cannot_capture(u.kind())) {
      if (!own_route(p, a)) return clause::kUnitTypeNoCapture;
      if (u.kind() == kJester) return clause::kJesterNoCapture;
      if (u.kind() == kCrossbowman) return clause::kCrossbowmanNoCapture;
      return clause::kFrogImmortal;
    }
    if (board().immortal(p.at(a.to).kind())) return clause::kUnitTypeImmortal;
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kUnitTypeNoCapture, clause::kJesterNoCapture, clause::kCrossbowmanNoCapture,
            clause::kFrogImmortal, clause::kUnitTypeImmortal};
  }

 private:
  // Whether the unit's own movement reaches a.to by a.'s route.
  bool own_route(const Position& p, const Action& a) const {
    const Piece u = p.at(a.from);
    return board().movement().route_of(p, a, u.kind(), u.side(), board().ranges(p, a.from)).has_value();
  }
};

// Kind Immunity: a non-pawn piece can neither capture nor use an ability on an enemy of its own kind
// (kind-immunity.no-engage; kind-immunity.friendly = enemy-only), except pawns, kings and immortal units
// (kind-immunity.exceptions). The threats respect it too (board.h).
class KindImmunity final : public FrozenMechanic, public CaptureListener {
 public:
  explicit KindImmunity(const Board& b) : FrozenMechanic("kind immunity", b) {}
  Refusal forbids(const Position& p, const Action& a) const override {
    if (!is_capture(p, a)) return {};
    const Kind k = p.at(a.from).kind();
    if (k == p.at(a.to).kind() && !board().kind_immunity_exempt(k)) return clause::kKindImmunityNoEngage;
    return {};
  }
  void captured(Position&, const Capture& c, Trace* trace) const override {
    if (c.capturer.kind() != c.victim.kind()) return;
    fire(trace, clause::kKindImmunityExceptions);
    fire(trace, clause::kChangelogKindImmunityClarified);  // "KInd Immunity clarified.": the rule as stated now
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kKindImmunityNoEngage, clause::kKindImmunityExceptions, clause::kChangelogKindImmunityClarified};
  }
};

}  // namespace

std::unique_ptr<Mechanic> captures(const Board& b) { return std::make_unique<Captures>(b); }
std::unique_ptr<Mechanic> kind_immunity(const Board& b) { return std::make_unique<KindImmunity>(b); }

}  // namespace arbiter::frozenchess13
