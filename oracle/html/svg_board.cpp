// svg_board.h: a position as an inline SVG board, and HTML escaping.
#include "oracle/html/svg_board.h"

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

}  // namespace

std::string svg_board(const Variant& variant, const Position& pos, const Vocabulary* vocabulary, const std::string& label) {
  const Geometry& g = pos.geometry();
  const int files = g.files(), ranks = g.ranks();
  std::string out = "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-0.5 0 " + num(files + 0.5) + " " +
                    num(ranks + 0.5) + "\" role=\"img\" aria-label=\"" + html_escape(label) + "\" data-files=\"" +
                    std::to_string(files) + "\" data-ranks=\"" + std::to_string(ranks) + "\">";
  const StateSchema& schema = pos.schema();
  std::string marks, pieces;
  for (int r = 0; r < ranks; ++r) {
    for (int f = 0; f < files; ++f) {
      Square s = make_square(f, r);
      const int x = f, y = ranks - 1 - r;
      std::string sq = g.square_name(s), states, title;
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
        const char* colour = kPalette[a % std::size(kPalette)];
        marks += "<rect class=\"st\" x=\"" + num(x + 0.06) + "\" y=\"" + num(y + 0.06) +
                 "\" width=\".88\" height=\".88\" stroke=\"" + colour + "\"/><text class=\"sl\" x=\"" + num(x + 0.5) + "\" y=\"" +
                 num(y + 0.92) + "\" fill=\"" + colour + "\">" + html_escape(w.term.substr(0, 5) + (w.value == "1" || w.value == "yes" ? "" : ":" + w.value.substr(0, 5))) + "</text>";
      }
      out += "<rect class=\"" + std::string(removed ? "x" : (f + r) % 2 ? "l" : "d") + "\" x=\"" + std::to_string(x) + "\" y=\"" +
             std::to_string(y) + "\" width=\"1\" height=\"1\" data-sq=\"" + sq + "\"" +
             (states.empty() ? "" : " data-state=\"" + html_escape(states) + "\"") + "/>";
      if (pos.empty(s)) continue;
      Piece p = pos.at(s);
      const PieceKind* info = variant.kind_info(p.kind());
      std::string symbol = chess_symbol(info ? info->name : "", p.side());
      char letter = variant.letter(p);
      std::string text = symbol.empty() ? std::string(p.side() == Side::kNeutral ? "*" : "") + letter : symbol;
      const char* side = p.side() == Side::kWhite ? "w" : p.side() == Side::kBlack ? "b" : "n";
      pieces += "<text class=\"p " + std::string(side) + (symbol.empty() ? " ltr" : "") + "\" x=\"" + num(x + 0.5) + "\" y=\"" +
                num(y + 0.5) + "\" data-at=\"" + sq + "\" data-piece=\"" + html_escape(std::string(1, letter)) + "\">" +
                html_escape(text) + "</text>";
    }
  }
  std::string coords;
  for (int f = 0; f < files; ++f)
    coords += "<text class=\"c\" x=\"" + num(f + 0.5) + "\" y=\"" + num(ranks + 0.4) + "\">" + std::string(1, static_cast<char>('a' + f)) + "</text>";
  for (int r = 0; r < ranks; ++r)
    coords += "<text class=\"c\" x=\"-0.25\" y=\"" + num(ranks - r - 0.4) + "\">" + std::to_string(r + 1) + "</text>";
  return out + marks + pieces + coords + "</svg>";
}

}  // namespace arbiter
