// api.h: the endpoints that describe (variants, a variant's readings, its document, its corpus scenarios).
#include "oracle/serve/api.h"

#include <algorithm>
#include <fstream>
#include <regex>

#include "model/core/fen.h"
#include "model/core/setup.h"
#include "model/core/variant_table.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario_setup.h"
#include "oracle/serve/game_request.h"

namespace arbiter::serve {

using nlohmann::json;

namespace {

std::shared_ptr<const Variant> known_variant(Library& library, const std::string& id, const Profile& profile = {}) {
  if (id.empty()) throw ApiError(400, "missing query parameter \"variant\"", "?variant=<id> (GET /api/variants lists them)");
  if (!find_variant(id)) throw ApiError(404, "no variant \"" + id + "\"", "a variant id of GET /api/variants");
  auto v = library.variant(id, profile);
  if (!v) throw ApiError(400, v.error(), "a variant id of GET /api/variants, e.g. fairy-12x10");
  return *v;
}

}  // namespace

json api_variants() {
  json list = json::array();
  for (const VariantRow& row : variant_table())
    list.push_back({{"id", std::string(row.id)}, {"family", std::string(row.family)}, {"sizes", std::string(row.sizes)},
                    {"document", row.catalog}});
  return {{"variants", list}};
}

json api_variant(Library& library, const std::string& id) {
  auto v = known_variant(library, id);
  json kinds = json::array();
  for (const PieceKind& k : v->kinds()) kinds.push_back({{"letter", std::string(1, k.letter)}, {"name", k.name}});
  json readings = json::array();
  const InterpretationTable* table = interpretation_table(id);
  auto doc = library.document(id);
  for (const InterpretationPoint& p : table ? table->points : std::vector<InterpretationPoint>{}) {
    json point = {{"point", p.id}, {"default", p.default_option}, {"pending", p.pending()}};
    const catalog::Interpretation* written = doc && *doc ? (*doc)->catalog.find_interpretation(p.id) : nullptr;
    if (written) {
      point["question"] = written->question;
      point["default_reason"] = written->default_reason;
      point["quotes"] = clause_json(library, id, p.id)["quotes"];
    }
    json options = json::array();
    for (const std::string& o : p.options) {
      json option = {{"id", o}, {"implemented", std::find(p.implemented.begin(), p.implemented.end(), o) != p.implemented.end()}};
      if (written)
        for (const catalog::Option& w : written->options)
          if (w.id == o) option["text"] = w.text;
      options.push_back(option);
    }
    point["options"] = options;
    readings.push_back(point);
  }
  return {{"id", id},
          {"files", v->geometry().files()},
          {"ranks", v->geometry().ranks()},
          {"start_fen", v->start_fen()},
          {"kinds", kinds},
          {"abilities", v->abilities()},
          {"document", doc && *doc},
          {"readings", readings}};
}

json api_document(Library& library, const std::string& variant) {
  known_variant(library, variant);
  auto doc = library.document(variant);
  if (!doc) throw ApiError(500, doc.error());
  if (!*doc) throw ApiError(404, variant + " has no rule document", "a variant with a document (GET /api/variants: \"document\": true)");
  json clauses = json::array();
  for (const catalog::Clause& c : (*doc)->catalog.clauses) clauses.push_back(clause_json(library, variant, c.id));
  return {{"variant", variant}, {"title", (*doc)->title}, {"lines", (*doc)->lines}, {"clauses", clauses}};
}

json api_scenarios(Library& library, const std::string& variant) {
  known_variant(library, variant);
  auto corpus = library.corpus(variant);
  json list = json::array();
  for (const ScenarioFile& f : corpus->files)
    for (const Scenario& s : f.scenarios) list.push_back({{"id", s.id}, {"topic", f.topic}, {"description", s.description}});
  return {{"variant", variant}, {"scenarios", list}, {"errors", corpus->errors}};
}

json api_witnesses(Library& library, const std::string& variant) {
  known_variant(library, variant);
  json list = json::array();
  std::ifstream in(library.reports_dir() + "/explore.md");
  if (library.reports_dir().empty() || !in)
    return {{"variant", variant}, {"witnesses", list}, {"note", "no explore.md in the reports directory (arbiter check writes it)"}};
  // explore.md's table rows of the variant's section: | point | option (vs default) | share | ... | `FEN`; ... |
  static const std::regex row(R"(^\| ([a-z0-9.\-]+) \| ([a-z0-9.\-]+) \(vs ([a-z0-9.\-]+)\) \| ([^|]*) \|.*\| `([^`]+)`)");
  bool in_section = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## " + variant;
    std::smatch m;
    if (!in_section || !std::regex_search(line, m, row)) continue;
    std::string fen = m[5];
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"&gt;", ">"}, {"&lt;", "<"}, {"&amp;", "&"}})
      for (size_t at = fen.find(from); at != std::string::npos; at = fen.find(from, at + 1)) fen.replace(at, from.size(), to);
    list.push_back({{"point", m[1].str()}, {"option", m[2].str()}, {"default", m[3].str()}, {"share", m[4].str()}, {"fen", fen}});
  }
  return {{"variant", variant}, {"witnesses", list}};
}

json api_scenario(Library& library, const std::string& variant, const std::string& id) {
  known_variant(library, variant);
  for (const ScenarioFile& f : library.corpus(variant)->files)
    for (const Scenario& s : f.scenarios) {
      if (s.id != id) continue;
      std::string why;
      auto profile = scenario_profile(s, variant, Profile{}, &why);
      if (!profile) throw ApiError(400, "scenario " + id + ": " + why);
      auto v = known_variant(library, variant, *profile);
      auto setup = build_setup(*v, s);
      if (!setup) throw ApiError(400, "scenario " + id + ": " + setup.error());
      auto pos = validate_setup(*v, *setup);
      if (!pos) throw ApiError(400, "scenario " + id + " has a setup that cannot occur: " + pos.error());
      json plays = json::array();
      for (const ScenarioStep& step : s.steps)
        if (step.play) plays.push_back(step.move);
      // The model's verdict on the whole scenario, as `arbiter corpus` gives it.
      const ScenarioResult result = run_on_model(s, f, Profile{});
      const char* status = result.status == ScenarioResult::Status::kPass    ? "passed"
                           : result.status == ScenarioResult::Status::kXfail ? "xfail"
                           : result.status == ScenarioResult::Status::kFail  ? "failed"
                           : result.status == ScenarioResult::Status::kXpass ? "xpass"
                                                                             : "not run";
      // Each expectation of the file with the model's finding on it (the judge's, as `arbiter corpus` runs it);
      // "not reached" when the walk stopped before it (a play the model refused).
      json expectations = json::array();
      int plays_before = 0;
      for (const ScenarioStep& step : s.steps) {
        plays_before += step.play;
        for (const Expectation& e : step.expect) {
          json x = {{"line", e.line}, {"plays", plays_before}, {"text", e.text}, {"status", "not reached"}};
          for (const ScenarioResult::Judged& j : result.expectations)
            if (j.line == e.line && j.text == e.text) {
              x["status"] = !j.failure.empty() ? "failed" : !j.not_judged.empty() ? "not judged" : "passed";
              if (!j.failure.empty()) x["failure"] = j.failure;
            }
          expectations.push_back(x);
        }
      }
      return {{"id", s.id},
              {"topic", f.topic},
              {"description", s.description},
              {"clauses", s.clauses},
              {"fen", format_fen(*v, *pos)},
              {"readings", profile->choices()},
              {"plays", plays},
              {"expectations", expectations},
              {"model", {{"status", status}, {"message", result.message}}}};
    }
  throw ApiError(404, "no scenario \"" + id + "\" in corpus/" + variant, "an id of GET /api/scenarios?variant=" + variant);
}

}  // namespace arbiter::serve
