// The variant's file: its pieces, state and list of mechanics, and the turn: the cast in force for
// White's turn and Black's following one (turn.cast-scope=white-and-black), turns of several actions
// (casts 2-6, 12-14, 17, 19, 20) on the core's pipeline (continues_turn: the same player acts again; a
// partial turn is legal only if it can be completed), the pools of captured pieces, and the outcome judged
// at turn boundaries under the next cast.
#include <algorithm>

#include "model/chess/clauses.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

const char* kHandLetters = "pnbrq";

// The turn: whether it goes on after an action (the cast's phases), and what its end clears.
class TurnPhases final : public Mechanic {
 public:
  explicit TurnPhases(const TwentyChess& v) : Mechanic("turn"), v_(v) {}

  // `after` counts the actions made (kPhase); the roll and the pick are decisions, not actions (their
  // mechanics continue the turn themselves).
  bool continues_turn(const Position& after, const Action& a) const override {
    if (a.type == ActionType::kChance) return false;
    int cast = after.counter(kCast);
    int made = after.counter(kPhase);
    switch (cast) {
      case 2: case 3: case 12: case 13: case 14: case 17: case 19: return made == 1;
      case 4: case 5: case 6: return made <= after.counter(kDrops);
      case 20: {
        // After a knight, bishop or rook, the turn goes on while another chessman of its type is still in
        // the game and has not moved (cast-20.if-still-in-game).
        if (a.type != ActionType::kMove) return false;
        Piece p = after.at(a.to);
        if (p.kind() != kKnight && p.kind() != kBishop && p.kind() != kRook) return false;
        bool more = false;
        after.occupied(p.side()).for_each([&](Square s) {
          more = more || (s != a.to && after.at(s) == p && !after.attribute(kActedAttribute, s));
        });
        return more;
      }
      default: return false;
    }
  }
  void turn_end(Position& pos, Trace*) const override {
    pos.set_counter(kPhase, 0);
    pos.set_counter(kFirst, 0);
    pos.set_counter(kSecond, 0);
    pos.occupied(pos.side_to_move()).for_each([&](Square s) {
      if (pos.attribute(kActedAttribute, s)) pos.set_attribute(kActedAttribute, s, 0);
    });
  }
  // turn.mate-timing=after-turn, turn.mate-cast=next-cast: while the next cast is still to be rolled the
  // game goes on (only the draws that do not depend on the cast are judged); then as in orthodox chess,
  // under the cast's table (turn.no-legal-action=orthodox-verdict).
  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& game) const override {
    const Position& pos = game.position();
    if (pos.counter(kCast) == 0) {
      if (game.repetitions() >= 2) return Outcome::draw(chess::clause::kThreefold, "threefold repetition");
      if (pos.halfmove_clock() >= 100) return Outcome::draw(chess::clause::kFiftyMove, "fifty-move rule");
      return Outcome::ongoing();
    }
    return chess::orthodox_outcome(v_.rules(pos), v_, game);
  }

 private:
  const TwentyChess& v_;
};

}  // namespace

TwentyChess::TwentyChess(const Profile& profile, const ChosenOptions& chosen)
    : MechanicVariant("twentychess", Geometry(8, 8), profile), cylinder_(8, 8, Topology::kCylinder) {
  kinds_ = {{kPawn, 'P', "pawn"},     {kKnight, 'N', "knight"},     {kBishop, 'B', "bishop"},
            {kRook, 'R', "rook"},     {kQueen, 'Q', "queen"},       {kKing, 'K', "king"},
            {kFool, 'F', "fool"},     {kElephant, 'E', "elephant"}, {kMountain, 'M', "mountain"}};
  royal_ = kKing;
  decisions_ = {{"cast", false}, {"pick", true}};
  abilities_ = {"exchange", "give"};
  schema_.counters = {{"cast", 0, 20, 0}, {"phase", 0, 8, 0}, {"first", 0, 256, 0}, {"second", 0, 256, 0},
                      {"capacity", 0, kKindCount - 1, 0}, {"w-extra", 0, 1, 1}, {"b-extra", 0, 1, 1},
                      {"drops", 0, 64, 0}, {"pick", 0, kQueen, 0}};
  schema_.attributes = {{"acted", Scope::kPiece, 0, 1}};
  for (const char* side : {"w", "b"})
    for (const char* l = kHandLetters; *l; ++l)
      schema_.counters.push_back({std::string(side) + "-hand-" + *l, 0, 64, 0});
  // turn.cast-selection: random-d20 (default; the roll is an action, drawn by random play from a seeded die),
  // fixed (the cast in the position never changes: perft and analysis of one cast). mover-chooses and
  // cyclic are not implemented.
  read_.cast_fixed = chosen.is("turn.cast-selection", "fixed");
  read_.roll_every_turn = chosen.is("turn.cast-scope", "per-player-turn");
  read_.sideways_allowed = chosen.is("cast-18.sideways", "non-forward");
  read_.all_backwards = chosen.is("cast-18.capacity", "all-backwards");
  read_.king_knight_only = chosen.is("cast-15.king-moves", "knight-only");
  read_.pair_may_move_alone = chosen.is("cast-20.second-cannot-move", "move-alone");
  read_.exchange_must_change = chosen.is("cast-3.identical-pair", "must-change");
  read_.extra_not_giftable = chosen.is("cast-19.eligible", "non-royal-non-extra");
  read_.gift_out_of_game = chosen.is("cast-19.given-piece-use", "out-of-game");
  read_.pawn_drop_first_row = chosen.is("drop.pawn-first-row", "allowed");
  read_.extra_drop_may_check = chosen.is("extra-piece.drop-check", "allowed");
  read_.castling_mirrored = chosen.is("cast-17.castling", "king-vector");
  read_.pawns_wrap = chosen.is("cast-16.pawn-wrap", "wrap");
  read_.mountain_displaceable = chosen.is("mountain.displacement", "not-a-move");
  read_.pools_of_own_losses = chosen.is("captured-pieces.owner", "own-lost");
  build_tables();

  // The mechanics, in the order check() asks them: a refusal names the first that forbids.
  const chess::OrthodoxRefusals& orthodox = chess::qualified_refusals();
  add(cast_roll(*this));
  add(pool_drops(*this));
  add(exchange(*this, 0));
  add(give(*this, 1));
  add(extra_piece(*this));
  add(piece_restrictions(*this));
  add(two_moves(*this));
  add(pair_move(*this));
  add(identical_move(*this));
  add(cast_moves(*this));
  add(chess::pawn(*this, orthodox));
  add(chess::en_passant(*this, orthodox));
  add(chess::castling(*this, orthodox));
  add(chess::king_safety(*this, orthodox));
  add(std::make_unique<TurnPhases>(*this));
  compose();
  for (const auto& m : mechanics())
    if (const auto* source = dynamic_cast<const CandidateSource*>(m.get())) sources_.push_back(source);
}

Result<std::shared_ptr<const Variant>> make_twentychess(const Profile& profile) {
  auto chosen = read_interpretation(interpretation_table(), profile);
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<TwentyChess>(profile, *chosen));
}

std::string TwentyChess::start_fen() const { return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"; }

std::string TwentyChess::validate(const Position& pos) const {
  int cast = pos.counter(kCast);
  if (cast != 0 && !is_implemented_cast(cast))
    return "cast " + std::to_string(cast) + " is not implemented yet (cast 5 is pending)";
  // Within a turn of several actions the en passant target may be the mover's own (from his first
  // action, waiting for the opponent): judge the rest of the position without it.
  Square ep = pos.en_passant();
  Side us = pos.side_to_move();
  if (pos.counter(kPhase) > 0 && ep != kNoSquare && rank_of(ep) == (us == Side::kWhite ? 2 : geometry_.ranks() - 3)) {
    Square pawn_at = plain_rules().pawn_push[index(us)][ep];
    if (pawn_at < 0 || pos.at(pawn_at) != Piece(kPawn, us) || !pos.empty(ep))
      return "en passant square " + geometry_.square_name(ep) + " does not follow a double step";
    Position without = pos;
    without.set_en_passant(kNoSquare);
    return chess::validate_orthodox(plain_rules(), without, id_, true);
  }
  // Judged by the plain table: castling rights persist through cast 15, which only forbids castling.
  return chess::validate_orthodox(plain_rules(), pos, id_, true);
}

bool TwentyChess::in_check(const Position& pos) const { return chess::in_check(rules(pos), pos, pos.side_to_move()); }

std::vector<std::string_view> TwentyChess::clauses_in_code() const {
  return {std::begin(clause::kAll), std::end(clause::kAll)};
}

bool TwentyChess::multi_action_cast(int cast) {
  return (cast >= 2 && cast <= 6) || (cast >= 12 && cast <= 14) || cast == 17 || cast == 19 || cast == 20;
}

void TwentyChess::keep_allowed(const Position& pos, ActionList& list, size_t first) const {
  bool may_continue = multi_action_cast(pos.counter(kCast));
  auto refused = [&](const Action& a) {
    for (const auto& m : mechanics())
      if (!m->forbids(pos, a).empty()) return true;
    if (!may_continue) return false;
    Position next = pos;
    apply(next, a, nullptr);
    return next.side_to_move() == pos.side_to_move() && !can_complete(next);
  };
  list.erase(std::remove_if(list.begin() + static_cast<std::ptrdiff_t>(first), list.end(), refused), list.end());
}

bool TwentyChess::can_complete(const Position& pos) const {
  bool may_continue = multi_action_cast(pos.counter(kCast));
  ActionList list;
  for (const CandidateSource* source : sources_) {
    list.clear();
    source->candidates(pos, list);
    for (const Action& a : list) {
      bool forbidden = false;
      for (const auto& m : mechanics()) forbidden = forbidden || !m->forbids(pos, a).empty();
      if (forbidden) continue;
      if (!may_continue) return true;
      Position next = pos;
      apply(next, a, nullptr);
      if (next.side_to_move() != pos.side_to_move() || can_complete(next)) return true;
    }
  }
  return false;
}

void TwentyChess::begin_action(Position& pos, const Action& a) const {
  // en-passant.window=next-opponent-action: an en passant target lives until the next action of the
  // opponent of the player who made it; this player's own target lives through the rest of his turn.
  Square ep = pos.en_passant();
  Side us = pos.side_to_move();
  bool own_ep = ep != kNoSquare && rank_of(ep) == (us == Side::kWhite ? 2 : geometry_.ranks() - 3);
  if (ep != kNoSquare && !own_ep && a.type != ActionType::kMove) pos.set_en_passant(kNoSquare);
}

void TwentyChess::end_action(Position& pos, const Action& a) const {
  int cast = pos.counter(kCast);
  int phase = pos.counter(kPhase);
  pos.set_counter(kPhase, phase + 1);
  if (a.type != ActionType::kMove) return;
  pos.set_attribute(kActedAttribute, a.to, 1);
  pos.set_counter(kFirst, a.to + 1);
  if (cast == 17 && phase == 0) pos.set_counter(kSecond, a.from + 1);
  if (cast == 20) pos.set_counter(kSecond, pos.at(a.to).kind());
}

void TwentyChess::record_capture(Position& pos, Side capturer, Piece captured, Trace* trace) const {
  if (captured.empty()) return;
  if (is_extra(captured.kind())) {
    // extra-piece.not-captured-pieces / capture-ends: back to its owner's reserve, not into a pool.
    pos.set_counter(captured.side() == Side::kWhite ? kWhiteExtra : kBlackExtra, 1);
    fire(trace, clause::kExtraNotCaptured);
    fire(trace, clause::kExtraCaptureEnds);
    return;
  }
  // captured-pieces.owner=captured-by-him, captured-pieces.promoted=as-captured.
  if (captured.kind() >= kPawn && captured.kind() <= kQueen) {
    // captured-pieces.owner: captured-by-him fills the capturer's pool, own-lost the loser's.
    int c = hand_counter(read_.pools_of_own_losses ? ~capturer : capturer, captured.kind());
    pos.set_counter(c, pos.counter(c) + 1);
  }
}

// repetition.hidden-state=present-moves: the fool's capacity counts for repetition only while a fool stands on
// the board (otherwise it changes no move of the position).
Position TwentyChess::repetition_view(const Position& pos) const {
  bool fool = false;
  for (Square s : geometry_.squares()) fool = fool || pos.at(s).kind() == kFool;
  if (fool || pos.counter(kCapacity) == 0) return pos;
  Position view = pos;
  view.set_counter(kCapacity, 0);
  return view;
}

}  // namespace arbiter::twentychess
