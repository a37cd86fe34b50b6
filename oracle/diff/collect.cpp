#include "oracle/diff/collect.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "oracle/common/atomic_file.h"
#include "oracle/catalog/check.h"
#include "oracle/diff/sha256.h"
#include "oracle/scenarios/scenario.h"

namespace arbiter {
namespace {

// The quotes of one owner ("clause <id>", "interpretation <id>"), each marked stale when the check found it so.
std::vector<QuoteRecord> quotes_of(const std::string& owner, const std::vector<catalog::Quote>& quotes, const catalog::CheckReport& report) {
  std::vector<QuoteRecord> out;
  for (const catalog::Quote& q : quotes) {
    QuoteRecord record{catalog::normalise_spaces(q.text), false, ""};
    for (const catalog::StaleQuote& s : report.stale)
      if (s.owner == owner && s.line == q.line) {
        record.stale = true;
        record.nearest = s.nearest;
      }
    out.push_back(std::move(record));
  }
  return out;
}

}  // namespace

std::string verdict_word(ScenarioResult::Status s) {
  switch (s) {
    case ScenarioResult::Status::kPass: return "pass";
    case ScenarioResult::Status::kFail: return "fail";
    case ScenarioResult::Status::kXfail: return "xfail";
    case ScenarioResult::Status::kXpass: return "xpass";
    case ScenarioResult::Status::kSkip: return "skip";
    case ScenarioResult::Status::kNotRunnable: return "not-runnable";
    case ScenarioResult::Status::kNotJudged: return "not-judged";
  }
  return "?";
}

void collect_catalogs(CheckResult& r, const std::string& model_dir) {
  r.has_documents = r.has_clauses = r.has_points = true;
  for (const std::string& v : catalog::catalog_variants(model_dir)) {
    auto cat = catalog::load_catalog(catalog::catalog_path(model_dir, v));
    auto doc = cat ? catalog::read_text_file(cat->document_path) : Result<std::string>(Error(cat.error()));
    if (!doc) {
      r.errors.push_back(v + ": " + doc.error());
      continue;
    }
    r.documents.push_back({v, shown_path(cat->document_path), sha256_hex(*doc)});
    catalog::CheckReport report = catalog::check_catalog(*cat, *doc);
    for (const catalog::Clause& c : cat->clauses) {
      r.clauses.push_back({v, c.id, catalog::to_string(c.status), catalog::to_string(c.section), quotes_of("clause " + c.id, c.quotes, report), {}});
      for (const catalog::ClauseValue& x : c.values) r.clauses.back().values.push_back({x.name, x.value, x.literal});
    }
    for (const catalog::Interpretation& i : cat->interpretations) {
      PointRecord p{v, i.id, "", {}, quotes_of("interpretation " + i.id, i.quotes, report)};
      for (const catalog::Option& o : i.options) {
        p.options.push_back(o.id);
        if (o.is_default) p.default_option = o.id;
      }
      r.points.push_back(std::move(p));
    }
  }
}

void collect_findings(CheckResult& r, const std::vector<catalog::VariantFindings>& results) {
  r.has_findings = true;
  for (const catalog::VariantFindings& vf : results) {
    if (!vf.error.empty()) r.errors.push_back(vf.variant + ": findings: " + vf.error);
    int rank = 0;  // the findings come ranked (findings_rank.h), as findings.md lists them
    for (const catalog::Finding& f : vf.findings) {
      // A finding cites its own clauses and those of the evidence attached to it (findings_rank.h).
      std::vector<std::string> clauses = f.clauses;
      for (const catalog::Finding& e : f.evidence)
        for (const std::string& c : e.clauses)
          if (std::find(clauses.begin(), clauses.end(), c) == clauses.end()) clauses.push_back(c);
      r.findings.push_back({vf.variant, f.id, catalog::to_string(f.kind), catalog::to_string(f.severity), clauses, ++rank});
      for (const catalog::Finding& e : f.evidence)
        r.findings.push_back({vf.variant, e.id, catalog::to_string(e.kind), catalog::to_string(e.severity), e.clauses});
    }
  }
}

void collect_corpus(CheckResult& r, const CorpusRun& run, const std::vector<std::string>& files) {
  r.has_scenarios = true;
  for (const std::string& e : run.load_errors) r.errors.push_back(e);
  // Each scenario as loaded, by the file name the loader gave it (ScenarioResult::file) and its id.
  std::vector<ScenarioFile> loaded;
  std::map<std::pair<std::string, std::string>, const Scenario*> scenarios;
  for (const std::string& path : files)
    if (auto f = load_scenario_file(path)) loaded.push_back(std::move(*f));
  for (const ScenarioFile& f : loaded)
    for (const Scenario& sc : f.scenarios) scenarios[{sc.file, sc.id}] = &sc;
  for (const ScenarioResult& s : run.results) {
    ScenarioRecord record{s.variant, s.topic, s.id, verdict_word(s.status), {}, {}, "", ""};
    bool why = s.status == ScenarioResult::Status::kFail || s.status == ScenarioResult::Status::kXpass ||
               s.status == ScenarioResult::Status::kSkip || s.status == ScenarioResult::Status::kNotRunnable;
    if (why) record.message = s.message;
    if (auto sc = scenarios.find({s.file, s.id}); sc != scenarios.end()) {
      record.clauses = sc->second->clauses;
      record.words = sc->second->description;
      for (const Requirement& req : sc->second->required_options) record.required.push_back(req.text());
    }
    r.scenarios.push_back(std::move(record));
  }
}

void collect_explore(CheckResult& r, const std::vector<ExploreReport>& reports) {
  r.has_explore = true;
  for (const ExploreReport& e : reports) {
    if (!e.error.empty()) r.errors.push_back(e.variant + ": explore: " + e.error);
    size_t first = r.explore.size();
    for (const OptionImpact& i : e.impacts)
      r.explore.push_back({e.variant, i.point, i.option, i.default_option, i.implemented, i.positions, i.moves_differ + i.verdict_differs,
                           i.share(), i.witness});
    // The report ranks by share; the result keeps one order whatever the shares (by point, then option).
    std::stable_sort(r.explore.begin() + static_cast<long>(first), r.explore.end(),
                     [](const ExploreRecord& a, const ExploreRecord& b) { return std::tie(a.point, a.option) < std::tie(b.point, b.option); });
  }
}

}  // namespace arbiter
