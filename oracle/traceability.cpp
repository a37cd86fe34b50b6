#include "oracle/traceability.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "model/core/variant.h"
#include "oracle/catalog/catalog.h"
#include "oracle/scenario.h"

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

TraceReport trace_variant(const std::string& variant, const std::string& model_dir, const std::string& corpus_dir) {
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
      for (const auto& [point, option] : s.required_options) ids.push_back(point);
      for (const std::string& ref : ids) {
        auto [v, id] = split_id(ref, variant);
        const catalog::Catalog* c = catalog_of(v);
        if (!c || !known(*c, id)) r.unknown_in_corpus.push_back(file + ":" + std::to_string(s.line) + ": " + ref);
        else if (v == variant) ++cited[id];
      }
    }
  }

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
  }
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

std::string format_trace_report(const TraceReport& r) {
  std::ostringstream out;
  out << r.variant << ": ";
  if (!r.error.empty()) return out.str() + "catalog does not load: " + r.error + "\n";
  if (!r.has_catalog) return out.str() + "no catalog\n";
  out << r.clauses << " clauses (" << r.implemented << " implemented, " << r.interpreted << " interpreted, "
      << r.pending << " pending, " << r.not_implementable << " not implementable), " << r.with_scenario
      << " with a scenario" << (r.has_model ? "" : "; no model yet") << "\n";
  auto list = [&](const char* what, const std::vector<std::string>& ids) {
    if (ids.empty()) return;
    out << "  " << what << " (" << ids.size() << "):";
    for (const auto& id : ids) out << "\n    " << id;
    out << "\n";
  };
  list("ids the code names that the catalog lacks", r.unknown_in_code);
  list("ids the corpus cites that the catalog lacks", r.unknown_in_corpus);
  list("implemented in the catalog but never named by the code", r.implemented_not_in_code);
  list("implemented but without a scenario", r.implemented_without_scenario);
  return out.str();
}

}  // namespace arbiter
