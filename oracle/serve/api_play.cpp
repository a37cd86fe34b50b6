// api.h: the endpoints that play (a position and its legal actions, a unit's actions, trying an action, perft).
#include <optional>
#include <random>
#include <set>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/html/svg_board.h"
#include "oracle/scenarios/scenario_setup.h"
#include "oracle/scenarios/vocabulary.h"
#include "oracle/serve/api.h"
#include "oracle/serve/game_request.h"

namespace arbiter::serve {

using nlohmann::json;

namespace {

// The legal actions listed, at most kMaxActionsListed of them.
json actions_json(const Variant& v, const ActionList& legal, bool& truncated) {
  json out = json::array();
  truncated = legal.size() > kMaxActionsListed;
  for (size_t i = 0; i < legal.size() && i < kMaxActionsListed; ++i) out.push_back(action_json(v, legal[i]));
  return out;
}

std::set<std::string> texts(const Variant& v, const ActionList& legal) {
  std::set<std::string> out;
  for (const Action& a : legal) out.insert(action_text(v, a));
  return out;
}

// Under readings other than the defaults: the actions legal here and not under the defaults, and the reverse,
// with the game's board under the defaults (the page shows the two readings side by side).
json differs_from_default(Library& library, const GameRequest& request, const Variant& v, const ActionList& legal,
                          const Vocabulary* vocabulary) {
  GameRequest plain = request;
  plain.profile = Profile{};
  try {
    Replayed other = replay(library, plain);
    ActionList theirs;
    other.game->legal_actions(theirs);
    std::set<std::string> here = texts(v, legal), there = texts(*other.variant, theirs);
    json only_here = json::array(), only_default = json::array();
    for (const std::string& t : here)
      if (!there.count(t)) only_here.push_back(t);
    for (const std::string& t : there)
      if (!here.count(t)) only_default.push_back(t);
    json out = {{"only_here", only_here}, {"only_default", only_default}};
    out["default_outcome"] = outcome_json(other.game->outcome());
    out["default_fen"] = format_fen(*other.variant, other.game->position());
    out["default_board"] = svg_board(*other.variant, other.game->position(), vocabulary, request.variant + " position under the default readings",
                                     SvgBoardOptions{.unit_states = true, .moves = {}});
    return out;
  } catch (const ApiError& e) {  // the plays themselves differ: one is not legal under the defaults
    return {{"error", std::string("under the default readings, ") + e.what()}};
  }
}

json units_json(const Variant& v, const Position& pos, const Vocabulary* vocab) {
  std::map<std::string, std::string> states;
  if (vocab)
    for (const std::string& line : state_lines(v, pos, *vocab)) {
      const size_t space = line.find(' ', line.find(' ') + 1);
      if (space != std::string::npos) states[line.substr(0, space)] = line.substr(space + 1);
    }
  const Geometry& g = v.geometry();
  json units = json::array(), squares = json::array();
  for (int r = 0; r < g.ranks(); ++r)
    for (int f = 0; f < g.files(); ++f) {
      const Square s = make_square(f, r);
      const std::string name = g.square_name(s);
      if (auto st = states.find("square " + name); st != states.end()) squares.push_back({{"at", name}, {"state", st->second}});
      if (pos.empty(s)) continue;
      const Piece p = pos.at(s);
      const PieceKind* info = v.kind_info(p.kind());
      json unit = {{"at", name}, {"side", side_name(p.side())}, {"kind", info ? info->name : std::string(1, v.letter(p))},
                   {"letter", std::string(1, v.letter(p))}};
      if (auto st = states.find("unit " + name); st != states.end()) unit["state"] = st->second;
      units.push_back(unit);
    }
  return {{"units", units}, {"squares", squares}};
}

}  // namespace

json api_position(Library& library, const json& body) {
  GameRequest request = read_game_request(body);
  Replayed r = replay(library, request);
  const Variant& v = *r.variant;
  const Position& pos = r.game->position();
  ActionList legal;
  r.game->legal_actions(legal);
  auto vocab = vocabulary_for(library.corpus_dir(), request.variant);
  const Vocabulary* vocabulary = vocab ? *vocab : nullptr;
  bool truncated = false;
  json out = {{"variant", request.variant},
              {"fen", format_fen(v, pos)},
              {"to_move", side_name(pos.side_to_move())},
              {"check", v.in_check(pos)},
              {"outcome", outcome_json(r.game->outcome())},
              {"ended", r.game->ended()},
              {"board", svg_board(v, pos, vocabulary, request.variant + " position", SvgBoardOptions{.unit_states = true, .moves = {}})},
              {"actions", actions_json(v, legal, truncated)},
              {"action_count", legal.size()},
              {"fired", r.fired}};
  out["truncated"] = truncated;
  out.update(units_json(v, pos, vocabulary));
  if (!request.profile.choices().empty()) out["differs"] = differs_from_default(library, request, v, legal, vocabulary);
  return out;
}

json api_moves(Library& library, const json& body) {
  GameRequest request = read_game_request(body);
  const std::string unit = string_field(body, "unit", true);
  Replayed r = replay(library, request);
  const Variant& v = *r.variant;
  auto square = v.geometry().parse_square(unit);
  if (!square) throw ApiError(400, "\"unit\": no square \"" + unit + "\" on this board", "a square name such as e2");
  ActionList legal, own;
  r.game->legal_actions(legal);
  for (const Action& a : legal)
    if ((a.type == ActionType::kMove || a.type == ActionType::kAbility) && a.from == *square) own.push_back(a);
  bool truncated = false;
  json out = {{"unit", unit}, {"actions", actions_json(v, own, truncated)}};
  out["truncated"] = truncated;
  return out;
}

json api_try(Library& library, const json& body) {
  GameRequest request = read_game_request(body);
  const std::string text = string_field(body, "action", true);
  Replayed r = replay(library, request);
  const Variant& v = *r.variant;
  auto action = lookup_action(*r.game, text);
  if (!action) {
    const Error& e = action.error_value();
    json out = {{"legal", false}, {"action", text}, {"kind", to_string(e.kind)}, {"message", e.message}};
    out["clause"] = e.clause.empty() ? json() : clause_json(library, request.variant, e.clause);
    return out;
  }
  Trace trace;
  Game after = *r.game;
  after.play(*action, &trace);
  json fired = json::array();
  for (std::string_view c : trace.clauses()) fired.push_back(clause_json(library, request.variant, std::string(c)));
  return {{"legal", true},
          {"action", action_json(v, *action)},
          {"fired", fired},
          {"fen", format_fen(v, after.position())},
          {"outcome", outcome_json(after.outcome())}};
}

namespace {

// The units of `side` standing on the board (a stack's held units are not counted).
int units_of(const Variant& v, const Position& pos, Side side) {
  int n = 0;
  const Geometry& g = v.geometry();
  for (int r = 0; r < g.ranks(); ++r)
    for (int f = 0; f < g.files(); ++f)
      if (const Square s = make_square(f, r); !pos.empty(s) && pos.at(s).side() == side) ++n;
  return n;
}

// The greedy policy (README, "arbiter serve"): among the legal actions, one after which the game is won at once by
// the side that played it; else one after which the opponent has fewer units on the board (a capture); else any.
// Within the chosen group the pick is uniform, by the seeded generator. `reason` says which group it came from.
std::optional<Action> greedy_action(const Game& game, std::mt19937_64& rng, std::string& reason) {
  const Variant& v = game.variant();
  const Position& pos = game.position();
  const Side mover = pos.side_to_move(), other = mover == Side::kWhite ? Side::kBlack : Side::kWhite;
  ActionList legal;
  game.legal_actions(legal);
  if (legal.empty()) return std::nullopt;
  if (legal.size() > kMaxGreedyActions)
    throw ApiError(422, "greedy: " + std::to_string(legal.size()) + " legal actions, more than " + std::to_string(kMaxGreedyActions) +
                            " to look one move ahead", "\"policy\": \"random\"");
  const int theirs = units_of(v, pos, other);
  std::vector<size_t> wins, captures;
  for (size_t i = 0; i < legal.size(); ++i) {
    Game after = game;
    after.play(legal[i]);
    const Outcome o = after.outcome();
    if (o.status == Outcome::Status::kWin && o.winner == mover) wins.push_back(i);
    else if (units_of(v, after.position(), other) < theirs) captures.push_back(i);
  }
  const std::vector<size_t>* group = !wins.empty() ? &wins : !captures.empty() ? &captures : nullptr;
  reason = !wins.empty() ? "wins at once" : !captures.empty() ? "capture" : "random";
  if (!group) return legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
  return legal[(*group)[std::uniform_int_distribution<size_t>(0, group->size() - 1)(rng)]];
}

}  // namespace

json api_reply(Library& library, const json& body) {
  GameRequest request = read_game_request(body);
  const int seed = int_field(body, "seed", 0, 0, 1 << 30);
  const std::string policy = string_field(body, "policy", false, "random");
  if (policy != "random" && policy != "greedy")
    throw ApiError(400, "\"policy\": no policy \"" + policy + "\"", "\"random\" or \"greedy\"");
  Replayed r = replay(library, request);
  if (r.game->ended()) throw ApiError(422, "the game is over: " + r.game->outcome().text(), "a game that goes on");
  std::mt19937_64 rng(static_cast<uint64_t>(seed) * 0x9E3779B97F4A7C15ull + request.plays.size());
  if (policy == "greedy") {
    std::string reason;
    auto action = greedy_action(*r.game, rng, reason);
    if (!action) throw ApiError(422, "no legal action here", "a position with a legal action");
    return {{"action", action_json(*r.variant, *action)}, {"policy", "greedy"}, {"reason", reason}};
  }
  Action action;
  if (!r.variant->random_action(r.game->position(), rng, action)) throw ApiError(422, "no legal action here", "a position with a legal action");
  return {{"action", action_json(*r.variant, action)}, {"policy", "random"}};
}

namespace {
uint64_t perft(const Variant& v, const Position& pos, int depth, uint64_t& budget) {
  ActionList legal;
  v.legal_actions(pos, legal);
  if (depth == 1 || legal.empty()) {
    if (budget < legal.size()) throw ApiError(422, "perft stopped: more than " + std::to_string(kMaxPerftNodes) + " nodes", "a smaller depth");
    budget -= legal.size();
    return depth == 1 ? legal.size() : 0;
  }
  uint64_t nodes = 0;
  for (const Action& a : legal) {
    Position next = pos;
    v.apply(next, a, nullptr);
    nodes += perft(v, next, depth - 1, budget);
  }
  return nodes;
}
}  // namespace

json api_perft(Library& library, const json& body) {
  GameRequest request = read_game_request(body);
  const int depth = int_field(body, "depth", 1, 1, kMaxPerftDepth);
  Replayed r = replay(library, request);
  const Variant& v = *r.variant;
  const Position& pos = r.game->position();
  ActionList legal;
  v.legal_actions(pos, legal);  // perft counts the position's tree, as `arbiter perft` does (no history)
  uint64_t budget = kMaxPerftNodes, total = 0;
  json divide = json::object();
  for (const Action& a : legal) {
    uint64_t n = 1;
    if (depth > 1) {
      Position next = pos;
      v.apply(next, a, nullptr);
      n = perft(v, next, depth - 1, budget);
    }
    divide[action_text(v, a)] = n;
    total += n;
  }
  return {{"depth", depth}, {"nodes", total}, {"divide", divide}};
}

}  // namespace arbiter::serve
