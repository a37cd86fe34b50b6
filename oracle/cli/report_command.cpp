// `arbiter report`: the static HTML report (oracle/html/html_report.h) of the bundled documents, written to
// DIR/html/. It runs what `arbiter check` runs for it -- explore on check's budget, then the analyses ranked by
// it -- so its findings are ranked as in check's findings.md; `arbiter check` writes the same pages to reports/.
#include <iostream>

#include "oracle/common/atomic_file.h"
#include "oracle/catalog/catalog.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/explore/explore.h"
#include "oracle/html/html_report.h"
#include "oracle/explore/interaction_witness.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/traceability.h"

namespace arbiter::cli {

int report_command(const Args& args) {
  std::string reports = default_reports_dir();
  HtmlSources sources;
  sources.model_dir = catalog::default_model_dir();
  sources.corpus_dir = default_corpus_dir();
  Command command("report");
  command.option("--reports", reports).option("--model", sources.model_dir).option("--corpus", sources.corpus_dir);
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << "usage: arbiter report [--reports DIR] [--model DIR] [--corpus DIR]\n\n"
                 "Writes the static HTML report to DIR/html/ (index.html and one page per variant: the document\n"
                 "linked to its clauses, the findings ranked with boards that show their questions, the explore\n"
                 "figures, the scenarios with boards, the conformance results of DIR/conformance.md if present).\n"
                 "Self-contained: opens from a file:// URL offline. DIR defaults to " << default_reports_dir() << "\n"
                 "($ARBITER_REPORTS, else the user's cache); `arbiter check` writes it to the tracked reports/html/.\n"
                 "Exit 2 on bad usage or an output that cannot be written.\n";
    return kExitOk;
  }
  if (!complaint.empty()) {
    std::cerr << "arbiter report: " << complaint << "\n";
    return kExitUsage;
  }
  for (const std::string& v : explorable_variants()) sources.explored.push_back(explore_variant(v, sources.model_dir, check_explore_budget(v)));
  catalog::ImpactsByVariant impacts = point_impacts(sources.explored);
  for (const std::string& v : catalog::catalog_variants(sources.model_dir)) {
    auto one = catalog::analyze_catalogs(sources.model_dir, {v}, scenario_pairs(v, sources.corpus_dir), impacts);
    find_interaction_witnesses(one, sources.corpus_dir);  // a position for each interaction finding, through the model
    sources.findings.insert(sources.findings.end(), one.begin(), one.end());
  }
  sources.family = catalog::analyze_family_dir(sources.model_dir);
  int pages = 0;
  FileGroup out;  // the pages replaced together or not at all
  std::string written = write_html_report(out, reports, sources, &pages);
  if (written.empty()) written = out.commit();
  if (!written.empty()) {
    std::cerr << "arbiter report: " << written << "\n";
    return kExitUsage;
  }
  std::cout << "arbiter report: " << pages << " pages; open " << shown_path(reports) << "/html/index.html\n";
  return kExitOk;
}

}  // namespace arbiter::cli
