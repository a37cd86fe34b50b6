#include "model/removal12/pawns.h"

#include <cstdlib>

#include "model/removal12/clauses.h"
#include "model/removal12/knights.h"

namespace arbiter::removal12 {
namespace {

// promotion.last-file and promotion.king: what a pawn may promote to.

Action move_action(Square from, Square to, Kind promotion = kNoKind) {
  Action a;
  a.type = ActionType::kMove;
  a.from = static_cast<uint8_t>(from);
  a.to = static_cast<uint8_t>(to);
  a.kind = promotion;
  return a;
}

}  // namespace

Pawns::Params Pawns::Params::read(const ChosenOptions& c) {
  Params p;
  p.double_steps = c.value("pawn.double-step-allowance", "allowance");
  p.double_steps_per_capture = c.value("pawn.double-step-bonus", "per-capture");
  p.may_jump = c.is("pawn.double-step-path", "may-jump");  // square removal reads it too (SquareRemovalParams)
  p.king_transforms = c.is("pawn.transform-into-king", "becomes-king");
  p.optional_promotion = c.is("promotion.mandatory", "optional");
  // "Pawns can promote to knight,bishop,rook,dragon,jester and queen" and "Pawn can also promote to king", in
  // the document's order.
  p.promotion_kinds = c.kind_list("promotion.last-file", "choices", removal12_army());
  for (const Kind k : c.kind_list("promotion.king", "choice", removal12_army())) p.promotion_kinds.push_back(k);
  p.knight_assist = c.is("promotion.knight-assist", "lend-knight-move");
  p.transform_from = c.kinds("pawn.transform-by-capture", "captured", removal12_army());
  p.capture_on_last = c.select<CaptureOnLast>("promotion.capture-on-last-rank", {
      {"transform", CaptureOnLast::kTransform},
      {"promote", CaptureOnLast::kPromote},
      {"player-chooses", CaptureOnLast::kPlayerChooses}});
  return p;
}

void Pawns::declare(Declaration& d) {
  spent_ = d.attribute({"double-steps-spent", Scope::kPiece, -64, params_.double_steps});
}

bool Pawns::promotes_on(const Position& p, Square s, Side side) const {
  const Geometry& g = board().geometry();
  const int edge = side == Side::kWhite ? g.ranks() - 1 : 0;
  // promotion.removed-last-square: the square of the file nearest to the edge that is not removed.
  for (int r = edge; r >= 0 && r < g.ranks(); r -= forward(side)) {
    Square q = make_square(file_of(s), r);
    if (!board().removed(p, q)) return q == s;
  }
  return false;
}

void Pawns::moves(const Position& p, Square from, ActionList& out) const {
  const Geometry& g = board().geometry();
  const Side us = p.at(from).side();
  const int fwd = forward(us);
  auto add = [&](Square to, bool capture) {
    // promotion.capture-on-last-rank = transform: a pawn that captures a non-pawn becomes it, not a promotion;
    // one that captures a king under pawn.transform-into-king = stays-pawn stays a pawn (no promotion either).
    // promotion.capture-on-last-rank = promote: such a capture promotes instead (player-chooses: either).
    const Kind becomes = capture ? transformation_.becomes(p.at(to).kind()) : kNoKind;
    bool stays = capture && p.at(to).kind() == kKing && becomes == kNoKind;
    bool transforms = becomes != kNoKind || stays;  // a capture of a non-pawn
    using Last = Params::CaptureOnLast;
    if (!stays && (!transforms || params_.capture_on_last != Last::kTransform) && promotes_on(p, to, us)) {
      for (Kind k : params_.promotion_kinds) out.push_back(move_action(from, to, k));
      // promotion.mandatory = optional: it may stay a pawn (or, capturing a non-pawn, transform)
      if (!params_.optional_promotion && !(transforms && params_.capture_on_last == Last::kPlayerChooses)) return;
    }
    out.push_back(move_action(from, to));
  };
  single_steps(p, from, us, [&](Square to) { add(to, false); });  // pawn.move
  if (double_steps_left(p, from) > 0)  // pawn.double-step-allowance, along a clear path (pawn.double-step-path)
    for (int df = -1; df <= 1; ++df) {
      auto mid = g.step(from, df, fwd);
      auto to = g.step(from, 2 * df, 2 * fwd);
      const bool path = params_.may_jump || (mid && p.empty(*mid) && !board().removed(p, *mid));  // may-jump: any
      if (mid && to && path && p.empty(*to) && !board().removed(p, *to))
        add(*to, false);
    }
  if (assisted(p, from, us))  // promotion.blocked-pawn: the knight's assist
    for (auto [df, dr] : {std::pair{-1, 2}, {1, 2}, {-2, 1}, {2, 1}})
      if (auto to = g.step(from, df, dr * fwd); to && p.empty(*to) && !board().removed(p, *to)) add(*to, false);
  for (int df : {-1, 1})  // pawn.capture: diagonally, forward or backward
    for (int dr : {-1, 1})
      if (auto to = g.step(from, df, dr); to && !p.empty(*to) && p.at(*to).side() != us) add(*to, true);
}

bool Pawns::blocked(const Position& p, Square pawn, Side side) const {
  const Geometry& g = board().geometry();
  const int edge = side == Side::kWhite ? g.ranks() - 1 : 0;
  const Square last = make_square(file_of(pawn), edge);
  const Square next = make_square(file_of(pawn), edge - forward(side));
  return !board().removed(p, last) && board().removed(p, next) && (rank_of(pawn) - rank_of(next)) * forward(side) < 0;
}

bool Pawns::assisted(const Position& p, Square pawn, Side side) const {
  if (!params_.knight_assist || !blocked(p, pawn, side)) return false;  // promotion.knight-assist
  for (uint8_t s : board().geometry().targets(board().king_leaper(), pawn).span())
    if (!p.empty(s) && p.at(s).side() == side && knight_rank(p.at(s).kind()) && !knights_.immobilized(p, s)) return true;
  return false;
}

bool Pawns::double_step(const Action& a) const {
  int df = std::abs(file_of(a.to) - file_of(a.from));
  int dr = std::abs(rank_of(a.to) - rank_of(a.from));
  return a.type == ActionType::kMove && a.path_size() == 0 && dr == 2 && (df == 0 || df == 2);
}

void Pawns::play(Position& p, const Action& a, Trace* trace) const {
  const Side us = p.at(a.from).side();
  const bool twice = double_step(a);
  Square at = a.to;
  if (!p.empty(a.to)) {
    fire(trace, clause::kPawnCapture);
    board().capture_and_land(p, a.from, a.to, trace, a.kind);  // the bonus, the transformation (captured)
  } else {
    const bool assist = board().knight_geometry(a.from, a.to);
    fire(trace, assist ? clause::kPromotionBlockedPawn : twice ? clause::kPawnDoubleStepAllowance : clause::kPawnMove);
    p.move(a.from, a.to);
    if (twice) {
      p.set_attribute(spent_, at, p.attribute(spent_, at) + 1);
      fire(trace, clause::kPawnNoEnPassant);  // a double step leaves no en passant right
    }
  }
  if (p.empty(at) || p.at(at).kind() != kPawn || p.at(at).side() != us || a.kind == kNoKind) return;  // stays-pawn too
  if (!promotes_on(p, at, us)) return;
  // promotion.last-file / promotion.king; on a removed last square, the nearest one
  if (rank_of(at) != (us == Side::kWhite ? board().geometry().ranks() - 1 : 0)) fire(trace, clause::kPromotionRemovedLastSquare);
  fire(trace, a.kind == kKing ? clause::kPromotionKing : clause::kPromotionLastFile);
  fire(trace, clause::kGameEndTransformedPawnsNotCounted);
  board().renew(p, at, Piece(a.kind, us));  // counters.new-piece-allowance: Board::renew
}

Refusal Pawns::forbids(const Position& p, const Action& a) const {
  if (a.type != ActionType::kMove || p.empty(a.from) || p.at(a.from).kind() != kPawn) return {};
  const Side side = p.at(a.from).side();
  if (a.path_size() == 0 && board().knight_geometry(a.from, a.to) && (rank_of(a.to) - rank_of(a.from)) * forward(side) > 0 &&
      !assisted(p, a.from, side))
    return clause::kPromotionBlockedPawn;  // a pawn's knight move is only the blocked pawn's assist
  if (!double_step(a) || rank_of(a.to) - rank_of(a.from) != 2 * forward(p.at(a.from).side())) return {};
  if (!p.empty(a.to)) return clause::kPawnCaptureNoDouble;
  if (double_steps_left(p, a.from) <= 0) return clause::kPawnDoubleStepAllowance;
  return {};
}

void Pawns::captured(Position& p, const Capture& c, Trace* trace) const {
  if (c.capturer.kind() != kPawn || !c.moved) return;
  const Square at = c.by;
  const Piece victim = c.victim;
  if (victim.kind() == kPawn) {  // pawn.double-step-bonus
    p.set_attribute(spent_, at, p.attribute(spent_, at) - params_.double_steps_per_capture);
    fire(trace, clause::kPawnDoubleStepBonus);
    return;
  }
  // pawn.transform-by-capture (a king too: pawn.transform-into-king = becomes-king; with stays-pawn the king
  // leaves and the pawn stays a pawn), as the captured kind's base type with fresh counters
  // (pawn.transform-reset); it is no pawn any more.
  const Kind becomes = transformation_.becomes(victim.kind());
  if (becomes == kNoKind) return;      // a king under stays-pawn
  if (c.promotion != kNoKind) return;  // promotion.capture-on-last-rank = promote: it promotes (play) instead
  board().renew(p, at, Piece(becomes, c.capturer.side()));
  fire(trace, clause::kPawnTransformByCapture);
  fire(trace, clause::kPawnTransformReset);
  fire(trace, clause::kGameEndTransformedPawnsNotCounted);
}

std::vector<std::string_view> Pawns::clauses() const {
  return {clause::kPawnCapture, clause::kPawnMove, clause::kPawnDoubleStepAllowance, clause::kPawnNoEnPassant,
          clause::kPawnCaptureNoDouble, clause::kPawnDoubleStepBonus, clause::kPawnTransformByCapture,
          clause::kPawnTransformReset, clause::kPromotionLastFile, clause::kPromotionKing,
          clause::kPromotionRemovedLastSquare, clause::kGameEndTransformedPawnsNotCounted, clause::kPromotionBlockedPawn};
}

}  // namespace arbiter::removal12
