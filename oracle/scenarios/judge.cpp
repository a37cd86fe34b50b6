// The scenario judge (judge.h): each expectation against an Observation.
#include "oracle/scenarios/judge.h"

#include <algorithm>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/scenarios/scenario_setup.h"

namespace arbiter {
namespace {

using K = Expectation::Kind;

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : " ") + s;
  return out.empty() ? "(none)" : out;
}

std::string describe(const Variant& v, Piece p) {
  if (p.empty()) return "an empty square";
  const PieceKind* k = v.kind_info(p.kind());
  return side_name(p.side()) + " " + (k ? k->name : "?");
}

Finding holds() { return {}; }
Finding fails(std::string found) { return {std::move(found), ""}; }
Finding not_judged(std::string what) { return {"", std::move(what)}; }

// piece, empty, square, counter, fen, to-move: "" when it holds in pos, else what was found.
std::string check_position(const Variant& v, const Position& pos, const Expectation& e) {
  const Geometry& g = v.geometry();
  switch (e.kind) {
    case K::kPiece: {
      auto sq = g.parse_square(e.piece.at);
      if (!sq) return e.piece.at + " is not on the board";
      auto kind = kind_named(v, e.piece.kind);
      if (!kind) return "\"" + e.piece.kind + "\" is not a piece kind of " + v.id();
      Piece want(*kind, *side_named(e.piece.side));
      return pos.at(*sq) == want ? "" : "found " + describe(v, pos.at(*sq));
    }
    case K::kEmpty: {
      auto sq = g.parse_square(e.piece.at);
      if (!sq) return e.piece.at + " is not on the board";
      return pos.empty(*sq) ? "" : "found " + describe(v, pos.at(*sq));
    }
    case K::kSquare: {
      auto sq = g.parse_square(e.state.at);
      auto a = v.schema().attribute(e.state.name);
      if (!sq || !a) return "no attribute \"" + e.state.name + "\" on " + e.state.at + " in " + v.id();
      int value = pos.attribute(*a, *sq);
      return value == e.state.value ? "" : "found " + std::to_string(value);
    }
    case K::kCounter: {
      auto c = v.schema().counter(e.state.name);
      if (!c) return "no counter \"" + e.state.name + "\" in " + v.id();
      return pos.counter(*c) == e.state.value ? "" : "found " + std::to_string(pos.counter(*c));
    }
    case K::kFen: {
      auto want = parse_fen_unchecked(v, e.fen);
      if (!want) return "the expected FEN does not parse: " + want.error();
      return *want == pos ? "" : "found " + format_fen(v, pos);
    }
    case K::kToMove:
      return side_name(pos.side_to_move()) == e.piece.side ? "" : "found " + side_name(pos.side_to_move());
    default:
      return "not a position expectation";
  }
}

// <moves>: "" when it holds for the legal action texts, else what differs and the legal list.
std::string check_moves(const Variant& v, std::vector<std::string> texts, const Expectation& e) {
  static const std::pair<const char*, ActionType> kTypes[] = {
      {"move", ActionType::kMove}, {"ability", ActionType::kAbility}, {"drop", ActionType::kDrop}, {"pass", ActionType::kPass}};
  if (!e.from.empty() || !e.unit.empty() || !e.type.empty() || !e.ability.empty()) {
    auto from = v.geometry().parse_square(e.from);
    auto unit = v.geometry().parse_square(e.unit);
    std::vector<std::string> kept;
    for (const std::string& t : texts) {
      auto parsed = parse_action(v, t);
      if (!parsed) continue;
      if (!e.from.empty() && !(from && parsed->type != ActionType::kDrop && parsed->type != ActionType::kPass && parsed->from == *from))
        continue;
      // The unit's own actions: its moves and its abilities (written NAME@SQ...), not an area action anchored
      // on its square (the vocabulary lists them) nor a drop or a pass.
      if (!e.unit.empty()) {
        const bool own_kind = parsed->type == ActionType::kMove || parsed->type == ActionType::kAbility;
        const std::string name = t.substr(0, t.find('@'));
        const bool area = parsed->type == ActionType::kAbility &&
                          std::find(e.area_actions.begin(), e.area_actions.end(), name) != e.area_actions.end();
        if (!unit || !own_kind || area || parsed->from != *unit) continue;
      }
      bool type_ok = e.type.empty();
      for (const auto& [name, type] : kTypes) type_ok |= e.type == name && parsed->type == type;
      if (!e.ability.empty() && (parsed->type != ActionType::kAbility || t.substr(0, t.find('@')) != e.ability))
        continue;
      if (type_ok) kept.push_back(t);
    }
    texts = kept;
  }
  std::sort(texts.begin(), texts.end());
  std::string problems;
  auto has = [&](const std::string& m) { return std::binary_search(texts.begin(), texts.end(), m); };
  if (e.include)
    for (const auto& m : *e.include)
      if (!has(m)) problems += " missing " + m + ";";
  if (e.exclude)
    for (const auto& m : *e.exclude)
      if (has(m)) problems += " unexpectedly legal " + m + ";";
  if (e.exact) {
    auto want = *e.exact;
    std::sort(want.begin(), want.end());
    if (want != texts) problems += " legal set differs;";
  }
  if (e.count && static_cast<long>(texts.size()) != *e.count)
    problems += " " + std::to_string(texts.size()) + " moves instead of " + std::to_string(*e.count) + ";";
  return problems.empty() ? "" : problems.substr(1) + " legal: " + joined(texts);
}

Finding judge_illegal(const Expectation& e, const Verdict& action) {
  if (action.accepted()) return fails("the action was legal");
  if (!action.typed)
    return e.illegal_kind == "refused" ? not_judged("the clause that refuses a move (engines report legality only)") : holds();
  const Error& error = *action.error;
  bool parse_error = error.kind == ErrorKind::kUnparsableAction;
  if (e.illegal_kind == "unparsable") return parse_error ? holds() : fails("the text parses; the action is illegal instead");
  if (parse_error) return fails("the text does not parse: " + error.message);
  if (e.illegal_kind == "refused" && (error.kind != ErrorKind::kRefusedAction || error.clause != e.clause))
    return fails("refused by clause \"" + error.clause + "\"" + (error.clause.empty() ? " (none named)" : ""));
  return holds();
}

Finding judge_setup(const std::optional<Verdict>& setup) {
  if (!setup) return not_judged("the setup's validity (the engine accepted the position without an error)");
  if (setup->accepted()) return fails("the setup was accepted as a position that can occur");
  if (setup->typed && setup->error->kind != ErrorKind::kInvalidSetup)
    return fails("rejected as " + std::string(to_string(setup->error->kind)) + ": " + setup->error->message);
  return holds();
}

Finding judge_result(const Expectation& e, const std::optional<GameResult>& result) {
  if (!result) return not_judged("the game result (the engine does not answer 'result')");
  std::string found = "found " + result->text + (result->clause && !result->clause->empty() ? " by clause " + *result->clause : "");
  if (e.kind == K::kOngoing) {  // clause: the rule by which it goes on (frozenchess13's unenforced 50-move rule)
    if (!result->winner.empty()) return fails(found);
    if (e.clause.empty()) return holds();
    if (!result->clause) return not_judged("the clause by which a game goes on (engines report the result only)");
    return *result->clause == e.clause ? holds() : fails(found);
  }
  if (result->winner != e.winner) return fails(found);
  if (e.clause.empty()) return holds();
  if (!result->clause) return not_judged("the clause that decides a result (engines report the result only)");
  return *result->clause == e.clause ? holds() : fails(found);
}

// <unit at= TERM=VALUE/> and <square at= TERM=VALUE/>: each term against the subject's state report (a term
// it lists nothing for has its default value); a unit term also needs a unit on the square.
Finding judge_state(const Variant& v, const Expectation& e, const Observation& seen) {
  if (e.kind == K::kUnitState) {
    if (!seen.position) return not_judged("the position");
    auto sq = v.geometry().parse_square(e.piece.at);
    if (!sq) return fails(e.piece.at + " is not on the board");
    if (seen.position->empty(*sq)) return fails("no unit stands on " + e.piece.at);
  }
  if (!seen.state) return not_judged("the state in the variant's vocabulary (the engine does not answer 'state')");
  const StateTerm::Of of = e.kind == K::kUnitState ? StateTerm::Of::kUnit : StateTerm::Of::kSquare;
  std::string problems;
  for (const TermSpec& t : e.terms) {
    auto it = seen.state->find(state_key(of, e.piece.at, t.name));
    const std::string found = it == seen.state->end() ? t.default_value : it->second;
    if (found != t.value) problems += (problems.empty() ? "" : "; ") + t.name + "=" + found;
  }
  return problems.empty() ? holds() : fails("found " + problems);
}

}  // namespace

Needs needs_of(const std::vector<Expectation>& expectations, const Vocabulary* vocabulary) {
  Needs n;
  for (const Expectation& e : expectations) {
    switch (e.kind) {
      case K::kLegal:
      case K::kIllegal: break;
      case K::kInvalidSetup: n.setup = true; break;
      case K::kCheck: n.check = true; break;
      case K::kMoves:
      case K::kTurn: n.moves = true; break;
      case K::kUnitState:
        n.position = true;  // a unit must stand there
        n.state = vocabulary;
        break;
      case K::kSquareState: n.state = vocabulary; break;
      case K::kFired:
      case K::kNotFired: n.trace = true; break;
      case K::kResult:
      case K::kOngoing: n.result = true; break;
      default: n.position = true;
    }
  }
  return n;
}

Finding judge(const Variant& v, const Expectation& e, const Observation& seen) {
  switch (e.kind) {
    case K::kLegal:
      return seen.action.accepted() ? holds() : fails("the action was not legal: " + seen.action.error->message);
    case K::kIllegal:
      return judge_illegal(e, seen.action);
    case K::kInvalidSetup:
      return judge_setup(seen.setup);
    case K::kCheck:
      if (!seen.check) return not_judged("<check> (the protocol has no query for it)");
      return *seen.check == e.check ? holds() : fails(std::string("found ") + (e.check ? "no check" : "check"));
    case K::kMoves:
      if (!seen.moves) return not_judged("the legal actions");
      return fails(check_moves(v, *seen.moves, e));
    case K::kTurn: {
      if (!seen.moves) return not_judged("the legal actions");
      const bool may = std::find(seen.moves->begin(), seen.moves->end(), e.turn_end) != seen.moves->end();
      if (may == e.may_end) return holds();
      return fails(std::string(may ? "the turn may end here (" : "the turn must go on (no ") + e.turn_end + (may ? " is legal)" : " among the legal actions)"));
    }
    case K::kUnitState:
    case K::kSquareState:
      return judge_state(v, e, seen);
    case K::kFired:
    case K::kNotFired: {
      if (!seen.fired) return not_judged("the rule trace (<fired>)");
      bool fired = std::find(seen.fired->begin(), seen.fired->end(), e.clause) != seen.fired->end();
      if (e.kind == K::kFired) return fired ? holds() : fails("fired: " + joined(*seen.fired));
      return fired ? fails("it fired; fired: " + joined(*seen.fired)) : holds();
    }
    case K::kResult:
    case K::kOngoing:
      return judge_result(e, seen.result);
    default: {
      if (!seen.position) return not_judged("the position");
      if (!seen.state_reported && (e.kind == K::kCounter || e.kind == K::kSquare || e.kind == K::kFen))
        return not_judged("the variant's state (the engine reports the board only)");
      if (e.kind != K::kFen || seen.exact_en_passant) return fails(check_position(v, *seen.position, e));
      Position pos = *seen.position;
      auto want = parse_fen_unchecked(v, e.fen);
      if (want && want->en_passant() == kNoSquare) pos.set_en_passant(kNoSquare);
      return fails(check_position(v, pos, e));
    }
  }
}

}  // namespace arbiter
