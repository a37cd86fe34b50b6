// Move text (notation.h): the canonical text of an action, its parser with errors that say what was expected,
// and the lookup of a text among the legal actions.
#include "model/core/notation.h"

#include <cctype>

#include "model/core/variant.h"

namespace arbiter {

namespace {
// A selector's text after its square: "" for the standing unit, else "[e1]", "[h2]", "[q1]" (1-based).
std::string selector_text(Selector s) {
  if (s.is_standing()) return "";
  static constexpr char kLetters[] = {'s', 'e', 'h', 'q'};
  std::string out(1, '[');  // appended piece by piece: GCC 12 warns falsely on "[" + std::string&& (bug 105329)
  out += kLetters[static_cast<int>(s.layer())];
  out += std::to_string(s.index() + 1);
  out += ']';
  return out;
}
}  // namespace

std::string action_text(const Variant& v, const Action& a) {
  const Geometry& g = v.geometry();
  switch (a.type) {
    case ActionType::kPass: return "0000";
    case ActionType::kChance: {
      const Variant::Decision& d = v.decisions().at(a.ability);
      return d.name + "=" + (d.piece_valued ? std::string(1, v.letter(Piece(a.kind, Side::kWhite))) : std::to_string(a.kind));
    }
    case ActionType::kDrop: {
      std::string t(1, v.letter(Piece(a.kind, Side::kWhite)));
      t += '@';
      t += g.square_name(a.to);
      return t;
    }
    case ActionType::kAbility: {
      std::string t = v.abilities().at(a.ability) + "@" + g.square_name(a.from) + selector_text(a.actor);
      if (a.to != a.from || a.path_size() || !a.target.is_standing()) {
        t += '>';
        t += g.square_name(a.to);
        t += selector_text(a.target);
      }
      for (int i = 0; i < a.path_size(); ++i) {
        t += '>';  // appended, not ">" + ...: GCC 12 bug 105329
        t += g.square_name(a.path_at(i));
      }
      if (!a.plan().empty()) {
        t += '{';
        for (size_t i = 0; i < a.plan().size(); ++i) {
          if (i) t += ',';
          t += action_text(v, a.plan()[i]);
        }
        t += '}';
      }
      return t;
    }
    case ActionType::kMove: {
      std::string t = g.square_name(a.from) + selector_text(a.actor);
      for (int i = 0; i < a.path_size(); ++i) t += g.square_name(a.path_at(i));
      t += g.square_name(a.to) + selector_text(a.target);
      if (a.kind != kNoKind) t += static_cast<char>(std::tolower(v.letter(Piece(a.kind, Side::kWhite))));
      return t;
    }
  }
  return "?";
}

namespace {
Error syntax(std::string_view text, const std::string& what) {
  return Error::unparsable_action("move text \"" + std::string(text) + "\": " + what);
}
std::string board_size(const Geometry& g) { return std::to_string(g.files()) + "x" + std::to_string(g.ranks()); }
constexpr size_t kMaxPath = 1024;  // squares in one action: far beyond any rule, short of abuse

// A selector at the front of `rest` ("[e1]", "[h12]", "[q3]"): the selector and the characters it took;
// nothing taken (0) when rest does not start with '['; an error for a malformed one.
Result<std::pair<Selector, size_t>> parse_selector(std::string_view text, std::string_view rest) {
  if (rest.empty() || rest[0] != '[') return std::pair<Selector, size_t>{Selector::standing(), 0};
  const size_t close = rest.find(']');
  const std::string_view inside = rest.substr(1, close == std::string_view::npos ? std::string_view::npos : close - 1);
  Layer layer = Layer::kStanding;
  if (!inside.empty()) {
    if (inside[0] == 'e') layer = Layer::kEthereal;
    if (inside[0] == 'h') layer = Layer::kHeld;
    if (inside[0] == 'q') layer = Layer::kQueued;
  }
  int n = 0;
  bool digits = inside.size() >= 2 && inside[1] != '0';
  for (size_t k = 1; digits && k < inside.size(); ++k) {
    if (inside[k] < '0' || inside[k] > '9' || n > Selector::kMaxIndex + 1) digits = false;
    else n = n * 10 + (inside[k] - '0');
  }
  if (close == std::string_view::npos || layer == Layer::kStanding || !digits || n < 1 || n > Selector::kMaxIndex + 1)
    return syntax(text, "expected a unit of the square as [eN] (its N-th ethereal unit), [hN] (the N-th unit held by "
                        "the one standing there) or [qN] (its N-th queued unit), N from 1 to " +
                            std::to_string(Selector::kMaxIndex + 1));
  return std::pair<Selector, size_t>{Selector::of(layer, n - 1), close + 1};
}

// "{a,b,...}" after an ability: the plan's actions, split at the commas outside nested braces.
Result<std::vector<Action>> parse_plan_inside(const Variant& v, std::string_view text, std::string_view plan) {
  std::vector<Action> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= plan.size(); ++i) {
    char c = i < plan.size() ? plan[i] : ',';
    if (c == '{') ++depth;
    if (c == '}') --depth;
    if (c != ',' || depth > 0) continue;
    auto step = parse_action(v, plan.substr(start, i - start));
    if (!step) return syntax(text, "in its plan: " + step.error());
    out.push_back(*step);
    start = i + 1;
  }
  if (depth != 0) return syntax(text, "unbalanced braces in the plan");
  return out;
}
// One segment of an ability's text: a square, then a selector where `selectable` (the origin and the first
// target), else nothing more.
Result<Address> parse_address(const Geometry& g, std::string_view text, std::string_view segment, bool selectable,
                              const char* expected) {
  const size_t bracket = segment.find('[');
  auto square = g.parse_square(segment.substr(0, bracket));
  if (!square) return syntax(text, expected);
  Address a{*square, Selector::standing()};
  if (bracket == std::string_view::npos) return a;
  if (!selectable) return syntax(text, "only the acting unit's square and the first target's may name a unit ([...])");
  auto sel = parse_selector(text, segment.substr(bracket));
  if (!sel) return Error{sel.error()};
  if (bracket + sel->second != segment.size()) return syntax(text, std::string("unexpected text after the unit ") + expected);
  a.selector = sel->first;
  return a;
}
}  // namespace

Result<Action> parse_action(const Variant& v, std::string_view text) {
  const Geometry& g = v.geometry();
  if (text.empty()) return syntax(text, "empty; expected a move such as e2e4");
  if (text == "0000") return Action::pass();
  for (size_t i = 0; i < v.decisions().size(); ++i) {
    const Variant::Decision& d = v.decisions()[i];
    if (text.rfind(d.name + "=", 0) != 0) continue;
    std::string_view n = text.substr(d.name.size() + 1);
    if (d.piece_valued) {
      auto kind = n.size() == 1 ? v.kind_from_letter(n[0]) : std::nullopt;
      if (!kind) return syntax(text, "expected " + d.name + "=P with P an upper-case piece letter");
      return Action::chance(*kind, static_cast<int>(i));
    }
    // Digits only, read no further than the range needs (a longer text is refused, never overflows).
    int outcome = n.empty() ? -1 : 0;
    for (char c : n) {
      if (c < '0' || c > '9' || outcome > 255) {
        outcome = -1;
        break;
      }
      outcome = outcome * 10 + (c - '0');
    }
    if (outcome < 1 || outcome > 255)
      return syntax(text, "expected " + d.name + "=N with N a number from 1");
    return Action::chance(outcome, static_cast<int>(i));
  }

  size_t at = text.find('@');
  if (at != std::string_view::npos) {
    std::string_view head = text.substr(0, at);
    std::string_view rest = text.substr(at + 1);
    if (head.size() == 1 && std::isupper(static_cast<unsigned char>(head[0]))) {
      auto kind = v.kind_from_letter(head[0]);
      if (!kind) return syntax(text, std::string("'") + head[0] + "' is not a piece letter of " + v.id());
      auto sq = g.parse_square(rest);
      if (!sq) return syntax(text, "expected a square of the " + board_size(g) + " board after '@'");
      return Action::drop(*kind, *sq);
    }
    // Ability.
    int index = -1;
    for (size_t i = 0; i < v.abilities().size(); ++i)
      if (v.abilities()[i] == head) index = static_cast<int>(i);
    if (index < 0) {
      std::string known;
      for (const auto& n : v.abilities()) {
        if (!known.empty()) known += ", ";
        known += n;
      }
      return syntax(text, "\"" + std::string(head) + "\" is not a piece letter or an ability of " + v.id() +
                              (known.empty() ? " (it has none)" : " (abilities: " + known + ")"));
    }
    Action a;
    a.type = ActionType::kAbility;
    a.ability = static_cast<uint8_t>(index);
    if (size_t brace = rest.find('{'); brace != std::string_view::npos) {
      if (rest.back() != '}') return syntax(text, "expected the plan to end with '}'");
      auto plan = parse_plan_inside(v, text, rest.substr(brace + 1, rest.size() - brace - 2));
      if (!plan) return Error{plan.error()};
      if (plan->empty()) return syntax(text, "an empty plan is written by omitting the braces");
      a.set_plan(std::move(*plan));
      rest = rest.substr(0, brace);
    }
    size_t gt = rest.find('>');
    auto origin = parse_address(g, text, rest.substr(0, gt), true, "expected the square of the acting piece after '@'");
    if (!origin) return Error{origin.error()};
    a.from = a.to = static_cast<uint8_t>(origin->square);
    a.actor = origin->selector;
    bool first = true;
    while (gt != std::string_view::npos) {
      rest = rest.substr(gt + 1);
      gt = rest.find('>');
      auto target = parse_address(g, text, rest.substr(0, gt), first, "expected a target square after '>'");
      if (!target) return Error{target.error()};
      if (first) {
        a.to = static_cast<uint8_t>(target->square);
        a.target = target->selector;
      } else if (static_cast<size_t>(a.path_size()) < kMaxPath) {
        a.push_path(target->square);
      } else {
        return syntax(text, "too many target squares");
      }
      first = false;
    }
    return a;
  }

  // A move: squares (the first and the last may name a unit of theirs), then an optional promotion letter.
  std::vector<Square> squares;
  std::vector<Selector> selectors;  // per square
  size_t i = 0;
  while (i < text.size() && text[i] >= 'a' && text[i] <= 'p' && i + 1 < text.size() &&
         std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
    auto sq = g.parse_square_prefix(text.substr(i));
    if (!sq) {
      size_t j = i + 1;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
      return syntax(text, "\"" + std::string(text.substr(i, j - i)) + "\" is not a square of the " + board_size(g) + " board");
    }
    squares.push_back(sq->first);
    i += sq->second;
    auto sel = parse_selector(text, text.substr(i));
    if (!sel) return Error{sel.error()};
    selectors.push_back(sel->first);
    i += sel->second;
  }
  if (squares.empty()) return syntax(text, "expected a move (e2e4), a drop (N@e4), an ability (name@e4) or 0000");
  if (squares.size() < 2) return syntax(text, "expected a destination square after " + g.square_name(squares[0]));
  Kind promotion = kNoKind;
  if (i < text.size()) {
    char c = text[i];
    auto kind = std::islower(static_cast<unsigned char>(c)) ? v.kind_from_letter(static_cast<char>(std::toupper(c)))
                                                            : std::nullopt;
    if (!kind || i + 1 != text.size())
      return syntax(text, "unexpected \"" + std::string(text.substr(i)) + "\"; expected nothing or one lower-case promotion letter");
    promotion = *kind;
  }
  if (squares.size() - 2 > kMaxPath) return syntax(text, "too many squares in one move");
  for (size_t k = 1; k + 1 < selectors.size(); ++k)
    if (!selectors[k].is_standing())
      return syntax(text, "only the first square (the moving unit) and the last (its target) may name a unit ([...])");
  Action a = Action::move(squares.front(), squares.back(), 0, promotion);
  a.actor = selectors.front();
  a.target = selectors.back();
  for (size_t k = 1; k + 1 < squares.size(); ++k) a.push_path(squares[k]);
  return a;
}

Result<std::vector<Action>> parse_plan(const Variant& v, std::string_view text) {
  if (text.size() < 2 || text.front() != '{' || text.back() != '}')
    return syntax(text, "expected a plan {action,action,...}");
  auto plan = parse_plan_inside(v, text, text.substr(1, text.size() - 2));
  if (plan && plan->empty()) return syntax(text, "a plan holds at least one action");
  return plan;
}

ActionLookup find_legal_action(const Variant& v, const Position& pos, std::string_view text) {
  auto parsed = parse_action(v, text);
  if (!parsed) return {ActionLookup::Status::kUnparsable, Action{}, parsed.error()};
  if (auto legal = v.resolve(pos, *parsed)) return {ActionLookup::Status::kLegal, *legal, ""};
  return {ActionLookup::Status::kIllegal, *parsed, "move " + std::string(text) + " is not legal in this position"};
}

Result<Action> lookup_action(const Variant& v, const Position& pos, std::string_view text) {
  ActionLookup found = find_legal_action(v, pos, text);
  if (found.status == ActionLookup::Status::kLegal) return found.action;
  if (found.status == ActionLookup::Status::kUnparsable) return Error::unparsable_action(found.message);
  std::string_view clause = v.refusal(pos, found.action);
  if (clause.empty()) return Error::illegal_action(found.message);
  return Error::refused_action(found.message, std::string(clause));
}

namespace {

std::string over_message(std::string_view text, const Outcome& o) {
  return "move " + std::string(text) + " is not legal: the game is over, " + o.text();
}

}  // namespace

// Once the game has ended, a text that parses is refused by the verdict; until then, the position judges it.
ActionLookup find_legal_action(const Game& game, std::string_view text) {
  if (!game.ended()) return find_legal_action(game.variant(), game.position(), text);
  auto parsed = parse_action(game.variant(), text);
  if (!parsed) return {ActionLookup::Status::kUnparsable, Action{}, parsed.error()};
  return {ActionLookup::Status::kIllegal, *parsed, over_message(text, game.outcome())};
}

Result<Action> lookup_action(const Game& game, std::string_view text) {
  if (!game.ended()) return lookup_action(game.variant(), game.position(), text);
  auto parsed = parse_action(game.variant(), text);
  if (!parsed) return Error::unparsable_action(parsed.error());
  const Outcome o = game.outcome();
  if (o.clause.empty()) return Error::illegal_action(over_message(text, o));
  return Error::refused_action(over_message(text, o), std::string(o.clause));
}

}  // namespace arbiter
