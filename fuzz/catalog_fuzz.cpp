// Fuzz target: the catalog loader (oracle/catalog/catalog.cpp) and what reads a loaded catalog: the
// checks against its document (check.cpp), the analyses (analyses.cpp) and the rule graph (graph.cpp).
// Input: a rules.xml (model/CATALOG.md). A catalog that loads is checked against the bundled document of
// the variant it names (none: an empty document), analysed, and drawn as DOT.
#include <map>
#include <sstream>
#include <string>

#include "oracle/catalog/analyses.h"
#include "oracle/catalog/catalog.h"
#include "oracle/catalog/check.h"
#include "oracle/catalog/graph.h"

using namespace arbiter;

namespace {

const std::string& document_of(const std::string& variant) {
  static std::map<std::string, std::string> documents = [] {
    std::map<std::string, std::string> out;
    std::string model = catalog::default_model_dir();
    for (const std::string& v : catalog::catalog_variants(model))
      if (auto cat = catalog::load_catalog(catalog::catalog_path(model, v)))
        if (auto text = catalog::read_text_file(cat->document_path)) out[cat->variant] = *text;
    return out;
  }();
  static const std::string none;
  auto found = documents.find(variant);
  return found == documents.end() ? none : found->second;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string xml(reinterpret_cast<const char*>(data), size);
  // A path inside the bundled model/, so that a document attribute resolves as a real catalog's would.
  auto cat = catalog::parse_catalog(xml, catalog::default_model_dir() + "/fuzz/rules.xml");
  if (!cat) return 0;
  catalog::CheckReport report = catalog::check_catalog(*cat, document_of(cat->variant));
  (void)catalog::format_check_report(report);
  (void)catalog::analyze(*cat);
  std::ostringstream dot;
  catalog::write_dot(catalog::build_graph(*cat), cat->title, dot);
  return 0;
}
