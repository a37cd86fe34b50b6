#include "model/chess/castling.h"

#include "model/chess/clauses.h"

#include <cstdlib>

namespace arbiter::chess {
namespace {

int home_rank(const Position& pos, Side s) { return s == Side::kWhite ? 0 : pos.geometry().ranks() - 1; }

}  // namespace

void generate_castling(const OrthodoxRules& r, const Position& pos, Square king, ActionList& out, bool safe_only) {
  Side us = pos.side_to_move();
  int rank = home_rank(pos, us);
  if (king != make_square(4, rank)) return;
  int rights = pos.castling() >> (us == Side::kWhite ? 0 : 2);
  Piece rook(r.castling_rook, us);
  auto empty_between = [&](int f0, int f1) {
    for (int f = f0; f <= f1; ++f)
      if (!pos.empty(make_square(f, rank))) return false;
    return true;
  };
  auto safe = [&](int f0, int f1) {
    if (!safe_only) return true;
    for (int f = f0; f <= f1; ++f)
      if (attacked(r, pos, make_square(f, rank), ~us)) return false;
    return true;
  };
  if ((rights & 1) && pos.at(make_square(7, rank)) == rook && empty_between(5, 6) && safe(5, 6))
    out.push_back(Action::move(king, make_square(6, rank), kCastling));
  if ((rights & 2) && pos.at(make_square(0, rank)) == rook && empty_between(1, 3) && safe(2, 3))
    out.push_back(Action::move(king, make_square(2, rank), kCastling));
}

bool is_castling(const OrthodoxRules& r, const Position& pos, Square from, Square to) {
  Piece p = pos.at(from);
  return r.castling && p.kind() == r.king && rank_of(from) == rank_of(to) && file_of(from) == 4 &&
         std::abs(file_of(to) - file_of(from)) == 2 && rank_of(from) == home_rank(pos, p.side());
}

void move_castling_rook(Position& pos, Square from, Square to) {
  int rank = rank_of(from);
  if (file_of(to) == 6) pos.move(make_square(7, rank), make_square(5, rank));
  else pos.move(make_square(0, rank), make_square(3, rank));
}

int castling_rights_after(const Position& pos, Square from, Square to) {
  int rights = pos.castling();
  if (!rights) return 0;
  int top = pos.geometry().ranks() - 1;
  auto touch = [&](Square s) {
    if (s == make_square(4, 0)) rights &= ~(kWhiteKingSide | kWhiteQueenSide);
    if (s == make_square(7, 0)) rights &= ~kWhiteKingSide;
    if (s == make_square(0, 0)) rights &= ~kWhiteQueenSide;
    if (s == make_square(4, top)) rights &= ~(kBlackKingSide | kBlackQueenSide);
    if (s == make_square(7, top)) rights &= ~kBlackKingSide;
    if (s == make_square(0, top)) rights &= ~kBlackQueenSide;
  };
  touch(from);
  touch(to);
  return rights;
}

}  // namespace arbiter::chess

// The mechanic: it generates castling (when the rights, the rook and the empty squares allow it) and
// refuses a castling-shaped king move: without the right, the rook or the empty squares between
// ("king.castling-rights"), or out of, through or into check ("king.castling-check").
namespace arbiter::chess {
namespace {

class Castling final : public Mechanic, public LegalListing {
 public:
  Castling(const RulesSource& rules, const OrthodoxClauses& ids)
      : Mechanic("castling"), rules_(rules), ids_(ids) {}

  void generate(const Position& pos, ActionList& out) const override {
    if (ids_.generates) generate_pseudo(rules_.rules(pos), pos, out, kCastlingMoves);
  }
  bool generate_legal(const Position& pos, ActionList& out) const override {
    if (ids_.generates) chess::generate_legal(rules_.rules(pos), pos, out, kCastlingMoves);
    return true;
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (a.type != ActionType::kMove || a.path_size()) return {};
    const OrthodoxRules& r = rules_.rules(pos);
    Side us = pos.side_to_move();
    if (pos.at(a.from) != Piece(r.king, us) || !is_castling(r, pos, a.from, a.to)) return {};
    int rank = rank_of(a.from);
    bool king_side = file_of(a.to) == 6;
    int bit = (king_side ? kWhiteKingSide : kWhiteQueenSide) << (us == Side::kWhite ? 0 : 2);
    if (!(pos.castling() & bit) || pos.at(make_square(king_side ? 7 : 0, rank)) != Piece(r.castling_rook, us))
      return ids_.castling_rights;
    for (int f = king_side ? 5 : 1; f <= (king_side ? 6 : 3); ++f)
      if (!pos.empty(make_square(f, rank))) return ids_.castling_rights;
    for (int f = king_side ? 4 : 2; f <= (king_side ? 6 : 4); ++f)
      if (attacked(r, pos, make_square(f, rank), ~us)) return ids_.castling_check;
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    if (!ids_.own_catalog) return {};
    return {clause::kCastling, clause::kCastlingRights, clause::kCastlingThroughCheck};
  }

 private:
  const RulesSource& rules_;
  const OrthodoxClauses& ids_;
};

}  // namespace

std::unique_ptr<Mechanic> castling(const RulesSource& rules, const OrthodoxClauses& ids) {
  return std::make_unique<Castling>(rules, ids);
}

}  // namespace arbiter::chess
