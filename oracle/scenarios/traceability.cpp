#include "oracle/scenarios/traceability.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "model/core/variant.h"
#include "oracle/catalog/analyses.h"
#include "oracle/catalog/catalog.h"
#include "oracle/scenarios/scenario.h"

namespace arbiter {
namespace {

// "chess/king.castling" -> ("chess", "king.castling"); a bare id belongs to `variant`.
std::pair<std::string, std::string> split_id(const std::string& id, const std::string& variant) {
  size_t slash = id.find('/');
  if (slash == std::string::npos) return {variant, id};
  return {id.substr(0, slash), id.substr(slash + 1)};
}

bool known(const catalog::Catalog& c, const std::string& id) {
  return c.find_clause(id) || c.find_interpretation(id);
}

}  // namespace

TraceReport trace_variant(const std::string& variant, const std::string& model_dir, const std::string& corpus_dir,
                          const Exercised* run) {
  TraceReport r;
  r.variant = variant;
  std::string path = model_dir + "/" + variant + "/rules.xml";
  if (!std::filesystem::exists(path)) return r;
  auto cat = catalog::load_catalog(path);
  if (!cat) {
    r.error = cat.error();
    return r;
  }
  r.has_catalog = true;
  r.interaction_gaps = catalog::interaction_coverage_gaps(*cat, scenario_pairs(variant, corpus_dir));
  std::map<std::string, std::shared_ptr<catalog::Catalog>> others;  // catalogs of other variants cited
  auto catalog_of = [&](const std::string& v) -> const catalog::Catalog* {
    if (v == variant) return &*cat;
    auto& slot = others[v];
    if (!slot) {
      auto loaded = catalog::load_catalog(model_dir + "/" + v + "/rules.xml");
      if (!loaded) return nullptr;
      slot = std::make_shared<catalog::Catalog>(*loaded);
    }
    return slot.get();
  };

  std::set<std::string> in_code;
  auto model = make_variant(variant);
  if (model) {
    r.has_model = true;
    for (std::string_view id : (*model)->clauses_in_code()) {
      in_code.insert(std::string(id));
      if (!known(*cat, std::string(id))) r.unknown_in_code.push_back(std::string(id));
    }
  }

  std::map<std::string, int> cited;  // clause id of this catalog -> scenarios citing it
  for (const std::string& file : corpus_files(corpus_dir, variant)) {
    auto loaded = load_scenario_file(file);
    if (!loaded) continue;  // the corpus stage reports files that do not load
    for (const Scenario& s : loaded->scenarios) {
      std::vector<std::string> ids = s.clauses;
      for (const Requirement& req : s.required_options) ids.push_back(req.point);
      for (const std::string& ref : ids) {
        auto [v, id] = split_id(ref, variant);
        const catalog::Catalog* c = catalog_of(v);
        if (!c || !known(*c, id)) r.unknown_in_corpus.push_back(file + ":" + std::to_string(s.line) + ": " + ref);
        else if (v == variant) ++cited[id];
      }
    }
  }

  // The run's evidence: only a model can fire anything, so a variant without one has none to judge.
  const bool judged = run && r.has_model;
  r.has_run = judged;
  if (judged) {
    r.scenarios_from_start = run->from_start;
    // A qualified id ("chess/check.no-self-check") names another catalog's clause: known there, it is that
    // catalog's clause acting in this variant (reported, not credited to either catalog's check).
    auto resolve = [&](const std::set<std::string>& ids, const char* how) {
      for (const std::string& ref : ids) {
        auto [v, id] = split_id(ref, variant);
        const catalog::Catalog* c = catalog_of(v);
        if (!c || !c->find_clause(id)) r.unknown_exercised.push_back(ref + " (" + how + ")");
        else if (v != variant) r.other_catalogs.push_back(ref + " (" + how + ")");
      }
    };
    resolve(run->fired, "fired");
    resolve(run->refused, "refused");
  }
  auto evidence = [&](const catalog::Clause& c) {
    ClauseTrace t;
    t.id = c.id;
    t.status = c.status;
    t.declared = in_code.count(c.id) > 0;
    t.cited = cited.count(c.id) ? cited.at(c.id) : 0;
    if (judged) {
      t.fired = run->fired.count(c.id) > 0;
      t.refused = run->refused.count(c.id) > 0;
      t.by_start = c.section == catalog::Section::kDiagram && run->from_start > 0;
    }
    return t;
  };

  for (const catalog::Clause& c : cat->clauses) {
    ++r.clauses;
    bool has_scenario = cited.count(c.id) > 0;
    r.with_scenario += has_scenario;
    switch (c.status) {
      case catalog::Status::kImplemented: ++r.implemented; break;
      case catalog::Status::kInterpreted: ++r.interpreted; break;
      case catalog::Status::kPending: ++r.pending; break;
      case catalog::Status::kNotImplementable: ++r.not_implementable; break;
    }
    bool claims = c.status == catalog::Status::kImplemented || c.status == catalog::Status::kInterpreted;
    if (claims && !in_code.count(c.id)) r.implemented_not_in_code.push_back(c.id);
    if (claims && !has_scenario) r.implemented_without_scenario.push_back(c.id);
    if (c.status == catalog::Status::kPending && !has_scenario) r.pending_without_scenario.push_back(c.id);

    ClauseTrace t = evidence(c);
    if (judged) {
      if (t.fired) r.exercised_by_firing.push_back(c.id);
      if (t.refused) r.exercised_by_refusal.push_back(c.id);
      if (t.by_start) r.exercised_by_start.push_back(c.id);
      if (t.declared && !t.exercised()) r.declared_not_exercised.push_back(c.id);
      if (claims && !t.declared && !t.exercised()) r.implemented_not_exercised.push_back(c.id);
    }
    r.rows.push_back(std::move(t));
  }
  // A declared id that is no clause of the catalog (an interpretation point's id, or unknown) cannot be judged
  // by its firing here: unknown ones already fail above; an interpretation point is exercised through its clauses.
  return r;
}

std::set<std::pair<std::string, std::string>> scenario_pairs(const std::string& variant, const std::string& corpus_dir) {
  std::set<std::pair<std::string, std::string>> pairs;
  for (const std::string& file : corpus_files(corpus_dir, variant)) {
    auto loaded = load_scenario_file(file);
    if (!loaded) continue;
    for (const Scenario& s : loaded->scenarios) {
      std::vector<std::string> ids;
      for (const std::string& ref : s.clauses) {
        auto [v, id] = split_id(ref, variant);
        if (v == variant) ids.push_back(id);
      }
      for (size_t i = 0; i < ids.size(); ++i)
        for (size_t j = i + 1; j < ids.size(); ++j)
          if (ids[i] != ids[j]) pairs.insert(std::minmax(ids[i], ids[j]));
    }
  }
  return pairs;
}

namespace {

std::string status_word(catalog::Status s) { return catalog::to_string(s); }

}  // namespace

std::string format_trace_report(const TraceReport& r) {
  std::ostringstream out;
  out << r.variant << ": ";
  if (!r.error.empty()) return out.str() + "catalog does not load: " + r.error + "\n";
  if (!r.has_catalog) return out.str() + "no catalog\n";
  out << r.clauses << " clauses (" << r.implemented << " implemented, " << r.interpreted << " interpreted, "
      << r.pending << " pending, " << r.not_implementable << " not implementable), " << r.with_scenario
      << " with a scenario" << (r.has_model ? "" : "; no model yet") << "\n";
  if (r.has_run) {
    size_t exercised = 0;
    for (const ClauseTrace& t : r.rows) exercised += t.exercised();
    size_t refused_only = 0;
    for (const ClauseTrace& t : r.rows) refused_only += t.refused && !t.fired;
    out << "  exercised by the corpus run: " << exercised << " of " << r.clauses << " clauses (fired "
        << r.exercised_by_firing.size() << ", refused " << r.exercised_by_refusal.size() << " of them "
        << refused_only << " only refused, start position " << r.exercised_by_start.size() << ")\n";
  }
  auto list = [&](const char* what, const std::vector<std::string>& ids) {
    if (ids.empty()) return;
    out << "  " << what << " (" << ids.size() << "):";
    for (const auto& id : ids) out << "\n    " << id;
    out << "\n";
  };
  list("ids the code names that the catalog lacks", r.unknown_in_code);
  list("ids the corpus cites that the catalog lacks", r.unknown_in_corpus);
  list("ids the corpus run fired or refused that the catalog lacks", r.unknown_exercised);
  list("clauses of other catalogs the corpus run fired or refused (not failures)", r.other_catalogs);
  list("implemented in the catalog but never named by the code", r.implemented_not_in_code);
  list("implemented but without a scenario", r.implemented_without_scenario);
  list("declared by the code but never fired nor refused in the corpus run", r.declared_not_exercised);
  list("implemented but never exercised in the corpus run", r.implemented_not_exercised);
  return out.str();
}

std::string traceability_markdown(const std::vector<TraceReport>& reports) {
  std::ostringstream md;
  md << "# Traceability: the clauses the corpus run exercised\n\nGenerated by `arbiter check`; do not edit.\n\n"
        "A clause is exercised when the model, playing the corpus (`arbiter check`'s corpus stage, every scenario that "
        "ran under its profile), fired it in the rule trace of an action or as the clause of a game's verdict "
        "(a decided game's, or an ongoing one's that names the rule by which it goes on), or named it as the refusal of an illegal action; a `diagram` clause of the catalog (the start "
        "position as drawn) is exercised when some scenario starts from the variant's start position. Failing: an "
        "id the code declares that is never exercised, and a clause the catalog calls implemented or interpreted "
        "that is never exercised (oracle/scenarios/traceability.h).\n\n";
  md << "| variant | clauses | declared by the code | exercised | fired | refused | start position | failing |\n"
        "|---|---|---|---|---|---|---|---|\n";
  for (const TraceReport& r : reports) {
    if (!r.has_catalog) continue;
    size_t declared = 0, exercised = 0;
    for (const ClauseTrace& t : r.rows) {
      declared += t.declared;
      exercised += t.exercised();
    }
    md << "| " << r.variant << " | " << r.clauses << " | " << declared << " | ";
    if (!r.has_run) {
      md << "no model | | | | |\n";
      continue;
    }
    md << exercised << " | " << r.exercised_by_firing.size() << " | " << r.exercised_by_refusal.size() << " | "
       << r.exercised_by_start.size() << " | " << r.run_failures() << " |\n";
  }
  for (const TraceReport& r : reports) {
    if (!r.has_catalog || !r.has_run) continue;
    md << "\n## " << r.variant << "\n\n";
    auto list = [&](const std::string& what, const std::vector<std::string>& ids) {
      md << "**" << what << "** (" << ids.size() << ")" << (ids.empty() ? "" : ":");
      for (size_t i = 0; i < ids.size(); ++i) md << (i ? ", " : " ") << "`" << ids[i] << "`";
      md << "\n\n";
    };
    list("Declared by the code but never fired nor refused (failing)", r.declared_not_exercised);
    list("Implemented or interpreted in the catalog, not declared and never exercised (failing)", r.implemented_not_exercised);
    list("Fired or refused ids the catalog lacks (failing)", r.unknown_exercised);
    list("Clauses of other catalogs fired or refused (not failing)", r.other_catalogs);
    md << "Scenarios run from the start position: " << r.scenarios_from_start << ".\n\n";
    // Coverage gaps, not failing: the interacting groups too large to be one finding (analyses.h).
    for (const catalog::InteractionCoverageGap& g : r.interaction_gaps) {
      md << "**Interacting clauses no scenario plays together** (not failing; a group of " << g.clauses.size()
         << " clauses, each feeding the next, too large to be one question for the document's author: `oracle/catalog/analyses.h`), "
         << g.untested.size() << " pairs, writer - reader (the term it sets):";
      for (size_t i = 0; i < g.untested.size(); ++i) md << (i ? ", " : " ") << g.untested[i];
      md << "\n\n";
    }
    md << "| clause | status | declared | fired | refused | start position | scenarios citing | verdict |\n"
          "|---|---|---|---|---|---|---|---|\n";
    for (const ClauseTrace& t : r.rows) {
      bool claims = t.status == catalog::Status::kImplemented || t.status == catalog::Status::kInterpreted;
      const char* verdict = t.exercised() ? "exercised" : (t.declared || claims) ? "**never exercised**" : "-";
      md << "| `" << t.id << "` | " << status_word(t.status) << " | " << (t.declared ? "yes" : "") << " | "
         << (t.fired ? "yes" : "") << " | " << (t.refused ? "yes" : "") << " | " << (t.by_start ? "yes" : "")
         << " | " << t.cited << " | " << verdict << " |\n";
    }
  }
  return md.str();
}

}  // namespace arbiter
