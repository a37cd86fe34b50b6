// svg_board.h: a position as an inline SVG board, and HTML escaping.
#include "oracle/html/svg_board.h"

#include <cctype>
#include <map>

#include "oracle/scenarios/vocabulary.h"

namespace arbiter {

std::string html_escape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace {

// The Unicode symbol of a chess kind (by the document's name), "" for any other kind.
std::string chess_symbol(const std::string& name, Side side) {
  static const std::map<std::string, std::pair<const char*, const char*>> symbols = {
      {"king", {"\u2654", "\u265A"}},   {"queen", {"\u2655", "\u265B"}},  {"rook", {"\u2656", "\u265C"}},
      {"bishop", {"\u2657", "\u265D"}}, {"knight", {"\u2658", "\u265E"}}, {"pawn", {"\u2659", "\u265F"}}};
  auto it = symbols.find(name);
  if (it == symbols.end() || side == Side::kNeutral) return "";
  return side == Side::kWhite ? it->second.first : it->second.second;
}

// The word for a square attribute's value: the vocabulary's term holding that attribute, else the schema name.
struct StateWord {
  std::string term, value;
};
StateWord state_word(const AttributeDef& def, int raw, const Vocabulary* vocabulary) {
  if (vocabulary)
    for (const StateTerm& t : vocabulary->terms)
      if (t.of == StateTerm::Of::kSquare && t.attribute == def.name) return {t.name, t.word(raw).value_or(std::to_string(raw))};
  return {def.name, std::to_string(raw)};
}

bool is_removed(const std::string& term) { return term == "removed" || term == "hole" || term == "gone"; }

const char* const kPalette[] = {"#d33", "#27c", "#e80", "#383", "#a3c", "#0aa", "#963", "#c36"};

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// The outline of square (x, y) in SVG path syntax, inset by `in` (0: the whole square).
std::string square_path(int x, int y, double in) {
  if (in == 0) return "M" + std::to_string(x) + " " + std::to_string(y) + "h1v1h-1z";
  const std::string side = num(1 - 2 * in);
  return "M" + num(x + in) + " " + num(y + in) + "h" + side + "v" + side + "h-" + side + "z";
}

// Screen pixels per square: boards of every size readable, none wider than a phone's column needs.
int square_pixels(int files) { return files <= 8 ? 40 : files <= 12 ? 34 : 30; }

// The state of each unit in the vocabulary's words, by square ("e4" -> "paralysed=2 level=1").
std::map<std::string, std::string> unit_states(const Variant& variant, const Position& pos, const Vocabulary& vocabulary) {
  std::map<std::string, std::string> out;
  for (const std::string& line : state_lines(variant, pos, vocabulary)) {
    if (line.rfind("unit ", 0) != 0) continue;
    const size_t space = line.find(' ', 5);
    if (space != std::string::npos) out[line.substr(5, space - 5)] = line.substr(space + 1);
  }
  return out;
}

}  // namespace

std::string svg_board(const Variant& variant, const Position& pos, const Vocabulary* vocabulary, const std::string& label,
                      const SvgBoardOptions& options) {
  const std::map<std::string, std::string> states_of =
      options.unit_states && vocabulary ? unit_states(variant, pos, *vocabulary) : std::map<std::string, std::string>{};
  const Geometry& g = pos.geometry();
  const int files = g.files(), ranks = g.ranks();
  std::string out = "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-0.5 0 " + num(files + 0.5) + " " +
                    num(ranks + 0.5) + "\" style=\"width:" + std::to_string(square_pixels(files) * files + 16) +
                    "px;max-width:100%\" role=\"img\" aria-label=\"" + html_escape(label) + "\" data-files=\"" + std::to_string(files) +
                    "\" data-ranks=\"" + std::to_string(ranks) + "\">";
  const StateSchema& schema = pos.schema();
  // The light squares are the board's background; the dark ones, the removed ones and each state's squares one
  // path each, so a board is a few dozen elements, not one per square.
  std::string dark, holes, states_rects, pieces;
  struct Mark {
    std::string term, path, squares;
  };
  std::map<size_t, Mark> marks;  // attribute -> its word, the path of its squares, their names
  for (int r = 0; r < ranks; ++r) {
    for (int f = 0; f < files; ++f) {
      Square s = make_square(f, r);
      const int x = f, y = ranks - 1 - r;
      std::string sq = g.square_name(s), states;
      bool removed = false;
      for (size_t a = 0; a < schema.attributes.size(); ++a) {
        const AttributeDef& def = schema.attributes[a];
        int raw = def.scope == Scope::kSquare ? pos.attribute(static_cast<int>(a), s) : 0;
        if (raw == 0) continue;
        StateWord w = def.unit_valued ? StateWord{state_word(def, 0, vocabulary).term, "set"} : state_word(def, raw, vocabulary);
        states += (states.empty() ? "" : " ") + w.term + "=" + w.value;
        if (is_removed(w.term)) {
          removed = true;
          continue;
        }
        Mark& m = marks[a];
        m.term = w.term;
        m.path += square_path(x, y, 0.1);
        m.squares += (m.squares.empty() ? "" : " ") + sq + (w.value == "1" || w.value == "yes" || w.value == "set" ? "" : "=" + w.value);
      }
      if (removed) holes += square_path(x, y, 0);
      else if ((f + r) % 2 == 0) dark += square_path(x, y, 0);
      // A square with a state: an invisible square that names it, with its states on hover.
      if (!states.empty())
        states_rects += "<rect class=\"sq\" x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) +
                        "\" width=\"1\" height=\"1\" data-sq=\"" + sq + "\" data-state=\"" + html_escape(states) + "\"><title>" +
                        html_escape(sq + ": " + states) + "</title></rect>";
      if (pos.empty(s)) continue;
      Piece p = pos.at(s);
      const PieceKind* info = variant.kind_info(p.kind());
      const std::string kind = info ? info->name : "";
      std::string symbol = chess_symbol(kind, p.side());
      char letter = variant.letter(p);
      const char* side = p.side() == Side::kWhite ? "w" : p.side() == Side::kBlack ? "b" : "n";
      const char* side_word = p.side() == Side::kWhite ? "white" : p.side() == Side::kBlack ? "black" : "neutral";
      auto state = states_of.find(sq);
      const std::string title = "<title>" + html_escape(sq + ": " + side_word + " " + (kind.empty() ? std::string(1, letter) : kind) +
                                                        (state == states_of.end() ? "" : " (" + state->second + ")")) + "</title>";
      const std::string unit_state = state == states_of.end() ? "" : "\" data-state=\"" + html_escape(state->second);
      if (!symbol.empty()) {  // a chess kind: its drawn symbol
        pieces += "<text class=\"p " + std::string(side) + "\" x=\"" + num(x + 0.5) + "\" y=\"" + num(y + 0.53) + "\" data-at=\"" + sq +
                  "\" data-piece=\"" + html_escape(std::string(1, letter)) + unit_state + "\">" + symbol + title + "</text>";
      } else {  // any other kind: a token of its side's colour with its letter
        pieces += "<g class=\"t " + std::string(side) + "\" data-at=\"" + sq + "\" data-piece=\"" + html_escape(std::string(1, letter)) +
                  unit_state + "\">" + title + "<circle cx=\"" + num(x + 0.5) + "\" cy=\"" + num(y + 0.5) + "\" r=\".4\"/><text x=\"" + num(x + 0.5) +
                  "\" y=\"" + num(y + 0.53) + "\">" + html_escape(std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(letter))))) +
                  "</text></g>";
      }
    }
  }
  out += "<rect class=\"l\" x=\"0\" y=\"0\" width=\"" + std::to_string(files) + "\" height=\"" + std::to_string(ranks) + "\"/>";
  if (!dark.empty()) out += "<path class=\"d\" d=\"" + dark + "\"/>";
  if (!holes.empty()) out += "<path class=\"x\" d=\"" + holes + "\"/>";
  // Each state outlined in its colour, named below the board with its squares (a legend).
  std::string legend;
  for (const auto& [a, m] : marks) {
    const std::string colour = kPalette[a % std::size(kPalette)];
    out += "<path class=\"st\" stroke=\"" + colour + "\" d=\"" + m.path + "\"/>";
    legend += "<span class=\"lg\"><span style=\"color:" + colour + "\">&#9634;</span> " + html_escape(m.term) + ": " +
              html_escape(m.squares) + "</span> ";
  }
  // The moves, under the pieces: a line through their squares' centres and a dot on the last.
  for (const std::vector<Square>& move : options.moves) {
    if (move.empty()) continue;
    std::string points, names;
    for (Square s : move) {
      points += (points.empty() ? "" : " ") + num(file_of(s) + 0.5) + "," + num(ranks - 1 - rank_of(s) + 0.5);
      names += (names.empty() ? "" : "-") + g.square_name(s);
    }
    const Square last = move.back();
    out += "<g class=\"mv\" data-move=\"" + html_escape(names) + "\"><polyline points=\"" + points + "\"/><circle cx=\"" +
           num(file_of(last) + 0.5) + "\" cy=\"" + num(ranks - 1 - rank_of(last) + 0.5) + "\" r=\".18\"/></g>";
  }
  std::string coords;
  for (int f = 0; f < files; ++f)
    coords += "<text class=\"c\" x=\"" + num(f + 0.5) + "\" y=\"" + num(ranks + 0.4) + "\">" + std::string(1, static_cast<char>('a' + f)) + "</text>";
  for (int r = 0; r < ranks; ++r)
    coords += "<text class=\"c\" x=\"-0.25\" y=\"" + num(ranks - r - 0.4) + "\">" + std::to_string(r + 1) + "</text>";
  return out + pieces + states_rects + coords + "</svg>" + (legend.empty() ? "" : "<div class=\"meta\">" + legend + "</div>");
}

}  // namespace arbiter
