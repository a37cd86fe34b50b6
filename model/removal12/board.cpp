#include "model/removal12/board.h"

#include <cstdlib>

#include "model/removal12/jester.h"
#include "model/removal12/knights.h"
#include "model/removal12/rooks.h"

namespace arbiter::removal12 {

Board::Params Board::Params::read(const ChosenOptions& c) {
  Params b;
  b.shots = c.value("dragon.shot-limit", "allowance");
  b.shot_one_square = c.is("dragon.shot-reach", "one-square");
  b.allowance_zero = c.is("counters.new-piece-allowance", "zero");
  b.shots_check = c.is("dragon.shot-king-check", "shot-attack-is-check");
  b.kings_check_kings = c.is("king.adjacent-kings", "orthodox-adjacency");
  b.walled_king_line_immune = c.is("king.surrounded-immunity-scope", "all-line-effects-blocked");
  b.guarded_king_safe = c.is("rook.protect-king", "guarded-king-not-in-check");
  b.kills_count = c.is("capture.what-counts", "every-removal-counts");
  b.whole_board_kings = c.is("promotion.multiple-kings", "whole-board");
  b.nightdragon_knight_only = c.is("nightdragon.keeps-bishop", "knight-only");
  return b;
}

Board::Board(Geometry& g, Params params) : g_(&g), params_(params) {
  knight_ = g.add_leaper(knight_offsets());
  king_ = g.add_leaper(king_offsets());
}

bool Board::knight_geometry(Square from, Square to) const {
  int df = std::abs(file_of(to) - file_of(from));
  int dr = std::abs(rank_of(to) - rank_of(from));
  return df * df + dr * dr == 5;
}

int Board::line_direction(Square from, Square to) const {
  int df = file_of(to) - file_of(from);
  int dr = rank_of(to) - rank_of(from);
  if (df == 0 && dr == 0) return -1;
  if (df != 0 && dr != 0 && df != dr && df != -dr) return -1;
  static constexpr int kBySigns[9] = {kSouthWest, kWest, kNorthWest, kSouth, -1, kNorth, kSouthEast, kEast, kNorthEast};
  return kBySigns[((df > 0) - (df < 0) + 1) * 3 + ((dr > 0) - (dr < 0) + 1)];
}

bool Board::passes_removed(const Position& p, Square from, Square to) const {
  int d = line_direction(from, to);
  if (d < 0) return false;
  for (uint8_t s : g_->ray(from, d).span()) {
    if (s == to) return false;
    if (removed(p, s)) return true;
  }
  return false;
}

bool Board::immobilized(const Position& p, Square sq) const { return knights_ && knights_->immobilized(p, sq); }

bool Board::shoots(const Position& p, Square s) const {
  Kind k = p.at(s).kind();
  return (k == kDragon || k == kNightdragon) && shots_ >= 0 && shots_left(p, s) > 0 && !immobilized(p, s);
}

bool Board::king_attacked(const Position& p, Square sq, Side by) const {
  if (!attacked(p, sq, by)) return false;
  if (!params_.guarded_king_safe || !rooks_ || !rooks_->guards(p, sq)) return true;
  return !rooks_->shields(p, sq, Rooks::kShotRemoval) && attacked(p, sq, by, false, true);
}

Board::LongAttackers Board::long_attackers(const Position& p, Side by) const {
  LongAttackers present;
  p.occupied(by).for_each([&](Square s) {
    present.archbishops = present.archbishops || p.at(s).kind() == kArchbishop;
    present.jokers = present.jokers || p.at(s).kind() == kJoker;
    present.double_leapers = present.double_leapers || (movement(p.at(s).kind()) & kDoubleKnight) != 0;
  });
  return present;
}

bool Board::attacked(const Position& p, Square sq, Side by, bool held_too, bool shots_only) const {
  return attacked_by(p, sq, by, held_too, shots_only, nullptr);
}

bool Board::attacked(const Position& p, Square sq, Side by, bool held_too, const LongAttackers& present) const {
  return attacked_by(p, sq, by, held_too, false, &present);
}

bool Board::attacked_by(const Position& p, Square sq, Side by, bool held_too, bool shots_only,
                        const LongAttackers* known) const {
  auto immobilized = [&](const Position& q, Square s) { return !held_too && this->immobilized(q, s); };
  // king.adjacent-kings: a king attacks nothing (kings-do-not-check-kings), or its steps and lent knight moves
  // attack as in chess (orthodox-adjacency).
  auto ours = [&](Square s) {
    return !p.empty(s) && p.at(s).side() == by && (p.at(s).kind() != kKing || params_.kings_check_kings);
  };
  for (int d = 0; d < 8; ++d) {
    const uint8_t line = is_diagonal(d) ? kDiagonalLines : kStraightLines;
    for (uint8_t s : g_->ray(sq, d).span()) {
      if (removed(p, s)) break;
      if (p.empty(s)) continue;
      if (!shots_only && ours(s) && (movement(p.at(s).kind()) & line) && !immobilized(p, s)) return true;
      break;
    }
    if (!is_diagonal(d) || !params_.shots_check || line_immune(p, sq)) continue;  // dragon.shot-king-check
    for (uint8_t s : g_->ray(sq, d).span()) {  // a shot passes over removed squares
      if (p.empty(s)) {
        if (params_.shot_one_square) break;
        continue;
      }
      if (ours(s) && shoots(p, s) && shoots_lines(p, s)) return true;
      break;
    }
  }
  if (shots_only) {  // a knight shot: a dragon a knight move away with a shot left
    for (uint8_t s : g_->targets(knight_, sq).span())
      if (params_.shots_check && ours(s) && shoots(p, s)) return true;
    return false;
  }
  auto leaps = [&](Square s, int n) {  // whether the unit on s makes n knight moves (its own, or lent)
    const uint8_t m = movement(p.at(s).kind());
    const int own = m & kDoubleKnight ? 2 : m & kKnightLeap ? 1 : 0;
    return own >= n || (knights_ && knights_->lent_capture_leaps(p, s) >= n);  // knight.aura-capture
  };
  // The kinds whose attacks below are long to look for: looked for only when the side has one.
  const LongAttackers present = known ? *known : long_attackers(p, by);
  for (uint8_t m : g_->targets(knight_, sq).span()) {
    if (ours(m) && leaps(m, 1) && !immobilized(p, m)) return true;
    if (!present.double_leapers) continue;
    const bool via_removed = removed(p, m);
    if (!via_removed && !p.empty(m)) continue;
    for (uint8_t s : g_->targets(knight_, m).span())  // the second of two knight moves
      if ((knights_ ? knights_->second_leap(s, m, sq) : s != sq) && ours(s) && leaps(s, 2) && (!via_removed || air_mover(p.at(s).kind())) && !immobilized(p, s))
        return true;
  }
  // archbishop.movement: the second of two bishop moves, the first onto an empty square.
  if (present.archbishops) {
    for (int d : {kNorthEast, kSouthEast, kSouthWest, kNorthWest})
      for (uint8_t mid : g_->ray(sq, d).span()) {
        if (removed(p, mid) || !p.empty(mid)) break;
        for (int e : {kNorthEast, kSouthEast, kSouthWest, kNorthWest}) {
          if (e == d || e == (d + 4) % 8) continue;
          for (uint8_t s : g_->ray(mid, e).span()) {
            if (removed(p, s)) break;
            if (p.empty(s)) continue;
            if (ours(s) && p.at(s).kind() == kArchbishop && !immobilized(p, s)) return true;
            break;
          }
        }
      }
  }
  if (jester_ && present.jokers) {  // joker.capture: a knight move away, or as a touching piece captures
    bool hit = false;
    p.occupied(by).for_each([&](Square j) {
      if (hit || p.at(j).kind() != kJoker || immobilized(p, j)) return;
      jester_->joker_captures(p, j, [&](Square t) { hit = hit || t == sq; });
    });
    if (hit) return true;
  }
  for (uint8_t s : g_->targets(king_, sq).span()) {  // pawn.capture: diagonally, forward or backward; a king's step
    if (params_.kings_check_kings && ours(s) && p.at(s).kind() == kKing) return true;
    if (ours(s) && p.at(s).kind() == kPawn && file_of(s) != file_of(sq) && rank_of(s) != rank_of(sq) && !immobilized(p, s))
      return true;
  }
  return false;
}

int Board::kings(const Position& p, Side side) const {
  int n = 0;
  p.occupied(side).for_each([&](Square s) { n += p.at(s).kind() == kKing; });
  return n;
}

int Board::pawns(const Position& p, Side side) const {
  int n = 0;
  p.occupied(side).for_each([&](Square s) { n += p.at(s).kind() == kPawn; });
  return n;
}

void Board::renew(Position& p, Square s, Piece piece) const {
  p.transform(s, piece);
  const auto& attributes = p.schema().attributes;
  for (size_t a = 0; a < attributes.size(); ++a) {
    if (attributes[a].scope != Scope::kPiece) continue;
    const std::string& name = attributes[a].name;
    const bool allowance = name.size() > 6 && name.compare(name.size() - 6, 6, "-spent") == 0;
    p.set_attribute(static_cast<int>(a), s, allowance && params_.allowance_zero ? attributes[a].max : 0);
  }
}

void Board::capture_and_land(Position& p, Square from, Square to, Trace* trace, Kind promotion) const {
  Capture c{p.at(from), to, p.at(to), to, true, promotion};
  p.remove(to);
  p.move(from, to);
  for (const CaptureListener* l : listeners_) l->captured(p, c, trace);
}

void Board::tell_kills(Position& p, Piece actor, Square by, const std::vector<std::pair<Square, Piece>>& dead,
                       Trace* trace) const {
  if (!params_.kills_count || actor.empty()) return;
  for (auto [s, unit] : dead) {
    if (unit.side() == actor.side() || unit.kind() == kKing) continue;
    Capture c{actor, by, unit, s, false, kNoKind, true};
    for (const CaptureListener* l : listeners_) l->captured(p, c, trace);
  }
}

void Board::capture_from(Position& p, Square by, Square where, Trace* trace) const {
  Capture c{p.at(by), by, p.at(where), where, false};
  p.remove(where);
  for (const CaptureListener* l : listeners_) l->captured(p, c, trace);
}

}  // namespace arbiter::removal12
