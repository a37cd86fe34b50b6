// The moves of the cast in force (rule 1, "as in orthodox chess", and every cast's variation of it): the
// chessmen move as chess's movers say, with the table of the cast (cast_rules.cpp: cast 11's extra steps,
// cast 15's knight king, cast 16's cylinder, the fool with the capacity of the previous moved chessman);
// in cast 17 the turn's second move is the identical move (cast17_identical.cpp). This mechanic owns every
// move and plays it: the capture fills a pool, the move is chess's (make_move.cpp), the en passant target
// of the player's own earlier action survives his turn, the fool's capacity follows the moved chessman.
// A king attacked after a change of cast is only in check: it is never captured
// (turn.cast-change-exposure); the fool never promotes (fool.pawn-capacity-last-row=stays-fool).
#include <algorithm>
#include <tuple>

#include "model/chess/castling.h"
#include "model/chess/clauses.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

bool identical_phase(const Position& pos) { return pos.counter(kCast) == 17 && pos.counter(kPhase) == 1; }

// On the cylinder a square may lie on two rays of one rider (a1 reaches e1 eastwards and westwards, e5
// along both diagonals): one action per destination, legal when either way is open.
void one_per_destination(ActionList& out, size_t first) {
  auto begin = out.begin() + static_cast<std::ptrdiff_t>(first);
  std::sort(begin, out.end(), [](const Action& a, const Action& b) {
    return std::tie(a.from, a.to, a.kind) < std::tie(b.from, b.to, b.kind);
  });
  out.erase(std::unique(begin, out.end(), [](const Action& a, const Action& b) { return a.same(b); }), out.end());
}

// fool.pawn-capacity-last-row = stays-fool: a fool moving as a pawn onto its last row is not promoted, so its
// promotions (chess's only moves there for a pawn mover) are one plain move to that square.
void fools_stay(const Position& pos, ActionList& out, size_t first) {
  bool any = false;
  for (size_t i = first; i < out.size(); ++i)
    if (out[i].kind != kNoKind && pos.at(out[i].from).kind() == kFool) {
      out[i].kind = kNoKind;
      any = true;
    }
  if (!any) return;
  auto begin = out.begin() + static_cast<std::ptrdiff_t>(first);
  std::vector<Action> seen;
  out.erase(std::remove_if(begin, out.end(), [&](const Action& a) {
              if (pos.at(a.from).kind() != kFool) return false;
              for (const Action& b : seen)
                if (b.same(a)) return true;
              seen.push_back(a);
              return false;
            }),
            out.end());
}

class CastMoves final : public Mechanic, public CandidateSource, public LegalListing {
 public:
  explicit CastMoves(const TwentyChess& v) : Mechanic("moves of the cast"), v_(v) {}

  void generate(const Position& pos, ActionList& out) const override {
    if (pos.counter(kCast) == 0) return;
    if (identical_phase(pos)) return generate_identical_moves(v_, pos, out);
    size_t first = out.size();
    chess::generate_pseudo(v_.rules(pos), pos, out);
    fools_stay(pos, out, first);
    if (pos.counter(kCast) == 16) one_per_destination(out, first);
  }
  // The moves that leave the own king safe: chess's legal generator under the cast's table.
  void candidates(const Position& pos, ActionList& out) const override {
    if (pos.counter(kCast) == 0) return;
    if (identical_phase(pos)) return generate_identical_moves(v_, pos, out);
    size_t first = out.size();
    chess::generate_legal(v_.rules(pos), pos, out);
    fools_stay(pos, out, first);
    if (pos.counter(kCast) == 16) one_per_destination(out, first);
  }
  bool generate_legal(const Position& pos, ActionList& out) const override {
    size_t first = out.size();
    candidates(pos, out);
    v_.keep_allowed(pos, out, first);
    return true;
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kMove; }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (generates(pos, a)) return {};
    return chess::qualified_clauses().piece_moves;
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (a.type != ActionType::kMove || pos.counter(kCast) == 0) return {};
    if (pos.at(a.to).kind() == kKing || (a.kind != kNoKind && pos.at(a.from).kind() == kFool))
      return chess::qualified_clauses().piece_moves;
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    if (identical_phase(pos)) identical(pos, a, trace);
    else move(pos, a, trace);
    v_.end_action(pos, a);
  }

 private:
  void move(Position& pos, const Action& a, Trace* trace) const {
    Side us = pos.side_to_move();
    int cast = pos.counter(kCast);
    int phase = pos.counter(kPhase);
    const chess::OrthodoxRules& r = v_.rules(pos);
    // en-passant.window=next-opponent-action: this player's own target (from his earlier action) survives
    // while its square stays empty and the pawn that crossed it stays put.
    Square ep = pos.en_passant();
    bool own_ep = ep != kNoSquare && rank_of(ep) == (us == Side::kWhite ? 2 : pos.geometry().ranks() - 3);
    Piece mover = pos.at(a.from);
    Piece captured = pos.at(a.to);
    if (captured.empty() && r.movers.of(mover.kind()).pawn && a.to == ep && file_of(a.from) != file_of(a.to))
      captured = Piece(kPawn, ~us);
    v_.record_capture(pos, us, captured, trace);
    chess::play_move(r, chess::qualified_clauses(), pos, a, trace);
    if (own_ep && pos.en_passant() == kNoSquare && pos.empty(ep) && pos.at(r.pawn_push[index(us)][ep]) == Piece(kPawn, us))
      pos.set_en_passant(ep);
    // cast-12.fool-capacity (fool.capacity-timing=dynamic-last-move): the fool takes the capacity of the
    // previous moved chessman; extra-piece.fool-after-fool: a moving fool passes its capacity on unchanged.
    if (mover.kind() != kFool) pos.set_counter(kCapacity, mover.kind());
    else fire(trace, clause::kExtraFoolAfterFool);
    if (mover.kind() == kElephant) fire(trace, clause::kCast13Move);
    fire(trace, clause::kOrthodoxBase);  // the move itself is an orthodox one (or the cast's variation of it)
    if (is_extra(mover.kind())) {
      // extra-piece.persistence / persists-cast-1: it keeps the capacity its last drop cast gave it.
      fire(trace, clause::kExtraPersistence);
      if (cast == 1) fire(trace, clause::kExtraPersistsCast1);
    }
    if (cast == 20 && (!captured.empty() || chess::in_check(r, pos, ~us))) fire(trace, clause::kCast20CaptureCheck);
    fire_cast(pos, a, mover, phase, trace);
  }

  // The clauses of the cast in force.
  void fire_cast(const Position& pos, const Action& a, Piece mover, int phase, Trace* trace) const {
    if (!trace) return;
    int cast = pos.counter(kCast);
    bool drops = pos.counter(kDrops) != 0;
    switch (cast) {
      case 1: fire(trace, clause::kCast1); break;
      case 2:
        fire(trace, clause::kCast2TwoMoves);
        fire(trace, phase == 1 ? clause::kCast2TwoPieces : clause::kCast2Order);
        break;
      case 3: fire(trace, clause::kCast3MoveOther); break;
      case 7: fire(trace, clause::kCast7); break;
      case 8: fire(trace, clause::kCast8); break;
      case 9: fire(trace, clause::kCast9); break;
      case 10: fire(trace, clause::kCast10); break;
      case 11: fire(trace, clause::kCast11); break;
      case 12: fire(trace, clause::kCast12MoveAnother); break;
      case 13: fire(trace, clause::kCast13MoveAnother); break;
      case 14: fire(trace, clause::kCast14MoveAnother); break;
      case 15: fire(trace, mover.kind() == kKing ? clause::kCast15KingKnight : clause::kCast15Other); break;
      case 16: fire(trace, clause::kCast16); break;
      case 18: fire(trace, clause::kCast18); break;
      case 19: fire(trace, clause::kCast19Move); break;
      case 4: case 5: fire(trace, drops ? clause::kCast4MoveAnother : clause::kCast4Fallback); break;
      case 6: fire(trace, drops ? clause::kCast6MoveAnother : clause::kCast6Fallback); break;
      case 17: fire(trace, clause::kCast17Identical); break;
      case 20: {
        Piece p = pos.at(a.to);
        bool more = false;  // another chessman of its type still to move (turn.cpp continues the turn)
        if (p.kind() == kKnight || p.kind() == kBishop || p.kind() == kRook)
          pos.occupied(p.side()).for_each([&](Square s) {
            more = more || (s != a.to && pos.at(s) == p && !pos.attribute(kActedAttribute, s));
          });
        fire(trace, more || phase == 1 ? clause::kCast20Pair : clause::kCast20IfStill);
        break;
      }
      default: break;
    }
  }

  // Cast 17's second action: the identical move (cast17_identical.cpp generates it).
  void identical(Position& pos, const Action& a, Trace* trace) const {
    pos.move(a.from, a.to);
    int rights = chess::castling_rights_after(pos, a.from, a.to);
    if (rights != pos.castling()) pos.set_castling(rights);
    // An en passant target that the identical move covers, or whose pawn it moves, is gone.
    if (Square ep = pos.en_passant(); ep != kNoSquare) {
      Square pawn_at = v_.plain_rules().pawn_push[index(pos.side_to_move())][ep];
      if (!pos.empty(ep) || pawn_at < 0 || pos.at(pawn_at) != Piece(kPawn, pos.side_to_move())) pos.set_en_passant(kNoSquare);
    }
    fire(trace, clause::kCast17Identical);
    fire(trace, clause::kCast17LandsEmpty);
  }

  const TwentyChess& v_;
};

}  // namespace

std::unique_ptr<Mechanic> cast_moves(const TwentyChess& v) { return std::make_unique<CastMoves>(v); }

}  // namespace arbiter::twentychess
