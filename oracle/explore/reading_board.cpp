// reading_board.h: one position played under each reading of a point, and what each does there.
#include "oracle/explore/reading_board.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "model/core/fen.h"
#include "model/core/interpretation.h"
#include "model/core/notation.h"
#include "model/core/variant.h"
#include "oracle/explore/explore.h"
#include "oracle/scenarios/vocabulary.h"

namespace arbiter {
// Named, not anonymous: unity builds compile this file with others (cmake/BuildSpeed.cmake).
namespace board_reading {

// Past this many actions legal under every reading, the effects are compared on the first ones only (a
// 16x16 position lists hundreds; the board needs a few moves, not all).
constexpr size_t kMaxEffectActions = 400;
// The states that part listed by name, at most (a dragon's fire walls a whole line: the rest are counted).
constexpr size_t kMaxStatesSaid = 4;

struct Played {
  std::string option;
  bool is_default = false;
  std::shared_ptr<const Variant> variant;
  std::optional<Position> pos;
  std::optional<Game> game;  // a game from pos: each move's effect is played on a copy
  std::string illegal;  // why the position is not legal under this reading
  std::map<std::string, Action> legal;  // by text
  std::string verdict;
};

// Shorter texts first (a plain move before a double move or a declaration), then alphabetical.
bool simpler(const std::string& a, const std::string& b) { return a.size() != b.size() ? a.size() < b.size() : a < b; }

std::string unit_word(const Variant& v, const Position& pos, Square s) {
  if (pos.empty(s)) return "empty";
  Piece p = pos.at(s);
  const PieceKind* info = v.kind_info(p.kind());
  const char* side = p.side() == Side::kWhite ? "white " : p.side() == Side::kBlack ? "black " : "";
  return side + (info ? info->name : std::string(1, v.letter(p)));
}

std::string side_word(Side s) { return s == Side::kWhite ? "White" : s == Side::kBlack ? "Black" : "nobody"; }

// The observable state in the vocabulary's words by its key ("square a8" -> "death=active", "unit e4" ->
// "paralysed=2"): the lines state_lines writes, split at their square.
std::map<std::string, std::string> states_of(const Variant& v, const Position& pos, const Vocabulary* vocabulary) {
  std::map<std::string, std::string> out;
  if (!vocabulary) return out;
  for (const std::string& line : state_lines(v, pos, *vocabulary)) {
    const size_t first = line.find(' ');
    const size_t second = first == std::string::npos ? std::string::npos : line.find(' ', first + 1);
    if (second != std::string::npos) out[line.substr(0, second)] = line.substr(second + 1);
  }
  return out;
}

// The state fields of fens[i] (those after the FEN's six) that not every reading's FEN has, or, when it has none
// of them, "none of" those the others have: the part where the readings' positions differ, in the FEN's words.
std::string fen_state_part(const std::vector<std::string>& fens, size_t i) {
  auto fields = [](const std::string& fen) {
    std::set<std::string> out;
    size_t at = 0;
    for (int n = 0; at != std::string::npos; ++n) {
      const size_t next = fen.find(' ', at);
      if (n >= 6) out.insert(fen.substr(at, next == std::string::npos ? std::string::npos : next - at));
      at = next == std::string::npos ? next : next + 1;
    }
    return out;
  };
  std::vector<std::set<std::string>> all;
  for (const std::string& f : fens) all.push_back(fields(f));
  std::set<std::string> common = all.front(), mine, others;
  for (const auto& f : all) {
    std::set<std::string> kept;
    std::set_intersection(common.begin(), common.end(), f.begin(), f.end(), std::inserter(kept, kept.end()));
    common = kept;
  }
  for (const auto& f : all)
    for (const std::string& x : f)
      if (!common.count(x)) others.insert(x);
  for (const std::string& x : all[i])
    if (!common.count(x)) mine.insert(x);
  if (others.empty()) return fens[i];  // the board fields differ where no unit or state shows it
  std::string out;
  for (const std::string& x : mine.empty() ? others : mine) out += (out.empty() ? "" : " ") + x;
  return mine.empty() ? "none of " + out : out;
}

// What each reading leaves after `text` (legal under all of them), where their positions part: the squares
// whose unit differs, the states (the vocabulary's) that differ, whose turn it is and the verdict; nullopt
// when every reading leaves the same position with the same verdict.
std::optional<std::vector<std::string>> effects_of(const std::string& text, std::vector<Played*>& played, const Vocabulary* vocabulary) {
  std::vector<Position> after;
  std::vector<std::string> fens, verdicts;
  std::vector<std::map<std::string, std::string>> states;
  for (Played* r : played) {
    // Played as a game from the position, so the verdict sees the move that led to it (a blast's instant
    // checkmate reads the last action) as the report's and the corpus's games do.
    Game game = *r->game;
    game.play(r->legal.at(text));
    const Position& p = game.position();
    fens.push_back(format_fen(*r->variant, p));
    verdicts.push_back(game.outcome().text());
    states.push_back(states_of(*r->variant, p, vocabulary));
    after.push_back(p);
  }
  // The same position under every reading can still be judged apart (both sides' last pawns lost in one blast:
  // a draw, or a win for one side).
  auto same = [](const std::vector<std::string>& all) { return std::all_of(all.begin(), all.end(), [&](const std::string& x) { return x == all.front(); }); };
  if (same(fens) && same(verdicts)) return std::nullopt;
  const Variant& v0 = *played.front()->variant;
  std::vector<Square> parted;
  for (Square s : v0.geometry().squares()) {
    const std::string w = unit_word(v0, after.front(), s);
    for (size_t i = 1; i < after.size(); ++i)
      if (unit_word(*played[i]->variant, after[i], s) != w) {
        parted.push_back(s);
        break;
      }
  }
  std::set<std::string> state_keys, state_parted;
  for (const auto& st : states)
    for (const auto& [key, value] : st) state_keys.insert(key);
  for (const std::string& key : state_keys)
    for (const auto& st : states) {
      auto it = st.find(key);
      auto first = states.front().find(key);
      if ((it == st.end()) != (first == states.front().end()) || (it != st.end() && it->second != first->second)) {
        state_parted.insert(key);
        break;
      }
    }
  const bool turn_parts = std::any_of(after.begin(), after.end(), [&](const Position& p) { return p.side_to_move() != after.front().side_to_move(); });
  const bool verdict_parts = std::any_of(verdicts.begin(), verdicts.end(), [&](const std::string& t) { return t != verdicts.front(); });
  std::vector<std::string> out;
  for (size_t i = 0; i < after.size(); ++i) {
    const Variant& v = *played[i]->variant;
    std::string says = text + " leaves ";
    std::string squares;
    for (Square s : parted) squares += (squares.empty() ? "" : ", ") + v.geometry().square_name(s) + " " + unit_word(v, after[i], s);
    size_t listed = 0;
    for (const std::string& key : state_parted) {
      if (listed++ == board_reading::kMaxStatesSaid) {
        squares += ", " + std::to_string(state_parted.size() - board_reading::kMaxStatesSaid) + " more states";
        break;
      }
      auto it = states[i].find(key);
      squares += (squares.empty() ? "" : ", ") + key + " " + (it == states[i].end() ? std::string("in no state") : it->second);
    }
    if (!squares.empty()) says += squares;
    if (turn_parts) says += std::string(squares.empty() ? "" : ", ") + side_word(after[i].side_to_move()) + " to move";
    if (verdict_parts) says += std::string(squares.empty() && !turn_parts ? "" : ", ") + "the game " + (verdicts[i] == "*" ? "going on" : verdicts[i]);
    if (squares.empty() && !turn_parts && !verdict_parts) says += fen_state_part(fens, i);  // a state the vocabulary does not name
    out.push_back(says);
  }
  return out;
}

// The length of the square name (a file letter a-p, a rank 1-16) that starts at text[i], else 0; what stands
// around it is the caller's to judge.
size_t square_name_at(const std::string& text, size_t i) {
  auto digit = [&](size_t k) { return k < text.size() && std::isdigit(static_cast<unsigned char>(text[k])) != 0; };
  if (i >= text.size() || text[i] < 'a' || text[i] > 'p' || !digit(i + 1) || text[i + 1] == '0') return 0;
  size_t j = i + 1;
  while (j < i + 3 && digit(j)) ++j;
  return std::stoi(text.substr(i + 1, j - i - 1)) > 16 ? 0 : j - i;
}

// The square names a text uses ("e5", "d1-d4", "b8xa8", "Kg5-g4"): not inside a longer word.
std::set<std::string> square_names(const std::string& text) {
  std::set<std::string> out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (i > 0 && std::islower(static_cast<unsigned char>(text[i - 1]))) continue;
    const size_t n = square_name_at(text, i);
    if (n && (i + n >= text.size() || !std::isalnum(static_cast<unsigned char>(text[i + n])))) out.insert(text.substr(i, n));
  }
  return out;
}

// The actions a text writes, in its order: a move as square names joined by '-' or 'x' ("d1-d4", "b8xa8",
// "Kg5-g4", "b1-c3-e4" through c3, "e7-e8=Q" with its promotion), as the squares' texts ("d1d4", "b1c3e4",
// "e7e8q"); a move text as the model writes it, squares run together ("a1c3b2"); an action text as the
// model writes it ("convert@d5>g2", "earthquake@e2"); the null move "0000".
std::vector<std::string> written_moves(const std::string& text) {
  std::vector<std::string> out;
  auto add = [&](const std::string& move) {
    if (std::find(out.begin(), out.end(), move) == out.end()) out.push_back(move);
  };
  auto plain_square = [&](size_t i) { return square_name_at(text, i); };
  auto square_at = [&](size_t i) -> size_t {  // a square name not inside a longer word, but for a capture's 'x'
    const size_t n = plain_square(i);
    const size_t j = i + n;
    if (!n || (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j])) && !(text[j] == 'x' && plain_square(j + 1))))
      return 0;
    return n;
  };
  for (size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 4, "0000") == 0 && (i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1]))) &&
        (i + 4 >= text.size() || !std::isalnum(static_cast<unsigned char>(text[i + 4])))) {
      add("0000");
      i += 3;
      continue;
    }
    if (text[i] == '@') {  // an action text: its name before, its squares after ("pull@c3>c5")
      size_t b = i;
      while (b > 0 && (std::islower(static_cast<unsigned char>(text[b - 1])) || std::isdigit(static_cast<unsigned char>(text[b - 1])) || text[b - 1] == '-')) --b;
      size_t e = i + 1, n = square_at(e);
      if (b == i || !n) continue;
      e += n;
      while (e < text.size() && text[e] == '>')
        if (const size_t m = square_at(e + 1)) e += 1 + m;
        else break;
      add(text.substr(b, e - b));
      i = e - 1;
      continue;
    }
    if (i > 0 && (std::islower(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '@' || text[i - 1] == '>')) continue;
    if (i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1]))) {  // a move text as the model writes
      // it, squares run together ("a1c3b2"), a word of its own
      size_t e = i, count = 0;
      while (const size_t n = plain_square(e)) e += n, ++count;
      if (count >= 2 && (e >= text.size() || !std::isalnum(static_cast<unsigned char>(text[e])))) {
        add(text.substr(i, e - i));
        i = e - 1;
        continue;
      }
    }
    const size_t a = square_at(i);
    if (!a || i + a >= text.size() || (text[i + a] != '-' && text[i + a] != 'x')) continue;
    // A chain of squares is one action through them ("b1-c3-e4", "d5-d1-b1").
    std::string move = text.substr(i, a);
    size_t after = i + a;
    while (after < text.size() && (text[after] == '-' || text[after] == 'x'))
      if (const size_t b = square_at(after + 1)) {
        move += text.substr(after + 1, b);
        after += 1 + b;
      } else {
        break;
      }
    if (after == i + a) continue;
    if (after + 1 < text.size() && text[after] == '=' && std::isalpha(static_cast<unsigned char>(text[after + 1])))
      move += static_cast<char>(std::tolower(static_cast<unsigned char>(text[after + 1])));
    add(move);
    i = after - 1;
  }
  return out;
}

std::vector<Square> squares_of(const Action& a) {
  std::vector<Square> out;
  auto add = [&out](Square s) {
    if (out.empty() || out.back() != s) out.push_back(s);
  };
  if (a.type == ActionType::kMove) {
    add(a.from);
    for (int i = 0; i < a.path_size(); ++i) add(a.path_at(i));
    add(a.to);
  } else if (a.type == ActionType::kAbility) {
    add(a.from);
    add(a.to);
    for (int i = 0; i < a.path_size(); ++i) add(a.path_at(i));
  } else if (a.type == ActionType::kDrop) {
    add(a.to);
  }
  return out;
}

}  // namespace board_reading

std::string ReadingBoard::caption() const {
  std::string out;
  for (const Reading& r : readings) {
    std::string says;
    for (const std::string& s : r.says) says += (says.empty() ? "" : ", ") + s;
    out += (out.empty() ? "" : "; ") + std::string("under `") + r.option + "`" + (r.is_default ? " (default)" : "") + ": " + says;
  }
  for (const std::string& o : not_implemented) out += (out.empty() ? "" : "; ") + std::string("`") + o + "` is not implemented by the model";
  return out;
}

ReadingBoard read_board(const std::string& variant, const std::string& fen, const BoardQuestion& question, const Vocabulary* vocabulary) {
  ReadingBoard board;
  board.fen = fen;
  std::vector<board_reading::Played> all;
  for (const std::string& option : question.options) {
    Profile profile;
    profile.set(question.point, option);
    auto v = make_variant(variant, profile);
    if (!v) {
      board.not_implemented.push_back(option);
      continue;
    }
    board_reading::Played r;
    r.option = option;
    r.is_default = option == question.default_option;
    r.variant = *v;
    auto pos = parse_fen(**v, fen);
    if (!pos) {
      r.illegal = pos.error();
    } else {
      r.pos = std::move(*pos);
      ActionList list;
      r.variant->legal_actions(*r.pos, list);
      for (const Action& a : list) r.legal.emplace(action_text(*r.variant, a), a);
      r.game.emplace(*r.variant, *r.pos);
      r.verdict = r.game->outcome().text();
    }
    all.push_back(std::move(r));
  }
  auto base = std::find_if(all.begin(), all.end(), [](const board_reading::Played& r) { return r.is_default; });
  if (base == all.end()) {
    board.error = "the model does not play the default reading `" + question.default_option + "` of " + question.point;
    return board;
  }
  if (!base->pos) {
    board.error = "the position is not legal: " + base->illegal;
    return board;
  }
  std::vector<board_reading::Played*> played;
  for (board_reading::Played& r : all)
    if (r.pos) played.push_back(&r);
  // A move the situation's words name (its first and last squares among the squares they name) comes first.
  const std::set<std::string> named = board_reading::square_names(question.situation);
  auto named_score = [&](const std::string& text) {
    auto a = parse_action(*base->variant, text);
    if (!a) return 0;
    const std::vector<Square> squares = board_reading::squares_of(*a);
    const Geometry& g = base->variant->geometry();
    return squares.empty() || !named.count(g.square_name(squares.front())) || !named.count(g.square_name(squares.back())) ? 0 : 1;
  };
  auto first_shown = [&](std::vector<std::string>& texts) {
    std::vector<std::pair<int, std::string>> scored;
    for (const std::string& t : texts) scored.push_back({named.empty() ? 0 : named_score(t), t});
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first > b.first : board_reading::simpler(a.second, b.second);
    });
    for (size_t i = 0; i < texts.size(); ++i) texts[i] = scored[i].second;
    return scored.empty() ? 0 : scored.front().first;
  };

  // The moves legal under some readings only, grouped by which readings allow them: the named or simplest of
  // each group first, so that a move only the default allows and one only an alternative allows are both shown.
  std::map<std::string, std::vector<std::string>> by_pattern;
  std::set<std::string> every;
  for (board_reading::Played* r : played)
    for (const auto& [text, a] : r->legal) every.insert(text);
  for (const std::string& text : every) {
    std::string pattern;
    for (board_reading::Played* r : played) pattern += r->legal.count(text) ? '1' : '0';
    if (pattern.find('0') != std::string::npos) by_pattern[pattern].push_back(text);
  }
  bool named_legal_move = false;
  for (auto& [pattern, texts] : by_pattern) named_legal_move = first_shown(texts) > 0 || named_legal_move;
  if (named_legal_move)  // the situation's moves only
    for (auto& [pattern, texts] : by_pattern)
      texts.erase(std::remove_if(texts.begin(), texts.end(), [&](const std::string& t) { return named_score(t) == 0; }), texts.end());
  std::vector<std::string> legal_moves;
  for (size_t i = 0; legal_moves.size() < kMaxBoardMoves; ++i) {
    bool any = false;
    for (auto& [pattern, texts] : by_pattern)
      if (i < texts.size() && legal_moves.size() < kMaxBoardMoves) {
        legal_moves.push_back(texts[i]);
        any = true;
      }
    if (!any) break;
  }
  // One reading played (the others not implemented): nothing can differ, so the board shows what that reading
  // does with the actions the situation writes ("e1-d1", "e1xd1", "convert@d5>g2", "0000": legal, or refused
  // by a rule, with its clause; not a move of the other side's units), in the words' order; where they write
  // none, with a legal move between two squares they name. A written action that shows nothing leaves the board
  // with the position alone.
  if (played.size() == 1) {
    board.one_reading = true;
    const std::vector<std::string> written = board_reading::written_moves(question.situation);
    for (const std::string& text : written) {
      if (legal_moves.size() == kMaxBoardMoves) break;
      if (base->legal.count(text)) {
        legal_moves.push_back(text);
        continue;
      }
      auto a = parse_action(*base->variant, text);
      if (!a) continue;
      // From a square, a unit of the side to move must stand there; refused by a rule (its clause named). A
      // text that is no action of a unit there shows nothing.
      const bool from_square = a->type == ActionType::kMove || a->type == ActionType::kAbility;  // not a pass or a drop
      const bool own_unit = !from_square || (!base->pos->empty(a->from) && base->pos->at(a->from).side() == base->pos->side_to_move());
      if (own_unit && !base->variant->refusal(*base->pos, *a).empty()) legal_moves.push_back(text);
    }
    // Where the words write no action: a legal move whose first and last squares (two, apart) they name.
    if (written.empty())
      for (const auto& entry : base->legal) {
        auto a = parse_action(*base->variant, entry.first);
        const std::vector<Square> squares = a ? board_reading::squares_of(*a) : std::vector<Square>{};
        if (named_score(entry.first) > 0 && squares.size() >= 2 && squares.front() != squares.back()) {
          legal_moves.push_back(entry.first);
          break;
        }
      }
  }
  std::vector<std::vector<std::string>> says(all.size());
  auto index_of = [&](const board_reading::Played* r) { return static_cast<size_t>(r - all.data()); };
  // A move legal under every reading whose effect differs: when no move's legality differs, the first one
  // (named first, else the simplest); else the first the situation names, if any.
  if (played.size() > 1 && (legal_moves.empty() || !named.empty())) {
    std::vector<std::string> texts;
    for (const auto& entry : base->legal) {  // (not a structured binding: clang 14 cannot capture one)
      const std::string& text = entry.first;
      if (std::all_of(played.begin(), played.end(), [&](const board_reading::Played* r) { return r->legal.count(text) > 0; })) texts.push_back(text);
    }
    const bool any_named = first_shown(texts) > 0;
    if (!legal_moves.empty()) {  // only the named ones
      if (!any_named) texts.clear();
      texts.erase(std::remove_if(texts.begin(), texts.end(), [&](const std::string& t) { return named_score(t) == 0; }), texts.end());
    }
    if (texts.size() > board_reading::kMaxEffectActions) texts.resize(board_reading::kMaxEffectActions);
    for (const std::string& text : texts) {
      auto parts = board_reading::effects_of(text, played, vocabulary);
      if (!parts) continue;
      board.moves.push_back(text);  // one move shows how the effects part (the next ones part alike)
      board.effects = true;
      for (size_t i = 0; i < played.size(); ++i) says[index_of(played[i])].push_back((*parts)[i]);
      if (legal_moves.size() == kMaxBoardMoves) legal_moves.pop_back();
      break;
    }
  }
  // Per reading, the moves with the same verdict together: "a and b are legal, c is illegal (clause x)".
  for (board_reading::Played* r : played) {
    std::vector<std::pair<std::string, std::vector<std::string>>> verdicts;  // the verdict, its moves
    for (const std::string& text : legal_moves) {
      std::string verdict = "legal";
      if (!r->legal.count(text)) {
        auto a = parse_action(*r->variant, text);
        std::string clause = a ? std::string(r->variant->refusal(*r->pos, *a)) : "";
        verdict = "illegal" + (clause.empty() ? "" : " (clause " + clause + ")");
      }
      auto it = std::find_if(verdicts.begin(), verdicts.end(), [&](const auto& v) { return v.first == verdict; });
      if (it == verdicts.end()) verdicts.push_back({verdict, {text}});
      else it->second.push_back(text);
    }
    for (const auto& [verdict, texts] : verdicts) {
      std::string subject;
      for (size_t i = 0; i < texts.size(); ++i) subject += (i == 0 ? "" : i + 1 == texts.size() ? " and " : ", ") + texts[i];
      says[index_of(r)].push_back(subject + (texts.size() == 1 ? " is " : " are ") + verdict);
    }
  }
  board.moves.insert(board.moves.end(), legal_moves.begin(), legal_moves.end());
  board.verdict_differs = std::any_of(played.begin(), played.end(), [&](const board_reading::Played* r) { return r->verdict != base->verdict; });
  if (board.verdict_differs)
    for (board_reading::Played* r : played) says[index_of(r)].push_back("the position is " + (r->verdict == "*" ? std::string("not decided") : r->verdict));
  for (size_t i = 0; i < all.size(); ++i) {
    ReadingBoard::Reading r{all[i].option, all[i].is_default, says[i]};
    if (!all[i].pos) r.says = {"the position is not legal (" + all[i].illegal + ")"};
    else if (r.says.empty()) r.says = {played.size() == 1 ? "the only reading the model plays" : "the same as the others"};
    board.readings.push_back(std::move(r));
  }
  for (const std::string& text : board.moves) {
    auto a = parse_action(*base->variant, text);
    board.arrows.push_back(a ? board_reading::squares_of(*a) : std::vector<Square>{});
  }
  return board;
}

std::string situation_fen_problem(const std::string& variant, const std::string& fen) {
  auto v = make_variant(variant);
  if (!v) return "no model to read it: " + v.error();
  auto pos = parse_fen(**v, fen);
  if (!pos) return pos.error();
  const bool has_kings = std::any_of((*v)->kinds().begin(), (*v)->kinds().end(), [&](const PieceKind& k) { return is_king(**v, k.kind); });
  if (!has_kings) return "";
  for (Side side : {Side::kWhite, Side::kBlack}) {
    bool has = false;
    for (Square s : (*v)->geometry().squares())
      has = has || (!pos->empty(s) && is_king(**v, pos->at(s).kind()) && pos->at(s).side() == side);
    if (!has) return "no " + std::string(side == Side::kWhite ? "white" : "black") + " king";
  }
  return "";
}

}  // namespace arbiter
