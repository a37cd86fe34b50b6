// `arbiter catalog check`, `arbiter analyze` and `arbiter graph`: the clause catalogs (model/<variant>/rules.xml)
// checked against their documents, analysed, and drawn.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "model/core/document_values.h"
#include "oracle/common/atomic_file.h"
#include "oracle/catalog/check.h"
#include "oracle/catalog/findings_report.h"
#include "oracle/catalog/graph.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/explore/explore.h"
#include "oracle/explore/consequence_store.h"
#include "oracle/explore/explore_parallel.h"
#include "oracle/explore/interaction_witness.h"
#include "oracle/explore/reading_board.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/traceability.h"
#include "oracle/scenarios/vocabulary.h"

namespace arbiter::cli {
namespace {

// The variants to work on: --variant V (which must have a catalog), or every catalog present.
bool chosen_variants(const std::string& command, const std::string& model, const std::string& variant, std::vector<std::string>* out) {
  if (variant.empty()) {
    *out = catalog::catalog_variants(model);
    if (out->empty()) {
      std::cerr << "arbiter " << command << ": no catalog (rules.xml) under " << model << "\n";
      return false;
    }
    return true;
  }
  std::vector<std::string> all = catalog::catalog_variants(model);
  if (std::find(all.begin(), all.end(), variant) == all.end()) {
    std::string known;
    for (const auto& v : all) known += (known.empty() ? "" : ", ") + v;
    std::cerr << "arbiter " << command << ": no catalog for variant \"" << variant << "\" (" << catalog::catalog_path(model, variant)
              << "); catalogs present: " << known << "\n";
    return false;
  }
  *out = {variant};
  return true;
}

int catalog_check(const Args& args) {
  std::string variant;
  std::string model = catalog::default_model_dir();
  Command command("catalog check");
  bool boards = false;
  command.option("--variant", variant).option("--model", model).flag("--boards", boards);
  std::string error;
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << "usage: arbiter catalog check [--variant V] [--model DIR] [--boards]\n\n"
                 "Checks each catalog model/<variant>/rules.xml against its document: every quote found (whitespace-\n"
                 "normalised), ids unique, references resolved, one default option per interpretation point, reasons for\n"
                 "not-implementable clauses, each <situation fen=...> a legal position of the variant with both kings; and\n"
                 "prints how much of the document no quote covers, sentence by sentence.\n"
                 "--boards also plays each situation's FEN under every reading of its point and prints what each does there\n"
                 "(the caption of the finding's board in the HTML report), to see that the position shows the question.\n"
                 "Exit 1 on a stale quote, duplicate id, dangling reference or other catalog problem (coverage is reported,\n"
                 "not fatal); 2 when a catalog or document cannot be read or is malformed (the other variants still run).\n"
                 "--model DIR reads DIR/<variant>/rules.xml instead of the bundled model/ (e.g. a designer's working copy).\n";
    return kExitOk;
  }
  if (!error.empty() || !complaint.empty()) {
    std::cerr << "arbiter catalog check: " << (error.empty() ? complaint : error) << "\n";
    return kExitUsage;
  }
  set_model_dir(model);  // the model's document quantities come from the same catalogs
  std::vector<std::string> variants;
  if (!chosen_variants("catalog check", model, variant, &variants)) return kExitUsage;
  bool unreadable = false, failed = false;
  for (const std::string& v : variants) {
    auto report = catalog::check_catalog_file(catalog::catalog_path(model, v), situation_fen_problem);
    if (!report) {
      std::cout << v << ": cannot check\n";
      std::cerr << report.error() << "\n";
      unreadable = true;
      continue;
    }
    std::cout << catalog::format_check_report(*report);
    failed = failed || report->failures() > 0;
    if (boards)
      if (auto cat = catalog::load_catalog(catalog::catalog_path(model, v)))
        for (const catalog::Interpretation& in : cat->interpretations) {
          if (in.situation_fen.empty()) continue;
          BoardQuestion question{in.id, {}, "", in.situation};
          for (const catalog::Option& o : in.options) {
            question.options.push_back(o.id);
            if (o.is_default) question.default_option = o.id;
          }
          auto vocabulary = vocabulary_for(default_corpus_dir(), v);
          ReadingBoard read = read_board(v, in.situation_fen, question, vocabulary ? *vocabulary : nullptr);
          std::cout << "  board " << in.id << ": " << (read.error.empty() ? read.caption() : "not played: " + read.error)
                    << (read.error.empty() && read.one_reading ? (read.moves.empty() ? " [one reading played, and no move the situation names]" : " [one reading played: what it does with the situation's moves]")
                        : read.error.empty() && !read.differs() ? " [the readings do not differ here]" : "") << "\n";
        }
  }
  return unreadable ? kExitUsage : failed ? kExitFailed : kExitOk;
}

}  // namespace

int catalog_command(const Args& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    (args.empty() ? std::cerr : std::cout) << "usage: arbiter catalog check [--variant V]\n"
                                              "`arbiter catalog check --help` describes it.\n";
    return args.empty() ? kExitUsage : kExitOk;
  }
  if (args[0] == "check") return catalog_check(Args(args.begin() + 1, args.end()));
  std::cerr << "arbiter catalog: unknown subcommand \"" << args[0] << "\"; expected check\n";
  return kExitUsage;
}

int analyze_command(const Args& args) {
  std::string variant;
  std::string reports = default_reports_dir();
  std::string model = catalog::default_model_dir();
  bool deep = false;
  Command command("analyze");
  command.option("--variant", variant).option("--reports", reports).option("--model", model).flag("--deep", deep);
  std::string error;
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << "usage: arbiter analyze [--variant V] [--reports DIR] [--model DIR] [--deep]\n\n"
                 "Builds the rule-interaction graph of each catalog and runs its analyses: contradictions, ambiguities\n"
                 "(interpretation points), gaps, undefined and stale terms, board-layout mismatches and interaction groups.\n"
                 "Findings asking the same question as an interpretation point are attached to it as evidence; findings are\n"
                 "ranked by the catalog's severity, moved at most one band by measurement (paired games where fresh, else\n"
                 "explore's share of positions on arbiter check's budget), then by evidence (oracle/catalog/findings_rank.h).\n"
                 "Writes DIR/findings.md and DIR/findings.json (default ~/.cache/arbiter/reports, or $ARBITER_REPORTS: only\n"
                 "`arbiter check` writes the tracked reports/) and prints the counts per variant and kind.\n"
                 "--deep also plays paired games (the same seeds under the default and under each alternative reading, from\n"
                 "the start and from the scenario setups of the point's clauses; oracle/explore/consequence.h states the\n"
                 "policy) and ranks by what they change (a result, or play); writes them to measurements/consequence.json\n"
                 "beside model/, which `arbiter check` and `arbiter analyze` reuse while the variant's sources are unchanged\n"
                 "(consequence_store.h). Minutes, not seconds. Without --deep, that file is read where it is fresh.\n"
                 "Exit 2 when a catalog cannot be loaded (the other variants are still analysed).\n";
    return kExitOk;
  }
  if (!error.empty() || !complaint.empty()) {
    std::cerr << "arbiter analyze: " << (error.empty() ? complaint : error) << "\n";
    return kExitUsage;
  }
  set_model_dir(model);  // the model's document quantities come from the same catalogs
  std::vector<std::string> variants;
  if (!chosen_variants("analyze", model, variant, &variants)) return kExitUsage;
  // The ranking reads explore's measurements on arbiter check's budget, so that both commands write the same
  // findings (a variant that cannot be explored is ranked by rule only).
  std::vector<ExploreJob> jobs;
  for (const std::string& v : variants)
    if (auto e = explorable_variants(); std::find(e.begin(), e.end(), v) != e.end()) jobs.push_back({v, check_explore_budget(v)});
  std::vector<ExploreReport> explored = explore_variants(jobs, model, explore_threads());
  catalog::ImpactsByVariant impacts = point_impacts(explored);
  std::vector<std::string> measured;
  for (const ExploreJob& j : jobs) measured.push_back(j.variant);
  if (deep) {
    // The paired games, split by alternative over the threads; the file keeps every variant's entry, this
    // run's replacing the old ones of the same variants.
    const std::string file = default_consequence_file(model);
    auto old = load_consequences(file);
    if (!old) {
      std::cerr << "arbiter analyze: " << old.error() << "\n";
      return kExitUsage;
    }
    std::vector<ConsequenceReport> kept;
    for (ConsequenceReport& r : *old)
      if (std::find(measured.begin(), measured.end(), r.variant) == measured.end()) kept.push_back(std::move(r));
    // One variant at a time (each split by alternative over the threads), each on its own budget.
    std::vector<ConsequenceReport> reports;
    for (const std::string& v : measured) {
      const auto began = std::chrono::steady_clock::now();
      reports.push_back(measure_consequences(std::vector<std::string>{v}, model, default_corpus_dir(), deep_budget(v), explore_threads()).front());
      std::cout << v << ": paired games in " << static_cast<int>(std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count())
                << " s" << std::endl;
    }
    for (ConsequenceReport& r : reports) {
      r.key = consequence_key(r.variant, model, default_corpus_dir(), r.options);
      if (!r.error.empty()) std::cerr << "arbiter analyze: " << r.variant << ": paired games not measured: " << r.error << "\n";
      kept.push_back(std::move(r));
    }
    std::sort(kept.begin(), kept.end(), [](const ConsequenceReport& a, const ConsequenceReport& b) { return a.variant < b.variant; });
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(file).parent_path(), ec);
    std::string written = write_file_atomically(file, consequence_json(kept));
    if (!written.empty()) {
      std::cerr << "arbiter analyze: " << written << "\n";
      return kExitUsage;
    }
    std::cout << "paired games: " << shown_path(file) << "\n";
  }
  std::string path_taken;
  if (std::string error = use_consequences(impacts, model, default_corpus_dir(), measured, &path_taken); !error.empty()) {
    std::cerr << "arbiter analyze: " << error << "\n";
    return kExitUsage;
  }
  std::cout << "ranked by " << path_taken << "\n";
  std::vector<catalog::VariantFindings> results;
  for (const std::string& v : variants) {
    auto one = catalog::analyze_catalogs(model, {v}, scenario_pairs(v, default_corpus_dir()), impacts);
    find_interaction_witnesses(one, default_corpus_dir());  // a position for each interaction finding, through the model
    results.insert(results.end(), one.begin(), one.end());
  }
  bool unreadable = false;
  for (const auto& r : results) {
    if (!r.error.empty()) {
      std::cout << r.variant << ": catalog not loaded\n";
      std::cerr << r.error << "\n";
      unreadable = true;
      continue;
    }
    std::cout << r.variant << ": " << r.findings.size() << " findings (" << catalog::format_counts(r) << ")\n";
  }
  catalog::FamilyReport family = catalog::analyze_family_dir(model, variants);  // the sister documents side by side
  std::cout << "family: " << family.findings.size() << " findings across " << family.sisters.size() << " sister pairs\n";
  FileGroup out;  // findings.md and findings.json replaced together or not at all
  std::string written = catalog::write_findings(out, reports, results, &family);
  if (written.empty()) written = out.commit();
  if (!written.empty()) {
    std::cerr << "arbiter analyze: " << written << "\n";
    return kExitUsage;  // an output that cannot be written
  }
  std::cout << "reports: " << reports << "/findings.md, " << reports << "/findings.json\n";
  return unreadable ? kExitUsage : kExitOk;
}

int graph_command(const Args& args) {
  std::string variant;
  std::string format = "dot";
  std::string output;
  std::string model = catalog::default_model_dir();
  Command command("graph");
  command.option("--variant", variant).option("--format", format).option("--output", output).option("--model", model);
  std::string error;
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << "usage: arbiter graph --variant V [--format dot|svg] [--output FILE] [--model DIR]\n\n"
                 "The rule-interaction graph of a catalog: clauses (boxes) and terms (ellipses), edges labelled with the\n"
                 "relation (defines, reads, writes, triggers-on, overrides, excepts, requires, removes, adds, changes, is-a).\n"
                 "DOT by default; svg runs graphviz's dot. Written to FILE, or to standard output.\n";
    return kExitOk;
  }
  if (error.empty() && complaint.empty() && variant.empty()) complaint = "--variant V is required";
  if (error.empty() && complaint.empty() && format != "dot" && format != "svg") complaint = "--format \"" + format + "\"; expected dot or svg";
  if (error.empty() && complaint.empty() && !output.empty()) complaint = missing_directory(output);
  if (!error.empty() || !complaint.empty()) {
    std::cerr << "arbiter graph: " << (error.empty() ? complaint : error) << "\n";
    return kExitUsage;
  }
  std::vector<std::string> variants;
  if (!chosen_variants("graph", model, variant, &variants)) return kExitUsage;
  auto cat = catalog::load_catalog(catalog::catalog_path(model, variant));
  if (!cat) {
    std::cerr << cat.error() << "\n";
    return kExitUsage;
  }
  std::ostringstream dot;
  catalog::write_dot(catalog::build_graph(*cat), variant + ": rule-interaction graph (" + cat->title + ")", dot);
  std::string text = dot.str();
  if (format == "svg") {
    auto svg = catalog::dot_to_svg(text);
    if (!svg) {
      std::cerr << "arbiter graph: " << svg.error() << "\n";
      return kExitFailed;
    }
    text = *svg;
  }
  if (output.empty()) {
    std::cout << text;
    return kExitOk;
  }
  std::string written = write_file_atomically(output, text);
  if (!written.empty()) {
    std::cerr << "arbiter graph: " << written << "\n";
    return kExitUsage;  // an output that cannot be written
  }
  return kExitOk;
}

}  // namespace arbiter::cli
