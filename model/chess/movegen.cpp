// Legal move generation for the orthodox family. Pseudo-legal moves are filtered by what the position's
// checks and pins allow, computed once by scanning outwards from the king (Stockfish's "legal = pseudo-legal
// filtered by one predicate", here without bitboards so that any board up to 16x16 works). The only moves
// tried on a copy are en passant captures, whose discovered checks along the rank are rare and subtle.
// Perft's bulk count on a plain 8x8 board (chess) counts most moves on 64-bit tables instead (board8.h).
#include <bit>
#include <type_traits>

#include "model/chess/castling.h"
#include "model/chess/clauses.h"
#include "model/chess/en_passant.h"
#include "model/chess/orthodox.h"
#include "model/chess/promotion.h"
#include "model/core/scratch.h"

namespace arbiter::chess {
namespace {

struct Pin {
  Square square;
  int direction;  // from the king towards the pinner
};

struct CheckInfo {
  int checkers = 0;
  SquareSet resolving;  // with one checker: the checker and the squares between it and the king
  std::array<Pin, 8> pins{};
  int pin_count = 0;

  int pin_of(Square s) const {
    for (int i = 0; i < pin_count; ++i)
      if (pins[i].square == s) return pins[i].direction;
    return -1;
  }
};

CheckInfo analyse(const OrthodoxRules& r, const Position& pos, Square king, Side us) {
  CheckInfo info;
  if (king == kNoSquare) return info;
  const Geometry& g = *r.geometry;
  const Movers& m = r.movers;
  Side them = ~us;
  for (int d = 0; d < 8; ++d) {
    uint64_t riders = is_diagonal(d) ? m.diagonal_riders() : m.orthogonal_riders();
    const Ray& ray = g.ray(king, d);
    Square shield = kNoSquare;
    for (int i = 0; i < ray.length; ++i) {
      Square t = ray.squares[i];
      Piece p = pos.at(t);
      if (p.empty()) continue;
      if (p.side() == us) {
        if (shield != kNoSquare) break;
        shield = t;
        continue;
      }
      if (p.side() == them && ((riders >> p.kind()) & 1)) {
        if (shield == kNoSquare) {
          ++info.checkers;
          for (int j = 0; j <= i; ++j) info.resolving.insert(ray.squares[j]);
        } else {
          info.pins[info.pin_count++] = {shield, d};
        }
      }
      break;
    }
  }
  for (const auto& [leaper, kinds] : m.leapers()) {
    for (uint8_t t : g.targets(leaper, king).span()) {
      Piece p = pos.at(t);
      if (!p.empty() && p.side() == them && ((kinds >> p.kind()) & 1)) {
        ++info.checkers;
        info.resolving.insert(t);
      }
    }
  }
  for (int16_t t : r.pawn_captures[index(us)][king]) {
    if (t < 0) continue;
    Piece p = pos.at(t);
    if (!p.empty() && p.side() == them && ((m.pawns() >> p.kind()) & 1)) {
      ++info.checkers;
      info.resolving.insert(t);
    }
  }
  return info;
}

// The mechanics generate their parts of one position one after the other (piece movement, then the pawn):
// the analysis is made once and kept for the same position (same object, same hash, same table).
const CheckInfo& analysis(const OrthodoxRules& r, const Position& pos, Square king, Side us) {
  thread_local LastPosition<CheckInfo> last;
  return last.get(r.memo_id(), pos, [&] { return analyse(r, pos, king, us); });
}

// Direction of a pawn's i-th capture: towards the west (i = 0) or the east (i = 1), forward for its side.
constexpr int capture_direction(Side s, int i) {
  return s == Side::kWhite ? (i == 0 ? kNorthWest : kNorthEast) : (i == 0 ? kSouthWest : kSouthEast);
}

bool along(int pin, int d) { return pin < 0 || d == pin || d == opposite(pin); }

// The moves of a rider or leaper on `from` that the walk in generate_into lists, counted on the 8x8 tables:
// `targets` are the squares it may end on (empty or enemy, and resolving a check if there is one).
uint64_t count_piece_moves(const Board8& b, const Mover& m, Square from, int pin, uint64_t occupied, uint64_t targets) {
  int i = Board8::index(from);
  uint64_t reach = 0;  // the rays of distinct directions share no square
  for (unsigned slides = m.slides; slides; slides &= slides - 1) {
    const int d = std::countr_zero(slides);
    if (along(pin, d)) reach |= b.slide(d, i, occupied);
  }
  int n = Board8::count(reach & targets);
  // A square both a ride and the leap reach counts twice, as the walk lists it twice.
  if (m.leaper >= 0 && pin < 0) n += Board8::count(b.leap(m.leaper, i) & targets);
  return static_cast<uint64_t>(n);
}

// The moves of the unpinned pawns in `pawns` (no en passant square is set), counted on the 8x8 tables as
// the walk in generate_into lists them: a push onto an empty square, a double step from the second rank over
// two, a capture of an enemy forward to either side; onto the last rank, one per promotion kind. `resolving`
// are the squares that resolve a check (every square without one).
uint64_t count_pawn_moves(const OrthodoxRules& r, Side us, uint64_t pawns, uint64_t occupied, uint64_t theirs,
                          uint64_t resolving) {
  constexpr uint64_t kFileA = 0x0101010101010101ULL, kFileH = 0x8080808080808080ULL;
  const bool white = us == Side::kWhite;
  const uint64_t empty = ~occupied;
  const uint64_t one = (white ? pawns << 8 : pawns >> 8) & empty;
  const uint64_t from_second = white ? 0x0000000000FF0000ULL : 0x0000FF0000000000ULL;  // one step from it
  const uint64_t two = r.double_step ? (white ? (one & from_second) << 8 : (one & from_second) >> 8) & empty : 0;
  const uint64_t west = (white ? (pawns & ~kFileA) << 7 : (pawns & ~kFileA) >> 9) & theirs;
  const uint64_t east = (white ? (pawns & ~kFileH) << 9 : (pawns & ~kFileH) >> 7) & theirs;
  const uint64_t last = white ? 0xFF00000000000000ULL : 0x00000000000000FFULL;
  uint64_t n = static_cast<uint64_t>(Board8::count(two & resolving));
  for (uint64_t to : {one & resolving, west & resolving, east & resolving})
    n += static_cast<uint64_t>(Board8::count(to & ~last)) +
         static_cast<uint64_t>(Board8::count(to & last)) * r.promotion_kinds.size();
  return n;
}

// Castling and en passant are rare: listed, then added (or counted).
void add_castling(const OrthodoxRules& r, const Position& pos, Square king, ActionList& out) {
  generate_castling(r, pos, king, out, true);
}
template <typename Out>
void add_castling(const OrthodoxRules& r, const Position& pos, Square king, Out& out) {
  thread_local ActionList list;  // kept: a count allocates nothing
  list.clear();
  generate_castling(r, pos, king, list, true);
  for (const Action& a : list) out.push_back(a);
}
void add_en_passant(const OrthodoxRules& r, const Position& pos, Square from, Square t, ActionList& out) {
  add_en_passant_if_legal(r, pos, from, t, out);
}
template <typename Out>
void add_en_passant(const OrthodoxRules& r, const Position& pos, Square from, Square t, Out& out) {
  thread_local ActionList list;
  list.clear();
  add_en_passant_if_legal(r, pos, from, t, list);
  for (const Action& a : list) out.push_back(a);
}

}  // namespace

// Counts the moves pushed to it (perft's bulk count lists none).
struct MoveCount {
  uint64_t n = 0;
  void push_back(const Action&) { ++n; }
};

// The generator, writing to an ActionList or counting into a MoveCount.
template <typename Out>
void generate_into(const OrthodoxRules& r, const Position& pos, Out& out, unsigned parts) {
  const Geometry& g = *r.geometry;
  Side us = pos.side_to_move();
  Side them = ~us;
  Square king = pos.royal(us);
  // Counting on a plain 8x8 board where every piece can be captured: riders, leapers, unpinned pawns and
  // the king's destinations on the tables.
  const Board8* board8 = nullptr;
  uint64_t occupied = 0, theirs = 0;
  if constexpr (std::is_same_v<Out, MoveCount>)
    if (r.board8 && !r.uncapturable) {
      board8 = r.board8.get();
      occupied = Board8::bits(pos.occupied());
      theirs = Board8::bits(pos.occupied(them));
    }
  // En passant is tried on a copy and castling needs only whether the king is in check: alone, neither
  // needs pins.
  CheckInfo local;
  const CheckInfo* known = &local;
  if (parts == kAllMoves) local = analyse(r, pos, king, us);
  else if (parts & (kKingSteps | kPieceMoves | kPawnMoves)) known = &analysis(r, pos, king, us);
  else if ((parts & kCastlingMoves) && r.castling && king != kNoSquare && ((pos.castling() >> (us == Side::kWhite ? 0 : 2)) & 3))
    local.checkers = analysis(r, pos, king, us).checkers;  // made for piece movement's part, just before
  const CheckInfo& info = *known;
  auto resolves = [&](Square t) { return info.checkers == 0 || info.resolving.contains(t); };

  if (king != kNoSquare && (parts & kKingSteps)) {
    // (an 8x8 index only when there are tables: on a larger board a square's index may pass 63)
    const uint64_t without_king = board8 ? occupied & ~(uint64_t{1} << Board8::index(king)) : 0;
    for (uint8_t t : g.targets(r.king_leaper, king).span()) {
      Piece q = pos.at(t);
      if (!q.empty() && (q.side() != them || !r.capturable(q))) continue;
      if (board8 ? !attacked(r, *board8, pos, t, them, without_king, theirs) : !attacked(r, pos, t, them, king))
        out.push_back(Action::move(king, t, q.empty() ? 0 : kCapture));
    }
  }
  if (king != kNoSquare && (parts & kCastlingMoves) && r.castling && info.checkers == 0)
    add_castling(r, pos, king, out);
  if (info.checkers >= 2 || !(parts & (kPieceMoves | kPawnMoves | kEnPassantMoves))) return;
  if (parts == kEnPassantMoves && pos.en_passant() == kNoSquare) return;

  // Where a counted rider or leaper may end: empty or enemy, and resolving the check if there is one.
  uint64_t targets = 0, resolving = ~uint64_t{0}, pawns = 0;
  if (board8) {
    if (info.checkers) resolving = Board8::bits(info.resolving);
    targets = (~occupied | theirs) & resolving;
  }

  pos.occupied(us).for_each([&](Square from) {
    if (from == king) return;
    Piece piece = pos.at(from);
    const Mover& m = r.movers.of(piece.kind());
    int pin = info.pin_of(from);

    if (m.pawn) {
      if (!(parts & (kPawnMoves | kEnPassantMoves))) return;
      if (board8 && pin < 0 && (parts & kPawnMoves) && pos.en_passant() == kNoSquare) {  // counted together below
        pawns |= uint64_t{1} << Board8::index(from);
        return;
      }
      int16_t push = r.pawn_push[index(us)][from];
      if ((parts & kPawnMoves) && push >= 0 && pos.empty(push) && along(pin, us == Side::kWhite ? kNorth : kSouth)) {
        if (resolves(push)) add_pawn_move(r, pos, from, push, 0, out);
        if (r.double_step && is_double_step_rank(r, pos, from, us)) {
          int16_t two = r.pawn_push[index(us)][push];
          if (two >= 0 && pos.empty(two) && resolves(two)) out.push_back(Action::move(from, two, kDoublePush));
        }
      }
      for (int i = 0; i < 2; ++i) {
        int16_t t = r.pawn_captures[index(us)][from][i];
        if (t < 0 || !along(pin, capture_direction(us, i))) continue;
        Piece q = pos.at(t);
        if (!q.empty() && q.side() == them && r.capturable(q) && resolves(t)) {
          if (parts & kPawnMoves) add_pawn_move(r, pos, from, t, kCapture, out);
        } else if ((parts & kEnPassantMoves) && q.empty() && r.en_passant && t == pos.en_passant() && pos.at(en_passant_victim(r, us, t)) == Piece(r.pawn, them))
          add_en_passant(r, pos, from, t, out);
      }
      return;
    }
    if (!(parts & kPieceMoves)) return;
    if constexpr (std::is_same_v<Out, MoveCount>) {
      if (board8) {
        out.n += count_piece_moves(*board8, m, from, pin, occupied, targets);
        return;
      }
    }
    if (m.slides) {
      for (int d = 0; d < 8; ++d) {
        if (!((m.slides >> d) & 1) || !along(pin, d)) continue;
        for (uint8_t t : g.ray(from, d).span()) {
          Piece q = pos.at(t);
          if (q.empty()) {
            if (resolves(t)) out.push_back(Action::move(from, t));
            continue;
          }
          if (q.side() == them && r.capturable(q) && resolves(t)) out.push_back(Action::move(from, t, kCapture));
          break;
        }
      }
    }
    if (m.leaper >= 0 && pin < 0) {
      for (uint8_t t : g.targets(m.leaper, from).span()) {
        Piece q = pos.at(t);
        if (!q.empty() && (q.side() != them || !r.capturable(q))) continue;
        if (resolves(t)) out.push_back(Action::move(from, t, q.empty() ? 0 : kCapture));
      }
    }
  });
  if constexpr (std::is_same_v<Out, MoveCount>)
    if (pawns) out.n += count_pawn_moves(r, us, pawns, occupied, theirs, resolving);
}

void generate_legal(const OrthodoxRules& r, const Position& pos, ActionList& out, unsigned parts) {
  generate_into(r, pos, out, parts);
}

uint64_t count_legal_moves(const OrthodoxRules& r, const Position& pos) {
  MoveCount count;
  generate_into(r, pos, count, kAllMoves);
  return count.n;
}

void generate_pseudo(const OrthodoxRules& r, const Position& pos, ActionList& out, unsigned parts) {
  const Geometry& g = *r.geometry;
  Side us = pos.side_to_move();
  Side them = ~us;
  Square king = pos.royal(us);
  auto open = [&](Square t) {  // empty, or an enemy piece that can be captured
    Piece q = pos.at(t);
    return q.empty() || (q.side() == them && r.capturable(q));
  };
  if (king != kNoSquare && (parts & kCastlingMoves) && r.castling) generate_castling(r, pos, king, out, false);
  pos.occupied(us).for_each([&](Square from) {
    Piece piece = pos.at(from);
    const Mover& m = r.movers.of(piece.kind());
    if (m.pawn) {
      int16_t push = r.pawn_push[index(us)][from];
      if ((parts & kPawnMoves) && push >= 0 && pos.empty(push)) {
        add_pawn_move(r, pos, from, push, 0, out);
        if (r.double_step && is_double_step_rank(r, pos, from, us)) {
          int16_t two = r.pawn_push[index(us)][push];
          if (two >= 0 && pos.empty(two)) out.push_back(Action::move(from, two, kDoublePush));
        }
      }
      for (int16_t t : r.pawn_captures[index(us)][from]) {
        if (t < 0) continue;
        Piece q = pos.at(t);
        if (!q.empty() && q.side() == them && r.capturable(q)) {
          if (parts & kPawnMoves) add_pawn_move(r, pos, from, t, kCapture, out);
        } else if ((parts & kEnPassantMoves) && q.empty() && r.en_passant && t == pos.en_passant() &&
                   pos.at(en_passant_victim(r, us, t)) == Piece(r.pawn, them)) {
          out.push_back(Action::move(from, t, kCapture | kEnPassant));
        }
      }
      return;
    }
    if (!(parts & (from == king ? kKingSteps : kPieceMoves))) return;
    for (int d = 0; d < 8; ++d) {
      if (!((m.slides >> d) & 1)) continue;
      for (uint8_t t : g.ray(from, d).span()) {
        if (open(t)) out.push_back(Action::move(from, t, pos.empty(t) ? 0 : kCapture));
        if (!pos.empty(t)) break;
      }
    }
    if (m.leaper >= 0)
      for (uint8_t t : g.targets(m.leaper, from).span())
        if (open(t)) out.push_back(Action::move(from, t, pos.empty(t) ? 0 : kCapture));
  });
}

}  // namespace arbiter::chess
