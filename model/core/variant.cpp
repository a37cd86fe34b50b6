#include "model/core/variant.h"

#include <cctype>
#include <optional>

#include "model/core/fen.h"
#include "model/core/scratch.h"

namespace arbiter {

std::string Outcome::text() const {
  switch (status) {
    case Status::kOngoing: return "*";
    case Status::kDraw: return "1/2-1/2 (" + reason + ")";
    case Status::kWin: return std::string(winner == Side::kWhite ? "1-0" : "0-1") + " (" + reason + ")";
  }
  return "*";
}

std::optional<Kind> Variant::kind_from_letter(char upper) const {
  for (const PieceKind& k : kinds_)
    if (k.letter == upper) return k.kind;
  return std::nullopt;
}

const PieceKind* Variant::kind_info(Kind kind) const {
  for (const PieceKind& k : kinds_)
    if (k.kind == kind) return &k;
  return nullptr;
}

char Variant::letter(Piece p) const {
  const PieceKind* k = kind_info(p.kind());
  if (!k) return '?';
  return p.side() == Side::kBlack ? static_cast<char>(std::tolower(k->letter)) : k->letter;
}

Position Variant::start_position() const {
  auto pos = parse_fen(*this, start_fen());
  if (!pos) throw std::logic_error("variant " + id_ + ": bad start FEN: " + pos.error());
  return *pos;
}

std::string Variant::validate(const Position&) const { return ""; }

bool Variant::random_action(const Position& pos, std::mt19937_64& rng, Action& out) const {
  ActionList legal;
  legal_actions(pos, legal);
  if (legal.empty()) return false;
  out = legal[rng() % legal.size()];
  return true;
}

bool Variant::random_play(Position& pos, std::mt19937_64& rng, Action& out) const {
  if (!random_action(pos, rng, out)) return false;
  apply(pos, out, nullptr);
  return true;
}

uint64_t Variant::count_legal(const Position& pos) const {
  CandidateList buffer;  // a list of this thread's pool (scratch.h): a count allocates nothing once it has grown
  legal_actions(pos, buffer.list());
  return buffer.list().size();
}

bool Variant::in_check(const Position&) const { return false; }

std::optional<Action> Variant::resolve(const Position& pos, const Action& parsed) const {
  ActionList legal;
  legal_actions(pos, legal);
  for (const Action& a : legal)
    if (a.same(parsed)) return a;
  return std::nullopt;
}

std::string_view Variant::refusal(const Position&, const Action&) const { return {}; }

Game::Game(const Variant& variant, Position start) : variant_(&variant) {
  keys_.push_back(variant.repetition_view(start).hash());
  history_.push_back(std::move(start));
  verdict_ = variant_->outcome(*this);
}

void Game::play(const Action& action, Trace* trace) {
  Position next = history_.back();
  variant_->apply(next, action, trace);
  keys_.push_back(variant_->repetition_view(next).hash());
  history_.push_back(std::move(next));
  if (ended_) return;
  Outcome now = variant_->outcome(*this);
  ended_ = now.over() && !verdict_.over();
  verdict_ = std::move(now);
}

int Game::repetitions() const {
  // The hashes first (one comparison per earlier position), the whole views only where they agree.
  const size_t last = history_.size() - 1;
  std::optional<Position> now;
  int n = 0;
  for (size_t i = 0; i < last; ++i) {
    if (keys_[i] != keys_[last]) continue;
    if (!now) now = variant_->repetition_view(history_[last]);
    if (variant_->repetition_view(history_[i]).same_placement_and_state(*now)) ++n;
  }
  return n;
}

void Game::legal_actions(ActionList& out) const {
  out.clear();
  if (!ended_) variant_->legal_actions(position(), out);
}

}  // namespace arbiter
