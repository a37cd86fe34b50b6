// Building a scenario's setup and choosing its profile (scenario_setup.h).
#include "oracle/scenarios/scenario_setup.h"

#include <algorithm>

#include "model/core/fen.h"
#include "model/core/variant_table.h"

namespace arbiter {
std::string unqualified(const std::string& id, const std::string& variant) {
  std::string prefix = variant + "/";
  return id.rfind(prefix, 0) == 0 ? id.substr(prefix.size()) : id;
}

std::optional<Side> side_named(const std::string& s) {
  if (s == "white") return Side::kWhite;
  if (s == "black") return Side::kBlack;
  if (s == "neutral") return Side::kNeutral;
  return std::nullopt;
}

std::string side_name(Side s) { return s == Side::kWhite ? "white" : s == Side::kBlack ? "black" : "neutral"; }

std::optional<Kind> kind_named(const Variant& v, const std::string& name) {
  for (const PieceKind& k : v.kinds())
    if (k.name == name) return k.kind;
  return std::nullopt;
}

std::optional<Profile> scenario_profile(const Scenario& s, const std::string& variant, const Profile& run, std::string* why) {
  Profile p = run;
  const InterpretationTable* table = interpretation_table(variant);
  for (const Requirement& req : s.required_options) {
    const std::string point = unqualified(req.point, variant);
    const std::string chosen = run.option(point, "");
    if (!chosen.empty()) {
      if (req.allows(chosen)) continue;
      if (why) *why = "requires " + unqualified(req.text(), variant) + "; this run chose " + chosen;
      return std::nullopt;
    }
    // The run leaves the point to the scenario: its default where the scenario holds under it, else the first
    // option the scenario lists.
    const InterpretationPoint* known = table ? table->find(point) : nullptr;
    p.set(point, known && req.allows(known->default_option) ? known->default_option : req.options.front());
  }
  return p;
}

std::string model_cannot_run(const std::string& variant, const Profile& profile) {
  if (!find_variant(variant)) return "the model has no variant \"" + variant + "\"";
  const InterpretationTable* table = interpretation_table(variant);
  if (!table) return "";
  for (const auto& [point, option] : profile.choices()) {
    const InterpretationPoint* known = table->find(point);
    if (!known || std::find(known->options.begin(), known->options.end(), option) == known->options.end()) continue;
    if (std::find(known->implemented.begin(), known->implemented.end(), option) == known->implemented.end())
      return "the model does not implement " + point + "=" + option +
             (known->pending() ? " (the rules this point reads are pending)" : "");
  }
  return "";
}

Result<Setup> build_setup(const Variant& v, const Scenario& s) {
  const SetupSpec& setup = s.setup;
  auto at = s.file + ":" + std::to_string(setup.line);
  Setup built(v.empty_position());
  if (!setup.fen.empty()) {
    auto parsed = parse_setup(v, setup.fen);
    if (!parsed) return Error::fen_syntax(at + ": setup fen: " + parsed.error());
    built = std::move(*parsed);
  }
  Position& pos = built.edit();
  const Geometry& g = v.geometry();
  for (const PieceSpec& p : setup.pieces) {
    auto sq = g.parse_square(p.at);
    auto kind = kind_named(v, p.kind);
    if (!sq) return Error{at + ": piece at " + p.at + ": not a square of the " + std::to_string(g.files()) + "x" + std::to_string(g.ranks()) + " board"};
    if (!kind) return Error{at + ": piece kind \"" + p.kind + "\" is not a piece of " + v.id()};
    if (!pos.empty(*sq)) return Error{at + ": two pieces on " + p.at};
    if (*side_named(p.side) == Side::kNeutral && !v.has_neutral_units())
      return Error{at + ": piece at " + p.at + ": side \"neutral\", and variant " + v.id() + " has no units of neither side"};
    pos.put(*sq, Piece(*kind, *side_named(p.side)));
  }
  for (const StateSpec& st : setup.squares) {
    auto sq = g.parse_square(st.at);
    auto a = v.schema().attribute(st.name);
    if (!sq) return Error{at + ": square " + st.at + " is not on the board"};
    if (!a) return Error{at + ": " + v.id() + " has no attribute \"" + st.name + "\""};
    const AttributeDef& def = v.schema().attributes[*a];
    if (st.value < def.min || st.value > def.max)
      return Error{at + ": square " + st.at + " " + st.name + "=" + std::to_string(st.value) + ": expected a number from " +
                   std::to_string(def.min) + " to " + std::to_string(def.max)};
    if (def.scope == Scope::kPiece && pos.empty(*sq)) return Error{at + ": no piece on " + st.at + " for " + st.name};
    pos.set_attribute(*a, *sq, static_cast<int>(st.value));
  }
  for (const StateSpec& st : setup.counters) {
    auto c = v.schema().counter(st.name);
    if (!c) return Error{at + ": " + v.id() + " has no counter \"" + st.name + "\""};
    const CounterDef& def = v.schema().counters[*c];
    if (st.value < def.min || st.value > def.max)
      return Error{at + ": counter " + st.name + "=" + std::to_string(st.value) + ": expected a number from " +
                   std::to_string(def.min) + " to " + std::to_string(def.max)};
    pos.set_counter(*c, static_cast<int>(st.value));
  }
  if (setup.to_move) pos.set_side_to_move(*side_named(*setup.to_move));
  if (setup.castling) {
    int rights = 0;
    for (char c : *setup.castling) {
      int bit = c == 'K' ? kWhiteKingSide : c == 'Q' ? kWhiteQueenSide : c == 'k' ? kBlackKingSide : c == 'q' ? kBlackQueenSide : 0;
      if (!bit && c != '-') return Error{at + ": castling=\"" + *setup.castling + "\": expected - or letters of KQkq"};
      rights |= bit;
    }
    pos.set_castling(rights);
  }
  if (setup.en_passant && *setup.en_passant != "-") {
    auto sq = g.parse_square(*setup.en_passant);
    if (!sq) return Error{at + ": en-passant=\"" + *setup.en_passant + "\": expected - or a square"};
    pos.set_en_passant(*sq);
  }
  if (setup.halfmove) pos.set_halfmove_clock(static_cast<int>(*setup.halfmove));
  if (setup.fullmove) pos.set_fullmove_number(static_cast<int>(*setup.fullmove));
  return built;
}

}  // namespace arbiter
