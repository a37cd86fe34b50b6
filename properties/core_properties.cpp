// Properties of the core's extended FEN and hashing, on a test variant declaring every kind of state.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "tests/state_variant.h"

namespace arbiter::properties {
namespace {

// A position with random pieces and random values of every declared attribute, stack and counter.
Position random_state_position(const Variant& v) {
  Position pos = v.start_position();
  const Geometry& g = v.geometry();
  const StateSchema& schema = v.schema();
  int pieces = *rc::gen::inRange(0, 20);
  for (int i = 0; i < pieces; ++i) {
    Square s = g.squares()[*rc::gen::inRange<size_t>(0, g.squares().size())];
    if (!pos.empty(s)) continue;
    Kind k = *rc::gen::element<Kind>(1, 2);
    pos.put(s, Piece(k, *rc::gen::element(Side::kWhite, Side::kBlack, Side::kNeutral)));
  }
  for (size_t a = 0; a < schema.attributes.size(); ++a) {
    const AttributeDef& def = schema.attributes[a];
    int count = *rc::gen::inRange(0, 6);
    for (int i = 0; i < count; ++i) {
      Square s = g.squares()[*rc::gen::inRange<size_t>(0, g.squares().size())];
      if (def.scope == Scope::kPiece && pos.empty(s)) continue;
      pos.set_attribute(static_cast<int>(a), s, *rc::gen::inRange(def.min, def.max + 1));
    }
  }
  for (size_t c = 0; c < schema.counters.size(); ++c) {
    const CounterDef& def = schema.counters[c];
    pos.set_counter(static_cast<int>(c), *rc::gen::inRange(def.min, def.max + 1));
  }
  int stacks = *rc::gen::inRange(0, 4);
  for (int i = 0; i < stacks; ++i) {
    Square s = g.squares()[*rc::gen::inRange<size_t>(0, g.squares().size())];
    std::vector<Piece> content;
    int n = *rc::gen::inRange(1, 4);
    for (int j = 0; j < n; ++j) content.push_back(Piece(*rc::gen::element<Kind>(1, 2, 6), *rc::gen::element(Side::kWhite, Side::kBlack)));
    pos.set_stack(0, s, content);
  }
  pos.set_side_to_move(*rc::gen::element(Side::kWhite, Side::kBlack));
  return pos;
}

RC_GTEST_PROP(ExtendedFen, EveryKindOfStateRoundTrips, ()) {
  testing::StateVariant v;
  Position pos = random_state_position(v);
  RC_ASSERT(pos.consistency_error() == "");
  std::string fen = format_fen(v, pos);
  auto back = parse_fen(v, fen);
  RC_ASSERT(back.ok());
  RC_ASSERT(*back == pos);
  RC_ASSERT(back->hash() == pos.hash());
  RC_ASSERT(format_fen(v, *back) == fen);
}

RC_GTEST_PROP(ExtendedFen, MovingPiecesKeepsTheIncrementalHashExact, ()) {
  testing::StateVariant v;
  Position pos = random_state_position(v);
  const Geometry& g = v.geometry();
  int moves = *rc::gen::inRange(1, 30);
  for (int i = 0; i < moves; ++i) {
    Square from = g.squares()[*rc::gen::inRange<size_t>(0, g.squares().size())];
    Square to = g.squares()[*rc::gen::inRange<size_t>(0, g.squares().size())];
    if (pos.empty(from) || from == to) continue;
    if (!pos.empty(to)) pos.remove(to);
    pos.move(from, to);
  }
  RC_ASSERT(pos.consistency_error() == "");
}

// Move text names units with selectors (notation.h): every action, whatever units it names, prints one text that
// parses back to the same action, and different selectors print different texts.
RC_GTEST_PROP(MoveText, ActionsNamingUnitsRoundTrip, ()) {
  testing::StateVariant v;
  const Geometry& g = v.geometry();
  auto square = [&] { return g.squares()[*rc::gen::inRange<size_t>(0, g.squares().size())]; };
  auto selector = [&] {
    const auto layer = *rc::gen::element(Layer::kStanding, Layer::kEthereal, Layer::kHeld, Layer::kQueued);
    return layer == Layer::kStanding ? Selector::standing() : Selector::of(layer, *rc::gen::inRange(0, Selector::kMaxIndex + 1));
  };
  Action a = *rc::gen::element(0, 1) == 0 ? Action::move(square(), square())
                                          : Action::ability_use(static_cast<uint8_t>(*rc::gen::inRange<size_t>(0, v.abilities().size())),
                                                                square(), square());
  a.actor = selector();
  a.target = selector();
  const int path = *rc::gen::inRange(0, 12);  // across the inline path's end
  for (int i = 0; i < path; ++i) a.push_path(square());
  const std::string text = action_text(v, a);
  auto back = parse_action(v, text);
  RC_ASSERT(back.ok());
  RC_ASSERT(back->same(a));
  RC_ASSERT(action_text(v, *back) == text);
  Action other = a;
  other.actor = a.actor.is_standing() ? Selector::of(Layer::kEthereal, 0) : Selector::standing();
  RC_ASSERT(action_text(v, other) != text);
}

}  // namespace
}  // namespace arbiter::properties
