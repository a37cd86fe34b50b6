// The extended FEN's entries for units in every layer (unit_text.h has the grammar).
#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <sstream>

#include "model/core/notation.h"
#include "model/core/unit_text.h"
#include "model/core/variant.h"

namespace arbiter {
namespace {

std::string failure(std::string_view entry, const std::string& what) {
  return "FEN state \"" + std::string(entry) + "\": " + what;
}

// "[pieces]" into pieces, or an error.
std::optional<std::string> read_pieces(const Variant& v, std::string_view entry, std::string_view value,
                                       std::vector<Piece>& out) {
  if (value.size() < 2 || value.front() != '[' || value.back() != ']')
    return failure(entry, "units are written [pieces], e.g. [Pn]");
  std::string_view inner = value.substr(1, value.size() - 2);
  for (size_t i = 0; i < inner.size();) {
    size_t start = i;
    auto p = fen_units::read_piece(v, inner, i);
    if (!p) return failure(entry, std::string("character '") + inner[start] + "': " + fen_units::piece_error(v, inner, start));
    out.push_back(*p);
  }
  if (out.empty()) return failure(entry, "an empty list is written by omitting it");
  return std::nullopt;
}

int depth(std::string_view ref) { return static_cast<int>(std::count(ref.begin(), ref.end(), '>')); }

}  // namespace

using fen_units::number;

std::string unit_ref(const Variant& v, const Position& pos, UnitId id) {
  const Geometry& g = v.geometry();
  auto place = pos.locate(id);
  if (!place) return "?";
  switch (place->layer) {
    case Layer::kStanding: return g.square_name(place->square);
    case Layer::kEthereal: return g.square_name(place->square) + "~" + std::to_string(place->index + 1);
    case Layer::kQueued:
      return v.schema().stacks[place->queue] + ":" + g.square_name(place->square) + "#" + std::to_string(place->index + 1);
    case Layer::kHeld: return unit_ref(v, pos, place->holder) + ">" + std::to_string(place->index + 1);
  }
  return "?";
}

std::optional<UnitId> parse_unit_ref(const Variant& v, const Position& pos, std::string_view text) {
  const Geometry& g = v.geometry();
  size_t held = text.find('>');
  std::string_view base = text.substr(0, held);
  UnitId id = kNoUnit;
  if (size_t colon = base.find(':'); colon != std::string_view::npos) {
    auto q = v.schema().stack(std::string(base.substr(0, colon)));
    size_t hash = base.find('#');
    if (!q || hash == std::string_view::npos) return std::nullopt;
    auto sq = g.parse_square(base.substr(colon + 1, hash - colon - 1));
    auto n = number(base.substr(hash + 1));
    if (!sq || !n) return std::nullopt;
    auto units = pos.in(Place::queued(*q, *sq));
    if (*n < 1 || *n > static_cast<int>(units.size())) return std::nullopt;
    id = units[*n - 1]->id;
  } else if (size_t tilde = base.find('~'); tilde != std::string_view::npos) {
    auto sq = g.parse_square(base.substr(0, tilde));
    auto n = number(base.substr(tilde + 1));
    if (!sq || !n) return std::nullopt;
    auto units = pos.in(Place::ethereal(*sq));
    if (*n < 1 || *n > static_cast<int>(units.size())) return std::nullopt;
    id = units[*n - 1]->id;
  } else {
    auto sq = g.parse_square(base);
    if (!sq) return std::nullopt;
    id = pos.id_at(*sq);
  }
  while (id != kNoUnit && held != std::string_view::npos) {
    size_t next = text.find('>', held + 1);
    auto n = number(text.substr(held + 1, next == std::string_view::npos ? std::string_view::npos : next - held - 1));
    auto units = pos.in(Place::held(id));
    if (!n || *n < 1 || *n > static_cast<int>(units.size())) return std::nullopt;
    id = units[*n - 1]->id;
    held = next;
  }
  if (id == kNoUnit) return std::nullopt;
  return id;
}

namespace fen_units {

std::optional<int> number(std::string_view s) {
  int v = 0;
  if (s.empty()) return std::nullopt;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<Piece> read_piece(const Variant& v, std::string_view text, size_t& i) {
  bool neutral = false;
  if (text[i] == '*') {
    if (!v.has_neutral_units()) return std::nullopt;
    neutral = true;
    if (++i >= text.size()) return std::nullopt;
  }
  char c = text[i];
  if (!std::isalpha(static_cast<unsigned char>(c))) return std::nullopt;
  auto kind = v.kind_from_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  if (!kind) return std::nullopt;
  ++i;
  Side side = neutral ? Side::kNeutral : (std::isupper(static_cast<unsigned char>(c)) ? Side::kWhite : Side::kBlack);
  return Piece(*kind, side);
}

std::string piece_error(const Variant& v, std::string_view text, size_t start) {
  if (start < text.size() && text[start] == '*' && !v.has_neutral_units())
    return "'*' marks a unit of neither side, and variant " + v.id() + " has none";
  return "unknown piece letter for variant " + v.id();
}

std::string piece_text(const Variant& v, Piece p) {
  return p.side() == Side::kNeutral ? std::string("*") + v.letter(Piece(p.kind(), Side::kWhite))
                                    : std::string(1, v.letter(p));
}

bool creates_units(const Variant& v, std::string_view entry) {
  if (entry.empty()) return false;
  if (entry[0] == '~' || entry[0] == '>') return true;
  size_t colon = entry.find(':');
  return colon != std::string_view::npos && v.schema().stack(std::string(entry.substr(0, colon))).has_value();
}

// Sorts entries so that units exist before they are named: queues and ethereal sets, then held lists by the
// depth of their holder, then the rest in their given order.
void order_entries(const Variant& v, std::vector<std::string_view>& entries) {
  auto rank = [&](std::string_view e) {
    if (!creates_units(v, e)) return 1000;
    return e[0] == '>' ? 1 + depth(e.substr(1, e.find('=') - 1)) : 0;
  };
  std::stable_sort(entries.begin(), entries.end(), [&](std::string_view a, std::string_view b) { return rank(a) < rank(b); });
}

std::optional<std::string> parse(const Variant& v, Position& pos, std::string_view entry) {
  const StateSchema& schema = v.schema();
  const Geometry& g = v.geometry();
  size_t eq = entry.find('=');
  if (eq == std::string_view::npos) return std::nullopt;
  std::string_view key = entry.substr(0, eq), value = entry.substr(eq + 1);
  if (key.empty()) return std::nullopt;
  if (key[0] == '~' || key[0] == '>') {
    std::vector<Piece> pieces;
    if (auto e = read_pieces(v, entry, value, pieces)) return e;
    Place place;
    if (key[0] == '~') {
      auto sq = g.parse_square(key.substr(1));
      if (!sq) return failure(entry, "\"" + std::string(key.substr(1)) + "\" is not a square of the board");
      place = Place::ethereal(*sq);
    } else {
      auto holder = parse_unit_ref(v, pos, key.substr(1));
      if (!holder) return failure(entry, "\"" + std::string(key.substr(1)) + "\" names no unit");
      place = Place::held(*holder);
    }
    if (!pos.in(place).empty()) return failure(entry, "this list is given twice");
    for (Piece p : pieces) pos.add(Unit{kNoUnit, p, {}, {}}, place);
    return "";
  }
  size_t at = key.find('@'), colon = key.find(':');
  std::string name(key.substr(0, std::min(at, colon)));
  if (auto kind = schema.plan(name); kind && at != std::string_view::npos && at < colon) {
    // name@ref=next{steps}: a unit's stored plan.
    auto unit = parse_unit_ref(v, pos, key.substr(at + 1));
    if (!unit) return failure(entry, "\"" + std::string(key.substr(at + 1)) + "\" names no unit");
    size_t brace = value.find('{');
    auto next = number(value.substr(0, brace));
    if (brace == std::string_view::npos || value.back() != '}' || !next)
      return failure(entry, "a plan is written " + name + "@unit=N{step,step,...}, N the index of its next step");
    auto parsed = parse_plan(v, value.substr(brace));  // notation.h's plan := "{" action ("," action)* "}"
    if (!parsed) return failure(entry, parsed.error());
    std::vector<Action> steps = std::move(*parsed);
    if (*next < 0 || *next > static_cast<int>(steps.size()))
      return failure(entry, "its next step must be from 0 to " + std::to_string(steps.size()));
    if (pos.plan(*kind, *unit)) return failure(entry, "this plan is given twice");
    pos.set_plan(*kind, *unit, std::move(steps), *next);
    return "";
  }
  auto attr = schema.attribute(name);
  auto rel = schema.relation(name);
  if (at != std::string_view::npos && at < colon) {
    // name@ref=...: a relation, a unit-valued attribute, or a piece attribute of a unit that does not stand.
    std::string_view ref = key.substr(at + 1);
    bool plain_square = g.parse_square(ref).has_value();
    if (!rel && !(attr && schema.attributes[*attr].unit_valued) && plain_square) return std::nullopt;
    auto unit = parse_unit_ref(v, pos, ref);
    if (!unit) return failure(entry, "\"" + std::string(ref) + "\" names no unit");
    if (rel) {
      auto to = parse_unit_ref(v, pos, value);
      if (!to) return failure(entry, "\"" + std::string(value) + "\" names no unit");
      pos.relate(*rel, *unit, *to);
      return "";
    }
    if (!attr || schema.attributes[*attr].scope != Scope::kPiece)
      return failure(entry, "variant " + v.id() + " has no piece attribute or relation \"" + name + "\"");
    const AttributeDef& def = schema.attributes[*attr];
    if (def.unit_valued) {
      auto to = parse_unit_ref(v, pos, value);
      if (!to) return failure(entry, "\"" + std::string(value) + "\" names no unit");
      pos.set_unit_attribute(*attr, *unit, *to);
      return "";
    }
    auto n = number(value);
    if (!n || *n < def.min || *n > def.max)
      return failure(entry, "expected a number from " + std::to_string(def.min) + " to " + std::to_string(def.max));
    pos.set_unit_attribute(*attr, *unit, *n);
    return "";
  }
  if (colon != std::string_view::npos && attr && schema.attributes[*attr].unit_valued &&
      schema.attributes[*attr].scope == Scope::kSquare) {
    auto sq = g.parse_square(key.substr(colon + 1));
    if (!sq) return failure(entry, "\"" + std::string(key.substr(colon + 1)) + "\" is not a square of the board");
    auto to = parse_unit_ref(v, pos, value);
    if (!to) return failure(entry, "\"" + std::string(value) + "\" names no unit");
    pos.set_attribute(*attr, *sq, *to);
    return "";
  }
  return std::nullopt;
}

void format(const Variant& v, const Position& pos, std::ostream& out) {
  const StateSchema& schema = v.schema();
  const Geometry& g = v.geometry();
  auto list = [&](const std::vector<const Unit*>& units) {
    out << "=[";
    for (const Unit* u : units) out << piece_text(v, u->piece);
    out << ']';
  };
  // Queues, then ethereal sets, by square.
  for (size_t q = 0; q < schema.stacks.size(); ++q)
    for (Square s : g.squares())
      if (auto units = pos.in(Place::queued(static_cast<int>(q), s)); !units.empty()) {
        out << ' ' << schema.stacks[q] << ':' << g.square_name(s);
        list(units);
      }
  for (Square s : g.squares())
    if (auto units = pos.in(Place::ethereal(s)); !units.empty()) {
      out << " ~" << g.square_name(s);
      list(units);
    }
  // Held lists, holders of lesser depth first, then by the holder's text.
  std::vector<std::pair<std::string, UnitId>> holders;
  for (const Unit& u : pos.layered())
    if (u.place.layer == Layer::kHeld) {
      std::string ref = unit_ref(v, pos, u.place.holder);
      if (std::find_if(holders.begin(), holders.end(), [&](auto& h) { return h.second == u.place.holder; }) == holders.end())
        holders.emplace_back(ref, u.place.holder);
    }
  std::sort(holders.begin(), holders.end(), [](auto& a, auto& b) {
    return std::make_pair(depth(a.first), a.first) < std::make_pair(depth(b.first), b.first);
  });
  for (auto& [ref, id] : holders) {
    out << " >" << ref;
    list(pos.in(Place::held(id)));
  }
  // Attributes of layered units, unit-valued attributes, relations: sorted by their text.
  std::vector<std::string> rest;
  for (const Unit& u : pos.layered())
    for (size_t a = 0; a < u.attributes.size(); ++a)
      if (u.attributes[a] != 0) {
        const AttributeDef& def = schema.attributes[a];
        std::string value = def.unit_valued ? unit_ref(v, pos, static_cast<UnitId>(u.attributes[a])) : std::to_string(u.attributes[a]);
        rest.push_back(def.name + "@" + unit_ref(v, pos, u.id) + "=" + value);
      }
  for (size_t a = 0; a < schema.attributes.size(); ++a) {
    const AttributeDef& def = schema.attributes[a];
    if (!def.unit_valued) continue;
    for (Square s : g.squares())
      if (int n = pos.attribute(static_cast<int>(a), s); n != 0)
        rest.push_back(def.name + (def.scope == Scope::kSquare ? ":" : "@") + g.square_name(s) + "=" +
                       unit_ref(v, pos, static_cast<UnitId>(n)));
  }
  for (const Relation& r : pos.relations())
    rest.push_back(schema.relations[r.kind].name + "@" + unit_ref(v, pos, r.from) + "=" + unit_ref(v, pos, r.to));
  for (const Plan& p : pos.plans()) {
    std::string text = schema.plans[p.kind] + "@" + unit_ref(v, pos, p.unit) + "=" + std::to_string(p.next) + "{";
    for (size_t i = 0; i < p.steps.size(); ++i) {
      if (i) text += ',';
      text += action_text(v, p.steps[i]);  // appended, not "," + text: GCC 12 bug 105329 warns on the latter
    }
    rest.push_back(text + "}");
  }
  std::sort(rest.begin(), rest.end());
  for (const std::string& e : rest) out << ' ' << e;
}

}  // namespace fen_units
}  // namespace arbiter
