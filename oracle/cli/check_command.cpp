// `arbiter check`: the main job on the bundled documents. Each stage prints one line and adds a section to
// reports/check.md (written atomically); the exit code is non-zero when any stage regressed.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <iostream>
#include <sstream>

#include "model/core/document_values.h"
#include "model/core/fen.h"
#include "model/core/variant_table.h"
#include "oracle/common/atomic_file.h"
#include "oracle/catalog/check.h"
#include "oracle/catalog/findings_report.h"
#include "oracle/catalog/graph.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/scenarios/corpus_report.h"
#include "oracle/diff/collect.h"
#include "oracle/explore/explore.h"
#include "oracle/explore/consequence_store.h"
#include "oracle/explore/explore_parallel.h"
#include "oracle/explore/explore_store.h"
#include "oracle/html/html_report.h"
#include "oracle/explore/interaction_witness.h"
#include "oracle/explore/reading_board.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/engines/perft.h"
#include "oracle/engines/perft_suite.h"
#include "oracle/scenarios/scenario_runner.h"
#include "oracle/scenarios/traceability.h"

namespace arbiter::cli {
namespace {

// Where the check reads the documents, catalogs and scenarios (--model, --corpus), and the whole result it
// fills for --json (oracle/diff/check_result.h) from the stages' own data.
struct Sources {
  std::string model = catalog::default_model_dir();
  std::string corpus = default_corpus_dir();
  std::string variant;  // check --variant V: only V's perft cases, catalog, exploration, findings, corpus, trace
  CheckResult result;
  bool wanted(const std::string& v) const { return variant.empty() || variant == v; }
};

struct Stage {
  std::string name;
  int passed = 0;
  int failed = 0;
  std::string details;  // Markdown
};

Stage perft_stage(Sources& src) {
  Stage s;
  s.name = "perft self-check (published tables, CI depths)";
  auto cases = load_perft_table(default_perft_table());
  if (!cases) {
    s.failed = 1;
    s.details = "- cannot load the table: " + cases.error() + "\n";
    src.result.errors.push_back(cases.error());
    return s;
  }
  for (const PerftCase& c : *cases) {
    if (!src.wanted(c.variant)) continue;
    Profile profile;
    profile.parse(c.profile, nullptr);
    auto v = make_variant(c.variant, profile);
    auto pos = v ? parse_fen(**v, c.fen) : Result<Position>(Error{v.error()});
    for (const auto& d : c.depths) {
      if (!d.in_ci) continue;
      uint64_t nodes = pos ? perft(**v, *pos, d.depth) : 0;
      bool ok = pos && nodes == d.nodes;
      src.result.perft.push_back({c.variant, c.name, d.depth, d.nodes, nodes, pos ? "" : pos.error()});
      (ok ? s.passed : s.failed)++;
      s.details += "| " + c.variant + " | " + c.name + " | " + std::to_string(d.depth) + " | " +
                   std::to_string(d.nodes) + " | " + (pos ? std::to_string(nodes) : pos.error()) + " | " +
                   (ok ? "ok" : "**FAIL**") + " |\n";
    }
  }
  s.details = "| variant | position | depth | published | model | verdict |\n|---|---|---|---|---|---|\n" + s.details;
  return s;
}

// Every catalog against its document: stale quotes, duplicate ids, dangling references and other catalog
// problems fail; coverage is reported.
Stage catalogs_stage(Sources& src) {
  Stage s;
  s.name = "catalogs (quotes found in the documents, ids unique, references resolved)";
  s.details = "| variant | quotes ok | stale | duplicate ids | dangling | other problems | coverage |\n|---|---|---|---|---|---|---|\n";
  std::string problems;
  collect_catalogs(src.result, src.model);
  for (const std::string& v : catalog::catalog_variants(src.model)) {
    if (!src.wanted(v)) continue;
    auto r = catalog::check_catalog_file(catalog::catalog_path(src.model, v), situation_fen_problem);
    if (!r) {
      s.failed++;
      s.details += "| " + v + " | cannot load | | | | | |\n";
      problems += "```\n" + r.error() + "\n```\n";
      continue;
    }
    s.passed += r->quotes - static_cast<int>(r->stale.size());
    s.failed += r->failures();
    char coverage[16];
    std::snprintf(coverage, sizeof coverage, "%.1f%%", r->coverage_percent());
    s.details += "| " + v + " | " + std::to_string(r->quotes - static_cast<int>(r->stale.size())) + " | " + std::to_string(r->stale.size()) +
                 " | " + std::to_string(r->duplicates.size()) + " | " + std::to_string(r->dangling.size()) + " | " +
                 std::to_string(r->problems.size()) + " | " + coverage + " |\n";
    if (r->failures() > 0 || !r->uncovered.empty()) problems += "```\n" + catalog::format_check_report(*r) + "```\n";
  }
  s.details += problems.empty() ? "" : "\n" + problems;
  return s;
}

// The rule-interaction analyses, written to reports/findings.md and findings.json. Findings are reported, not
// failures; only a catalog that cannot be loaded (or a report that cannot be written) fails the stage.
// Ranked by the explore stage's measurements of the same run (findings_rank.h).
Stage analyses_stage(FileGroup& out, const std::string& reports, Sources& src, const catalog::ImpactsByVariant& impacts,
                     std::vector<catalog::VariantFindings>& results, catalog::FamilyReport& family) {
  Stage s;
  std::string graphs;
  for (const std::string& v : catalog::catalog_variants(src.model)) {
    if (!src.wanted(v)) continue;
    auto one = catalog::analyze_catalogs(src.model, {v}, scenario_pairs(v, src.corpus), impacts);
    find_interaction_witnesses(one, src.corpus);  // a position for each interaction finding, through the model
    results.insert(results.end(), one.begin(), one.end());
    // The clause graph of each catalog, for graphviz (`arbiter graph --format svg` renders one).
    auto cat = catalog::load_catalog(src.model + "/" + v + "/rules.xml");
    if (!cat) continue;
    std::ostringstream dot;
    catalog::write_dot(catalog::build_graph(*cat), v, dot);
    std::string written = out.add(reports + "/graphs/" + v + ".dot", dot.str());
    if (!written.empty()) {
      s.failed++;
      s.details += "- cannot write the graph: " + written + "\n";
    }
  }
  collect_findings(src.result, results);
  std::map<catalog::FindingKind, int> totals;
  size_t findings = 0;
  for (const auto& r : results) {
    if (!r.error.empty()) {
      s.failed++;
      s.details += "- " + r.variant + ": catalog not loaded:\n```\n" + r.error + "\n```\n";
      continue;
    }
    s.passed++;
    findings += r.findings.size();
    for (const auto& [kind, n] : r.counts()) totals[kind] += n;
    s.details += "- " + r.variant + ": " + std::to_string(r.findings.size()) + " findings (" + catalog::format_counts(r) + ")\n";
  }
  // The sister documents side by side (family.h); a family.xml entry that does not resolve fails the stage.
  std::vector<std::string> wanted;
  for (const std::string& v : catalog::catalog_variants(src.model))
    if (src.wanted(v)) wanted.push_back(v);
  auto family_start = std::chrono::steady_clock::now();
  family = catalog::analyze_family_dir(src.model, wanted);
  double family_took = std::chrono::duration<double>(std::chrono::steady_clock::now() - family_start).count();
  // The time goes to the terminal, not to check.md (the reports are compared byte for byte: reports.fresh).
  std::cout << "     family analysis: " << family.findings.size() << " findings across " << family.sisters.size() << " sister pairs in "
            << static_cast<int>(family_took * 100) / 100.0 << " s" << std::endl;
  s.details += "- family: " + std::to_string(family.findings.size()) + " findings across " + std::to_string(family.sisters.size()) +
               " sister pairs\n";
  // In check --json too, under the pseudo-variant "family" (their clauses are qualified, variant/id), so that
  // `arbiter diff` lists the family questions a revision adds or settles.
  int family_rank = 0;
  for (const catalog::Finding& f : family.findings)
    src.result.findings.push_back({"family", f.id, catalog::to_string(f.kind), catalog::to_string(f.severity), f.clauses, ++family_rank});
  for (const std::string& p : family.problems) {
    s.failed++;
    s.details += "- family.xml: " + p + "\n";
  }
  std::string summary;
  for (const auto& [kind, n] : totals) summary += (summary.empty() ? "" : ", ") + std::to_string(n) + " " + catalog::to_string(kind);
  summary += ", " + std::to_string(family.findings.size()) + " family";
  s.name = "analyses (" + std::to_string(findings + family.findings.size()) + " findings: " + summary + "; findings.md)";
  std::string written = catalog::write_findings(out, reports, results, &family);
  if (!written.empty()) {
    s.failed++;
    s.details += "- cannot write the findings: " + written + "\n";
  }
  return s;
}

// The run is kept: the traceability stage judges what it exercised.
Stage corpus_stage(FileGroup& out, const std::string& reports, CorpusRun& run, Sources& src) {
  Stage s;
  std::vector<std::string> files = corpus_files(src.corpus, src.variant);
  VariantCache variants;
  run = run_corpus(files,
                   [&](const Scenario& sc, const ScenarioFile& f) { return run_on_model(sc, f, Profile{}, &variants); });
  s.name = "corpus against the model (" + run.summary() + "; corpus.md)";
  s.passed = run.count(ScenarioResult::Status::kPass) + run.count(ScenarioResult::Status::kXfail) +
             run.count(ScenarioResult::Status::kSkip) + run.count(ScenarioResult::Status::kNotRunnable);
  s.failed = run.failures();
  collect_corpus(src.result, run, files);
  for (const auto& e : run.load_errors) s.details += "```\n" + e + "\n```\n";
  for (const auto& r : run.results)
    if (r.status == ScenarioResult::Status::kFail || r.status == ScenarioResult::Status::kXpass)
      s.details += "```\n" + r.variant + "/" + r.id + ": " + r.message + "\n```\n";
  std::string written = out.add(reports + "/corpus.md", corpus_markdown(run, "Scenario corpus against the model"));
  if (!written.empty()) {
    s.failed++;
    s.details += "- cannot write the corpus report: " + written + "\n";
  }
  return s;
}

// Which interpretation options change play, on a small fixed budget (arbiter explore runs longer).
// The measurements are kept: the analyses stage ranks the findings by them. A variant whose sources are those of
// its stored exploration (DIR/explore/<variant>.json, else the tracked reports/explore/) reuses it
// (explore_store.h): the same games would give the same report.
Stage explore_stage(FileGroup& out, const std::string& reports, Sources& src, std::vector<ExploreReport>& results) {
  Stage s;
  int changing = 0;
  std::vector<ExploreJob> jobs;
  std::map<std::string, ExploreReport> reused;
  std::map<std::string, std::string> keys;
  for (const std::string& v : explorable_variants()) {
    if (!src.wanted(v)) continue;
    const ExploreOptions budget = check_explore_budget(v);
    keys[v] = explore_key(v, src.model, budget);
    for (const std::string& dir : {reports, tracked_reports_dir()})
      if (auto stored = load_fresh_exploration(dir + "/explore/" + v + ".json", v, keys[v])) {
        reused.emplace(v, std::move(*stored));
        break;
      }
    if (!reused.count(v)) jobs.push_back({v, budget});
  }
  // On every core, each variant's games in shards; the report is the unsharded run's (explore_parallel.h).
  std::vector<ExploreReport> played = explore_variants(jobs, src.model, explore_threads());
  results.clear();
  for (const std::string& v : explorable_variants()) {
    if (auto it = reused.find(v); it != reused.end()) {
      results.push_back(std::move(it->second));
      continue;
    }
    for (ExploreReport& r : played)
      if (r.variant == v) results.push_back(std::move(r));
  }
  for (const ExploreReport& r : results) {
    if (!r.error.empty()) {
      s.failed++;
      s.details += "- " + r.variant + ": " + r.error + "\n";
      continue;
    }
    s.passed++;
    for (const auto& i : r.impacts) changing += i.implemented && i.share() > 0;
  }
  collect_explore(src.result, results);
  // On the terminal only: check.md is the same whether a variant's games were played now or before.
  if (!reused.empty()) {
    std::cout << "     explore: the stored exploration of unchanged sources reused for";
    for (const auto& [v, r] : reused) std::cout << " " << v;
    std::cout << " (reports/explore/)\n";
  }
  s.name = "explore (" + std::to_string(changing) + " alternative options change play; explore.md)";
  std::string written = out.add(reports + "/explore.md", explore_markdown(results, check_explore_budget("")));
  for (const ExploreReport& r : results)
    if (r.error.empty() && written.empty())
      written = out.add(reports + "/explore/" + r.variant + ".json", stored_exploration_json(r, check_explore_budget(r.variant), keys[r.variant]));
  if (!written.empty()) {
    s.failed++;
    s.details += "- cannot write the exploration: " + written + "\n";
  }
  return s;
}

// Traceability against the corpus run of the corpus stage (not run twice): reports/traceability.md. A
// declared or implemented clause never fired nor refused, and a fired id the catalog lacks, fail the stage.
Stage traceability_stage(FileGroup& out, const std::string& reports, const CorpusRun& run, const Sources& src) {
  Stage s;
  s.name = "traceability (catalog ids in code and corpus; clauses the corpus run fired or refused; traceability.md)";
  std::map<std::string, Exercised> exercised = run.exercised();
  std::vector<TraceReport> results;
  for (const std::string& v : catalog_variant_ids()) {
    if (!src.wanted(v)) continue;
    TraceReport r = trace_variant(v, src.model, src.corpus, &exercised[v]);
    (r.failures() ? s.failed : s.passed) += 1;
    s.details += "```\n" + format_trace_report(r) + "```\n";
    results.push_back(std::move(r));
  }
  std::string written = out.add(reports + "/traceability.md", traceability_markdown(results));
  if (!written.empty()) {
    s.failed++;
    s.details += "- cannot write the traceability report: " + written + "\n";
  }
  return s;
}

// The HTML report (oracle/html/html_report.h) of this run's findings and exploration: reports/html/.
Stage html_stage(FileGroup& out, const std::string& reports, const Sources& src, std::vector<catalog::VariantFindings> findings,
                 catalog::FamilyReport family,
                 std::vector<ExploreReport> explored) {
  Stage s;
  int pages = 0;
  std::string written =
      write_html_report(out, reports, {src.model, src.corpus, std::move(findings), std::move(explored), std::move(family)}, &pages);
  s.name = "HTML report (" + std::to_string(pages) + " pages; html/index.html)";
  if (written.empty()) {
    s.passed = pages;
  } else {
    s.failed++;
    s.details += "- cannot write the HTML report: " + written + "\n";
  }
  return s;
}

}  // namespace

catalog::ImpactsByVariant point_impacts(const std::vector<ExploreReport>& reports) {
  catalog::ImpactsByVariant out;
  for (const ExploreReport& r : reports) {
    if (!r.error.empty()) continue;
    auto& impacts = out[r.variant];
    for (const OptionImpact& i : r.impacts)
      impacts.push_back({i.point, i.option, i.default_option, i.implemented, i.positions, i.moves_differ + i.verdict_differs});
  }
  return out;
}

// 40 paired games of 60 plies from the start, 16 plies from each of up to 6 situations per point; on a board
// larger than 12x12 (frozenchess13's 16x16: 300 alternatives, each legal listing several times a 12x12 one's)
// 12 games of 40 plies, so that `arbiter analyze --deep` stays within minutes on two cores.
ConsequenceOptions deep_budget(const std::string& variant) {
  ConsequenceOptions options;
  auto v = make_variant(variant, Profile{});
  if (v && (*v)->geometry().files() * (*v)->geometry().ranks() > 144) {
    options.games = 12;
    options.plies = 40;
  }
  return options;
}

std::string use_consequences(catalog::ImpactsByVariant& impacts, const std::string& model, const std::string& corpus,
                             const std::vector<std::string>& variants, std::string* path_taken) {
  const std::string file = default_consequence_file(model);
  std::vector<std::string> stale;
  auto fresh = load_fresh_consequences(file, model, corpus, variants, &stale);
  if (!fresh) {
    if (path_taken) *path_taken = "explore's share of positions only (the paired games' file is unreadable)";
    return fresh.error();
  }
  attach_consequences(impacts, *fresh);
  if (path_taken) {
    std::string deep, cheap;
    for (const auto& [v, r] : *fresh) deep += (deep.empty() ? "" : ", ") + v;
    for (const std::string& v : stale) cheap += (cheap.empty() ? "" : ", ") + v;
    *path_taken = (deep.empty() ? "" : "paired games (" + shown_path(file) + ", fresh) for " + deep) + (deep.empty() || cheap.empty() ? "" : "; ") +
                  (cheap.empty() ? "" : "explore's share of positions only for " + cheap + " (no fresh paired games: `arbiter analyze --deep`)");
  }
  return "";
}

// 100 games of 30 plies per variant (issue 13: witnesses from many games, not two), comparing the readings
// at one ply in k, k by what a comparison costs there: the variant table's check_compare_every
// (model/variants.cpp says why each). Variant "" asks for what every variant shares (games, plies, seed).
ExploreOptions check_explore_budget(const std::string& variant) {
  ExploreOptions options;
  options.games = 100;
  options.plies = 30;
  const VariantRow* row = find_variant(variant);
  options.compare_every = row ? std::max(1, row->check_compare_every) : 1;
  return options;
}

int check_command(const Args& args) {
  std::string reports = tracked_reports_dir(), json;
  Sources src;
  Command command("check");
  command.option("--reports", reports).option("--json", json).option("--model", src.model).option("--corpus", src.corpus)
      .option("--variant", src.variant);
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << "usage: arbiter check [--reports DIR] [--json FILE] [--model DIR --corpus DIR] [--variant V]\n\n"
                 "The main job: runs every self-check on the bundled documents and corpus, prints a summary and\n"
                 "writes DIR/check.md (default reports/) and the HTML report DIR/html/ (arbiter report). Exit 1 when anything regressed, including a clause the\n"
                 "code declares or the catalog calls implemented that the corpus run never fired nor refused\n"
                 "(listed in DIR/traceability.md).\n"
                 "--json FILE also writes the whole result, machine-readable, for `arbiter diff` (atomically).\n"
                 "--model DIR and --corpus DIR read the documents, catalogs and scenarios of a copy instead of the\n"
                 "bundled model/ and corpus/ (either or both); --reports is then required, so that the tracked\n"
                 "reports/ always describe the bundled sources.\n"
                 "--variant V checks one document: its perft cases, catalog, exploration, findings, scenarios and\n"
                 "traceability only (removal12: seconds, not a minute); --reports is then required too.\n";
    return kExitOk;
  }
  if (complaint.empty() && (command.given("--model") || command.given("--corpus")) && !command.given("--reports"))
    complaint = "--model and --corpus need --reports DIR (the tracked reports/ describe the bundled sources only)";
  if (complaint.empty() && command.given("--variant")) {
    const std::vector<std::string> known = catalog_variant_ids();
    if (std::find(known.begin(), known.end(), src.variant) == known.end()) {
      complaint = "--variant \"" + src.variant + "\": expected a variant with a document (";
      for (size_t i = 0; i < known.size(); ++i) complaint += (i ? ", " : "") + known[i];
      complaint += ")";
    } else if (!command.given("--reports")) {
      complaint = "--variant needs --reports DIR (the tracked reports/ describe every document)";
    }
  }
  if (!complaint.empty()) {
    std::cerr << "arbiter check: " << complaint << "\n";
    return kExitUsage;
  }
  set_model_dir(src.model);  // the model reads the document's quantities from the catalogs this check reads
  auto start = std::chrono::steady_clock::now();
  std::vector<Stage> stages;
  // Every report of the run is replaced together at its end, or none is (an interrupted or failed write
  // leaves the last run's reports as they were, all of them).
  FileGroup out;
  src.result.has_perft = true;
  // Each stage's line is printed as the stage ends, with its time (the time is not in check.md, which the same
  // sources write the same way every run).
  auto stage = [&](auto&& run_stage) {
    const auto began = std::chrono::steady_clock::now();
    Stage s = run_stage();
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    std::cout << (s.failed ? "FAIL " : "ok   ") << s.name << ": " << s.passed << " passed, " << s.failed << " failed ("
              << static_cast<int>(took * 10) / 10.0 << " s)" << std::endl;
    stages.push_back(std::move(s));
  };
  stage([&] { return perft_stage(src); });
  stage([&] { return catalogs_stage(src); });
  // Explore before the analyses: the findings are ranked by its measurements.
  std::vector<ExploreReport> explored;
  stage([&] { return explore_stage(out, reports, src, explored); });
  std::vector<catalog::VariantFindings> findings;
  catalog::FamilyReport family;
  stage([&] {
    // The findings' ranking reads the paired games of `arbiter analyze --deep` where they are fresh.
    catalog::ImpactsByVariant impacts = point_impacts(explored);
    std::vector<std::string> variants;
    for (const std::string& v : explorable_variants())
      if (src.wanted(v)) variants.push_back(v);
    std::string path_taken;
    std::string error = use_consequences(impacts, src.model, src.corpus, variants, &path_taken);
    Stage s = analyses_stage(out, reports, src, impacts, findings, family);
    s.details = "- ranked by " + path_taken + "\n" + s.details;
    if (!error.empty()) {
      s.failed++;
      s.details += "- the paired games could not be read:\n```\n" + error + "\n```\n";
    }
    return s;
  });
  CorpusRun run;
  stage([&] { return corpus_stage(out, reports, run, src); });
  stage([&] { return traceability_stage(out, reports, run, src); });
  stage([&] { return html_stage(out, reports, src, std::move(findings), std::move(family), std::move(explored)); });

  int failed = 0;
  std::ostringstream md;
  md << "# arbiter check\n\nGenerated by `arbiter check`; do not edit.\n\n";
  for (const Stage& s : stages) {
    md << "## " << s.name << "\n\n" << s.passed << " passed, " << s.failed << " failed.\n\n" << s.details << "\n";
    failed += s.failed;
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::string written = out.add(reports + "/check.md", md.str());
  if (written.empty() && !json.empty()) written = out.add(json, check_result_json(src.result));
  if (written.empty()) written = out.commit();
  if (!written.empty()) {
    std::cerr << "arbiter check: " << written << "\n";
    return kExitUsage;  // an output that cannot be written
  }
  std::cout << "arbiter check: " << (failed ? "FAILED" : "all stages passed") << " in "
            << static_cast<int>(seconds * 10) / 10.0 << " s; report: " << shown_path(reports) << "/check.md\n";
  return failed ? kExitFailed : kExitOk;
}

}  // namespace arbiter::cli
