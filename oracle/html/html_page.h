// Pieces shared by the pages of the HTML report (html_report.cpp, html_variant.cpp): the page frame with its
// inline CSS, and a few formatting helpers.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace arbiter::html {

// A whole page: doctype, head (charset, viewport, title, inline CSS) and the body given.
std::string page(const std::string& title, const std::string& body);
// An id usable as an anchor: the text with every character outside [A-Za-z0-9_.-] replaced by '-'.
std::string anchor(const std::string& text);
std::string percent(double share);  // "12.5%"

// The link from a board of the report to the same game in the workbench (`arbiter serve`, which also serves the
// report under /report/): "/?variant=V&fen=F&readings=p=o,...&plays=a b ...", percent-encoded. The <a> is
// written hidden (class "wb"): a page read from disk has no workbench behind it; the server shows the links when
// it serves the page (oracle/serve/server.cpp). The pages keep having no script.
std::string workbench_link(const std::string& variant, const std::string& fen,
                           const std::vector<std::pair<std::string, std::string>>& readings = {},
                           const std::vector<std::string>& plays = {});
// A query value percent-encoded: every byte outside [A-Za-z0-9-_.~/] as %XX.
std::string url_encode(const std::string& text);

}  // namespace arbiter::html

#include "oracle/catalog/findings_report.h"
#include "oracle/explore/explore.h"

namespace arbiter::html {

// What the index shows of a variant page.
struct VariantSummary {
  std::string variant, title, error;
  int lines = 0, clauses = 0, findings = 0, witnesses = 0, scenarios = 0, boards = 0, explored_changing = 0;
};

// The page of one variant (html_variant.cpp). `explored` is null for a variant not explored.
std::string variant_page(const catalog::VariantFindings& findings, const ExploreReport* explored, const std::string& model_dir,
                         const std::string& corpus_dir, VariantSummary& summary);

}  // namespace arbiter::html
