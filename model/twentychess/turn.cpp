// The turn structure of twentychess: the cast roll, the cast in force for White's turn and Black's
// following one (turn.cast-scope=white-and-black), turns of several actions (casts 2, 3, 12-14, 19, 20),
// the pools of captured pieces, and the outcome judged at turn boundaries under the next cast.
#include <algorithm>

#include "model/chess/castling.h"
#include "model/chess/clauses.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

const char* kHandLetters = "pnbrq";

bool is_extra(Kind k) { return k == kFool || k == kElephant || k == kMountain; }

}  // namespace

TwentyChess::TwentyChess(const Profile& profile, const ChosenOptions& chosen)
    : Variant("twentychess", Geometry(8, 8), profile), cylinder_(8, 8, Topology::kCylinder) {
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
  cast_fixed_ = chosen.is("turn.cast-selection", "fixed");
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
    Square pawn_at = tables_[0][0].pawn_push[index(us)][ep];
    if (pawn_at < 0 || pos.at(pawn_at) != Piece(kPawn, us) || !pos.empty(ep))
      return "en passant square " + geometry_.square_name(ep) + " does not follow a double step";
    Position without = pos;
    without.set_en_passant(kNoSquare);
    return chess::validate_orthodox(tables_[0][0], without, id_, true);
  }
  // Judged by the plain table: castling rights persist through cast 15, which only forbids castling.
  return chess::validate_orthodox(tables_[0][0], pos, id_, true);
}

bool TwentyChess::in_check(const Position& pos) const {
  return chess::in_check(rules_for(pos), pos, pos.side_to_move());
}

std::vector<std::string_view> TwentyChess::clauses_in_code() const {
  std::vector<std::string_view> ids(std::begin(clause::kAll), std::end(clause::kAll));
  return ids;
}

void TwentyChess::legal_actions(const Position& pos, ActionList& out) const {
  candidate_actions(pos, out);
  // A turn of several actions must be completed: an action that opens a turn its player could not finish
  // is not legal (cast-20.second-cannot-move=type-blocked, cast-17.identical-move, and the same reading for
  // casts 2-6, 12-14 and 19). When no action can start a complete turn, turn.no-legal-action=
  // orthodox-verdict: the outcome is judged as in orthodox chess (checkmate or stalemate).
  out.erase(std::remove_if(out.begin(), out.end(), [&](const Action& a) {
              if (!turn_continues(pos, a)) return false;
              Position next = pos;
              apply(next, a, nullptr);
              return !can_complete_turn(next);
            }), out.end());
}

bool TwentyChess::can_complete_turn(const Position& pos) const {
  ActionList list;
  candidate_actions(pos, list);
  for (const Action& a : list) {
    if (!turn_continues(pos, a)) return true;
    Position next = pos;
    apply(next, a, nullptr);
    if (can_complete_turn(next)) return true;
  }
  return false;
}

void TwentyChess::candidate_actions(const Position& pos, ActionList& out) const {
  out.clear();
  int cast = pos.counter(kCast);
  if (cast == 0) {  // the roll: turn.cast-in-force
    for (int c = 1; c <= 20; ++c)
      if (is_implemented_cast(c)) out.push_back(Action::chance(c));
    return;
  }
  if (!is_implemented_cast(cast)) return;
  int phase = pos.counter(kPhase);
  // A chessman that already acted in this turn (moved, was exchanged or dropped) makes no further move:
  // cast-2.two-pieces, cast-3.move-other, cast-4.move-another, cast-6.move-another (none-dropped),
  // cast-20.pair-move (the other chessmen of the type).
  auto not_acted = [&](ActionList& list) {
    list.erase(std::remove_if(list.begin(), list.end(), [&](const Action& a) { return pos.attribute(kActedAttribute, a.from) != 0; }), list.end());
  };
  switch (cast) {
    case 4:
    case 5:
    case 6: {
      if (phase < pos.counter(kDrops)) return generate_pool_drops(pos, out);  // cast 5: the opponent's pick first
      generate_cast_moves(pos, out);  // with no drops due: cast-4.fallback-orthodox / cast-6.fallback-orthodox
      return not_acted(out);
    }
    case 17:
      if (phase == 1) return generate_identical_moves(pos, out);
      return generate_cast_moves(pos, out);
    case 3:
      if (phase == 0) return generate_exchanges(pos, out);
      generate_cast_moves(pos, out);
      return not_acted(out);
    case 19:
      if (phase == 0) return generate_gifts(pos, out);
      return generate_cast_moves(pos, out);
    case 12:
    case 13:
    case 14:
      if (phase == 0) return generate_extra_drops(pos, out);
      generate_cast_moves(pos, out);
      // cast-12/13/14.move-another: a chessman other than the additional one.
      out.erase(std::remove_if(out.begin(), out.end(), [&](const Action& a) { return is_extra(pos.at(a.from).kind()); }), out.end());
      return;
    case 2:
      generate_cast_moves(pos, out);
      return not_acted(out);
    case 20: {
      generate_cast_moves(pos, out);
      if (phase == 0) return;
      // cast-20.three-of-type=all-of-type: the other chessmen of the first move's type, each once.
      Kind pair = static_cast<Kind>(pos.counter(kSecond));
      out.erase(std::remove_if(out.begin(), out.end(), [&](const Action& a) { return pos.at(a.from).kind() != pair; }), out.end());
      not_acted(out);
      // cast-20.second-cannot-move=move-alone: a partner that cannot move lets the first move stand alone.
      if (out.empty() && read_.pair_may_move_alone) out.push_back(Action::pass());
      return;
    }
    default:
      return generate_cast_moves(pos, out);
  }
}

bool TwentyChess::turn_continues(const Position& before, const Action& a) const {
  int cast = before.counter(kCast);
  int phase = before.counter(kPhase);
  switch (cast) {
    case 2: return phase == 0;
    case 3: case 12: case 13: case 14: case 17: case 19: return phase == 0;
    case 4: case 5: case 6: return phase < before.counter(kDrops);
    case 20: {
      // After a knight, bishop or rook, the turn goes on while another chessman of its type is still in the
      // game and has not moved (cast-20.if-still-in-game).
      if (a.type != ActionType::kMove) return false;
      Piece p = before.at(a.from);
      if (p.kind() != kKnight && p.kind() != kBishop && p.kind() != kRook) return false;
      for (Square s : geometry_.squares())
        if (s != a.from && before.at(s) == p && !before.attribute(kActedAttribute, s)) return true;
      return false;
    }
    default: return false;
  }
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

void TwentyChess::end_turn(Position& pos, Side mover) const {
  pos.set_counter(kPhase, 0);
  pos.set_counter(kFirst, 0);
  pos.set_counter(kSecond, 0);
  pos.occupied(mover).for_each([&](Square s) {
    if (pos.attribute(kActedAttribute, s)) pos.set_attribute(kActedAttribute, s, 0);
  });
  pos.set_side_to_move(~mover);
  if (mover == Side::kBlack) pos.set_fullmove_number(pos.fullmove_number() + 1);
  // turn.cast-scope: white-and-black rolls again after Black's turn, per-player-turn after every turn.
  if (!cast_fixed_ && (mover == Side::kBlack || read_.roll_every_turn)) pos.set_counter(kCast, 0);
}

void TwentyChess::apply(Position& pos, const Action& a, Trace* trace) const {
  Side us = pos.side_to_move();
  if (a.type == ActionType::kChance && a.ability == 1) {  // cast-5.opponent-chooses: the pick, then the drop
    pos.set_counter(kPick, a.kind);
    fire(trace, clause::kCast5OpponentChooses);
    return;
  }
  if (a.type == ActionType::kChance) {
    pos.set_counter(kCast, a.kind);
    pos.set_counter(kPhase, 0);
    pos.set_counter(kDrops, 0);
    if (a.kind >= 4 && a.kind <= 6) roll_drops(pos);
    fire(trace, clause::kCastInForce);
    return;
  }
  int cast = pos.counter(kCast);
  bool continues = turn_continues(pos, a);
  int phase = pos.counter(kPhase);
  // en-passant.window=next-opponent-action: an en passant target lives until the next action of the
  // opponent of the player who made it; this player's own target lives through the rest of his turn.
  Square ep = pos.en_passant();
  bool own_ep = ep != kNoSquare && rank_of(ep) == (us == Side::kWhite ? 2 : geometry_.ranks() - 3);
  if (ep != kNoSquare && !own_ep && a.type != ActionType::kMove) pos.set_en_passant(kNoSquare);
  switch (a.type) {
    case ActionType::kAbility:
      if (a.ability == exchange_ability_) apply_exchange(pos, a, trace);
      else apply_gift(pos, a, trace);
      break;
    case ActionType::kPass:
      if (cast == 20) {  // the partner cannot move (move-alone)
        fire(trace, clause::kCast20IfStill);
        break;
      }
      [[fallthrough]];
    case ActionType::kDrop:
      if (cast >= 4 && cast <= 6) apply_pool_drop(pos, a, trace);
      else apply_extra_drop(pos, a, trace);
      break;
    case ActionType::kMove: {
      if (cast == 17 && phase == 1) {
        apply_identical_move(pos, a, trace);
        break;
      }
      const chess::OrthodoxRules& r = rules_for(pos);
      Piece mover = pos.at(a.from);
      Piece captured = pos.at(a.to);
      if (captured.empty() && r.movers.of(mover.kind()).pawn && a.to == pos.en_passant() && file_of(a.from) != file_of(a.to))
        captured = Piece(kPawn, ~us);
      Square kept_en_passant = own_ep ? ep : kNoSquare;  // set by this player's earlier action
      record_capture(pos, us, captured, trace);
      chess::make_move(r, pos, a, trace);  // flips the side and counts the move; undone below if the turn goes on
      // The earlier target survives while the square stays empty and the pawn that crossed it stays put.
      if (kept_en_passant != kNoSquare && pos.en_passant() == kNoSquare && pos.empty(kept_en_passant) &&
          pos.at(r.pawn_push[index(us)][kept_en_passant]) == Piece(kPawn, us))
        pos.set_en_passant(kept_en_passant);
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
      // Clauses of the cast in force.
      switch (cast) {
        case 1: fire(trace, clause::kCast1); break;
        case 2: fire(trace, clause::kCast2TwoMoves); if (phase == 1) fire(trace, clause::kCast2TwoPieces); break;
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
        case 4: fire(trace, pos.counter(kDrops) ? clause::kCast4MoveAnother : clause::kCast4Fallback); break;
        case 5: fire(trace, pos.counter(kDrops) ? clause::kCast4MoveAnother : clause::kCast4Fallback); break;
        case 6: fire(trace, pos.counter(kDrops) ? clause::kCast6MoveAnother : clause::kCast6Fallback); break;
        case 17: fire(trace, clause::kCast17Identical); break;
        case 20: fire(trace, continues || phase == 1 ? clause::kCast20Pair : clause::kCast20IfStill); break;
        default: break;
      }
      // make_move ended the turn; multi-action turns take the move back for the same player.
      pos.set_side_to_move(us);
      if (us == Side::kBlack) pos.set_fullmove_number(pos.fullmove_number() - 1);
      if (cast == 20 && continues) pos.set_counter(kSecond, mover.kind());
      break;
    }
    default:
      break;
  }
  if (continues) {
    if (a.type == ActionType::kMove) pos.set_attribute(kActedAttribute, a.to, 1);
    pos.set_counter(kPhase, phase + 1);
    if (a.type == ActionType::kMove) pos.set_counter(kFirst, a.to + 1);
    if (a.type == ActionType::kMove && cast == 17) pos.set_counter(kSecond, a.from + 1);
    if (cast == 2) fire(trace, clause::kCast2Order);
    return;
  }
  end_turn(pos, us);
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

Outcome TwentyChess::outcome(const Game& game) const {
  const Position& pos = game.position();
  // turn.mate-timing=after-turn, turn.mate-cast=next-cast: while the next cast is still to be rolled the
  // game goes on (only the draws that do not depend on the cast are judged).
  if (pos.counter(kCast) == 0) {
    if (game.repetitions() >= 2) return Outcome::draw(chess::clause::kThreefold, "threefold repetition");
    if (pos.halfmove_clock() >= 100) return Outcome::draw(chess::clause::kFiftyMove, "fifty-move rule");
    return Outcome::ongoing();
  }
  return chess::orthodox_outcome(rules_for(pos), *this, game);
}

}  // namespace arbiter::twentychess
