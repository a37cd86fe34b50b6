#include "properties/generators.h"

#include <map>
#include <mutex>
#include <random>

#include "model/core/fen.h"
#include "model/core/notation.h"

#include <set>

namespace arbiter::properties {

void showValue(const PlayedPosition& p, std::ostream& os) {
  os << "variant " << p.variant->id() << ", start then moves:";
  for (const auto& m : p.moves) os << ' ' << m;
  os << "\n  FEN: " << format_fen(*p.variant, p.position);
}

std::shared_ptr<const Variant> variant(const std::string& id) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Variant>> cache;
  std::lock_guard lock(mutex);
  auto& slot = cache[id];
  if (!slot) {
    auto v = make_variant(id);
    if (!v) throw std::runtime_error(v.error());
    slot = *v;
  }
  return slot;
}

rc::Gen<PlayedPosition> played_position(const std::string& variant_id, int max_plies) {
  return rc::gen::exec([variant_id, max_plies] {
    auto v = variant(variant_id);
    PlayedPosition p{v, v->start_position(), {}};
    int plies = *rc::gen::inRange(0, max_plies + 1);
    // The variant's own random draw (Variant::random_action), seeded by RapidCheck: it judges candidates one
    // at a time instead of listing every legal action each ply (frozenchess13 lists about 800 at the start,
    // some 5 ms a ply; its properties spent most of CI's property time here). A shrunk ply count replays a
    // prefix of the same game; random_action's legality is a property of its own (mechanic_properties.cpp).
    std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
    Action a;
    for (int i = 0; i < plies; ++i) {
      if (!v->random_action(p.position, rng, a)) break;
      p.moves.push_back(action_text(*v, a));
      v->apply(p.position, a, nullptr);
    }
    return p;
  });
}

rc::Gen<PlayedPosition> orthodox_family_position(int max_plies) {
  return rc::gen::mapcat(rc::gen::element<std::string>("chess", "fairy", "fairy-12x10", "fairy-8x12"),
                         [max_plies](const std::string& id) { return played_position(id, max_plies); });
}

Position colour_flip(const Variant& v, const Position& pos) {
  const Geometry& g = v.geometry();
  Position out = v.empty_position();
  auto flip = [&](Square s) { return make_square(file_of(s), g.ranks() - 1 - rank_of(s)); };
  for (Square s : g.squares()) {
    Piece p = pos.at(s);
    if (!p.empty()) out.put(flip(s), Piece(p.kind(), ~p.side()));
  }
  out.set_side_to_move(~pos.side_to_move());
  int c = pos.castling();
  out.set_castling(((c & 3) << 2) | ((c >> 2) & 3));
  if (pos.en_passant() != kNoSquare) out.set_en_passant(flip(pos.en_passant()));
  out.set_halfmove_clock(pos.halfmove_clock());
  out.set_fullmove_number(pos.fullmove_number());
  return out;
}

void check_move_text_round_trip(const PlayedPosition& p) {
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  std::set<std::string> seen;
  for (const Action& a : legal) {
    std::string text = action_text(*p.variant, a);
    auto parsed = parse_action(*p.variant, text);
    RC_ASSERT(parsed.ok());
    RC_ASSERT(parsed->same(a));
    RC_ASSERT(seen.insert(text).second);  // one canonical text per action
  }
}

void check_copy_make(const PlayedPosition& p) {
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  for (const Action& a : legal) {
    copy_made(*p.variant, p.position, a, nullptr, true);
  }
}

Position copy_made(const Variant& v, const Position& before, const Action& a, Trace* trace, bool same_position) {
  Position after = before;
  v.apply(after, a, trace);
  RC_ASSERT(after.consistency_error() == "");  // occupancy, royal squares, hash from scratch
  auto back = parse_fen(v, format_fen(v, after));
  RC_ASSERT(back.ok());
  RC_ASSERT(back->hash() == after.hash());
  if (same_position) RC_ASSERT(*back == after);
  return after;
}

}  // namespace arbiter::properties
