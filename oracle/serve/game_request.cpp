// game_request.h: a game request read strictly and replayed on the model.
#include "oracle/serve/game_request.h"

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/variant_table.h"
#include "oracle/scenarios/scenario_setup.h"

namespace arbiter::serve {

using nlohmann::json;

std::string string_field(const json& body, const std::string& name, bool required, const std::string& fallback) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) throw ApiError(400, "missing field \"" + name + "\"", "\"" + name + "\": a string");
    return fallback;
  }
  if (!it->is_string()) throw ApiError(400, "field \"" + name + "\" is not a string", "\"" + name + "\": a string");
  const std::string& s = it->get_ref<const std::string&>();
  if (s.size() > kMaxTextField)
    throw ApiError(400, "field \"" + name + "\" is too long", "at most " + std::to_string(kMaxTextField) + " characters");
  return s;
}

std::vector<std::string> string_list_field(const json& body, const std::string& name, size_t max_items) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) return {};
  const std::string expected = "\"" + name + "\": an array of at most " + std::to_string(max_items) + " strings";
  if (!it->is_array()) throw ApiError(400, "field \"" + name + "\" is not an array", expected);
  if (it->size() > max_items)
    throw ApiError(400, "field \"" + name + "\" has " + std::to_string(it->size()) + " items", expected);
  std::vector<std::string> out;
  for (const json& item : *it) {
    if (!item.is_string() || item.get_ref<const std::string&>().size() > kMaxTextField)
      throw ApiError(400, "field \"" + name + "\" holds an item that is not a short string", expected);
    out.push_back(item.get<std::string>());
  }
  return out;
}

int int_field(const json& body, const std::string& name, int fallback, int min, int max) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) return fallback;
  const std::string expected = "\"" + name + "\": an integer from " + std::to_string(min) + " to " + std::to_string(max);
  if (!it->is_number_integer()) throw ApiError(400, "field \"" + name + "\" is not an integer", expected);
  const long long v = it->get<long long>();
  if (v < min || v > max) throw ApiError(400, "field \"" + name + "\" is out of range", expected);
  return static_cast<int>(v);
}

GameRequest read_game_request(const json& body) {
  if (!body.is_object()) throw ApiError(400, "the body is not a JSON object", "{\"variant\": ..., \"fen\": ..., \"plays\": [...]}");
  GameRequest r;
  r.variant = string_field(body, "variant", true);
  if (!find_variant(r.variant)) {
    std::string known;
    for (const std::string& id : variant_ids()) known += (known.empty() ? "" : ", ") + id;
    throw ApiError(400, "no variant \"" + r.variant + "\"", "one of " + known);
  }
  if (auto it = body.find("readings"); it != body.end() && !it->is_null()) {
    const std::string expected = "\"readings\": an object {\"point\": \"option\"} of the variant's interpretation points";
    if (!it->is_object() || it->size() > 64) throw ApiError(400, "field \"readings\" is not a small object", expected);
    for (const auto& [point, option] : it->items()) {
      if (!option.is_string()) throw ApiError(400, "reading \"" + point + "\" is not a string", expected);
      r.profile.set(point, option.get<std::string>());
    }
    if (std::string wrong = check_profile(r.profile, r.variant); !wrong.empty()) throw ApiError(400, "readings: " + wrong, expected);
  }
  r.fen = string_field(body, "fen", false);
  r.plays = string_list_field(body, "plays", kMaxPlays);
  return r;
}

Replayed start_game(Library& library, const GameRequest& request) {
  Replayed out;
  auto v = library.variant(request.variant, request.profile);
  if (!v) throw ApiError(400, v.error(), "a variant and readings the model implements");
  out.variant = *v;
  if (request.fen.empty()) {
    out.game.emplace(*out.variant, out.variant->start_position());
  } else {
    auto pos = parse_fen(*out.variant, request.fen);
    if (!pos) throw ApiError(400, pos.error(), "an extended FEN of " + request.variant + " (README, \"Extended FEN\")");
    out.game.emplace(*out.variant, std::move(*pos));
  }
  return out;
}

Replayed replay(Library& library, const GameRequest& request) {
  Replayed out = start_game(library, request);
  for (size_t i = 0; i < request.plays.size(); ++i) {
    auto action = lookup_action(*out.game, request.plays[i]);
    if (!action) {
      const Error& e = action.error_value();
      json detail = {{"play", i}, {"kind", to_string(e.kind)}};
      if (!e.clause.empty()) detail["clause"] = clause_json(library, request.variant, e.clause);
      throw ApiError(400, "play " + std::to_string(i + 1) + " (" + request.plays[i] + "): " + e.message,
                     "\"plays\": legal actions in order (POST /api/try says why one is not)", detail);
    }
    Trace trace;
    out.game->play(*action, &trace);
    out.fired.emplace_back(trace.clauses().begin(), trace.clauses().end());
  }
  return out;
}

namespace {
const char* type_word(ActionType t) {
  switch (t) {
    case ActionType::kMove: return "move";
    case ActionType::kDrop: return "drop";
    case ActionType::kPass: return "pass";
    case ActionType::kAbility: return "ability";
    case ActionType::kChance: return "decision";
  }
  return "?";
}
}  // namespace

json action_json(const Variant& v, const Action& a) {
  const Geometry& g = v.geometry();
  json out = {{"text", action_text(v, a)}, {"type", type_word(a.type)}};
  if (a.type == ActionType::kMove || a.type == ActionType::kAbility) out["from"] = g.square_name(a.from);
  if (a.type == ActionType::kMove || a.type == ActionType::kAbility || a.type == ActionType::kDrop) out["to"] = g.square_name(a.to);
  if (a.path_size() > 0) {
    json path = json::array();
    for (int i = 0; i < a.path_size(); ++i) path.push_back(g.square_name(a.path_at(i)));
    out["path"] = path;
  }
  return out;
}

json outcome_json(const Outcome& o) {
  json out = {{"status", o.status == Outcome::Status::kOngoing ? "ongoing" : o.status == Outcome::Status::kWin ? "win" : "draw"},
              {"text", o.text()}};
  if (o.status == Outcome::Status::kWin) out["winner"] = side_name(o.winner);
  if (!o.reason.empty()) out["reason"] = o.reason;
  if (!o.clause.empty()) out["clause"] = std::string(o.clause);
  return out;
}

json clause_json(Library& library, const std::string& variant, const std::string& id) {
  std::string owner = variant, bare = id;
  if (size_t slash = id.find('/'); slash != std::string::npos) {
    owner = id.substr(0, slash);
    bare = id.substr(slash + 1);
  }
  json out = {{"id", bare}, {"variant", owner}};
  auto doc = library.document(owner);
  if (!doc || !*doc) return out;  // a variant without a document (fairy): the id alone
  const catalog::Catalog& cat = (*doc)->catalog;
  if (const catalog::Clause* c = cat.find_clause(bare)) {
    out["summary"] = c->summary;
    out["status"] = catalog::to_string(c->status);
  } else if (const catalog::Interpretation* p = cat.find_interpretation(bare)) {
    out["summary"] = p->question;
    out["status"] = "interpretation point";
  }
  json quotes = json::array();
  if (auto q = (*doc)->quotes.find(bare); q != (*doc)->quotes.end())
    for (const LocatedQuote& l : q->second) quotes.push_back({{"text", l.text}, {"first_line", l.first_line}, {"last_line", l.last_line}});
  out["quotes"] = quotes;
  return out;
}

}  // namespace arbiter::serve
