#include "model/core/notation.h"

#include <cctype>

#include "model/core/variant.h"

namespace arbiter {

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
      std::string t = v.abilities().at(a.ability) + "@" + g.square_name(a.from);
      if (a.to != a.from || a.path_size()) t += ">" + g.square_name(a.to);
      for (int i = 0; i < a.path_size(); ++i) t += ">" + g.square_name(a.path_at(i));
      if (!a.plan().empty()) {
        t += '{';
        for (size_t i = 0; i < a.plan().size(); ++i) t += (i ? "," : "") + action_text(v, a.plan()[i]);
        t += '}';
      }
      return t;
    }
    case ActionType::kMove: {
      std::string t = g.square_name(a.from);
      for (int i = 0; i < a.path_size(); ++i) t += g.square_name(a.path_at(i));
      t += g.square_name(a.to);
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

// "{a,b,...}" after an ability: the plan's actions, split at the commas outside nested braces.
Result<std::vector<Action>> parse_plan(const Variant& v, std::string_view text, std::string_view plan) {
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
      auto plan = parse_plan(v, text, rest.substr(brace + 1, rest.size() - brace - 2));
      if (!plan) return Error{plan.error()};
      if (plan->empty()) return syntax(text, "an empty plan is written by omitting the braces");
      a.set_plan(std::move(*plan));
      rest = rest.substr(0, brace);
    }
    size_t gt = rest.find('>');
    auto origin = g.parse_square(rest.substr(0, gt));
    if (!origin) return syntax(text, "expected the square of the acting piece after '@'");
    a.from = a.to = static_cast<uint8_t>(*origin);
    bool first = true;
    while (gt != std::string_view::npos) {
      rest = rest.substr(gt + 1);
      gt = rest.find('>');
      auto target = g.parse_square(rest.substr(0, gt));
      if (!target) return syntax(text, "expected a target square after '>'");
      if (first) a.to = static_cast<uint8_t>(*target);
      else if (static_cast<size_t>(a.path_size()) < kMaxPath) a.push_path(*target);
      else return syntax(text, "too many target squares");
      first = false;
    }
    return a;
  }

  // A move: squares, then an optional promotion letter.
  std::vector<Square> squares;
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
  Action a = Action::move(squares.front(), squares.back(), 0, promotion);
  for (size_t k = 1; k + 1 < squares.size(); ++k) a.push_path(squares[k]);
  return a;
}

ActionLookup find_legal_action(const Variant& v, const Position& pos, std::string_view text) {
  auto parsed = parse_action(v, text);
  if (!parsed) return {ActionLookup::Status::kUnparsable, Action{}, parsed.error()};
  ActionList legal;
  v.legal_actions(pos, legal);
  for (const Action& a : legal)
    if (a.same(*parsed)) return {ActionLookup::Status::kLegal, a, ""};
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

}  // namespace arbiter
