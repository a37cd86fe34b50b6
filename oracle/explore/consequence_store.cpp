#include "oracle/explore/consequence_store.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "oracle/diff/json.h"
#include "oracle/diff/json_reader.h"
#include "oracle/diff/sha256.h"
#include "oracle/explore/source_key.h"
#include "oracle/scenarios/xml_strict.h"

namespace arbiter {
namespace {

constexpr const char* kFormat = "arbiter-consequences";
constexpr int kVersion = 1;
namespace fs = std::filesystem;

std::string parameters(const ConsequenceOptions& o) {
  return "games=" + std::to_string(o.games) + " plies=" + std::to_string(o.plies) + " situation_plies=" + std::to_string(o.situation_plies) +
         " situations=" + std::to_string(o.situations) + " seed=" + std::to_string(o.seed) + " looks=" + std::to_string(kPolicyLooks) + " after=" + std::to_string(kAfterParting) + " method=" + std::to_string(kConsequenceMethod) +
         " version=" + std::to_string(kVersion);
}

}  // namespace

std::string consequence_key(const std::string& variant, const std::string& model_dir, const std::string& corpus_dir,
                            const ConsequenceOptions& options) {
  std::string data = parameters(options) + "\n" + play_sources(variant, model_dir);
  add_source_tree(data, (fs::path(corpus_dir) / variant).string(), "corpus/" + variant);
  return sha256_hex(data);
}

std::string default_consequence_file(const std::string& model_dir) {
  return (fs::path(model_dir).parent_path() / "measurements" / "consequence.json").string();
}

std::string consequence_json(const std::vector<ConsequenceReport>& reports) {
  json::Value root = json::object();
  root.set("format", json::string(kFormat));
  root.set("version", json::integer(kVersion));
  root.set("written_by", json::string("arbiter analyze --deep"));
  json::Value& variants = root.set("variants", json::array());
  for (const ConsequenceReport& r : reports) {
    json::Value& v = variants.add(json::object());
    v.set("variant", json::string(r.variant));
    v.set("key", json::string(r.key));
    if (!r.error.empty()) {
      v.set("error", json::string(r.error));
      continue;
    }
    v.set("games", json::integer(r.options.games));
    v.set("plies", json::integer(r.options.plies));
    v.set("situation_plies", json::integer(r.options.situation_plies));
    v.set("situations", json::integer(r.options.situations));
    v.set("seed", json::unsigned_integer(r.options.seed));
    json::Value& opts = v.set("options", json::array());
    for (const OptionConsequence& m : r.options_measured) {
      json::Value& x = opts.add(json::object());
      x.set("point", json::string(m.point));
      x.set("option", json::string(m.option));
      x.set("default", json::string(m.default_option));
      x.set("implemented", json::boolean(m.implemented));
      x.set("games", json::integer(m.games));
      x.set("results_differ", json::integer(m.results_differ));
      x.set("material_differs", json::integer(m.material_differs));
      x.set("arises", json::integer(m.arises));
      x.set("situations", json::integer(m.situations));
      x.set("situations_arise", json::integer(m.situations_arise));
      x.set("situation_results_differ", json::integer(m.situation_results_differ));
      x.set("situation_material_differs", json::integer(m.situation_material_differs));
      if (!m.example.empty()) x.set("example", json::string(m.example));
    }
  }
  return json::write(root);
}

Result<std::vector<ConsequenceReport>> parse_consequence_json(const std::string& text, const std::string& name) {
  const std::string hint = " (expected a file written by `arbiter analyze --deep`)";
  auto doc = json::parse(text, name);
  if (!doc) return Error(doc.error() + hint);
  const json::Value& root = *doc;
  json::Reader in(name);
  constexpr int64_t kMax = 2147483647;
  int version = 0;
  std::string format;
  if (!in.members(root, "", {"format", "version", "written_by", "variants"}) || !in.text(root, "", "format", format) ||
      (format != kFormat && !in.fail(*root.find("format"), "format", std::string("expected \"") + kFormat + "\"" + hint)) ||
      !in.whole(root, "", "version", version, kVersion, kVersion) || !in.type(*root.find("variants"), "variants", json::Type::kArray))
    return Error(in.error());
  std::vector<ConsequenceReport> out;
  const auto& items = root.find("variants")->items;
  for (size_t k = 0; k < items.size(); ++k) {
    const json::Value& v = items[k];
    const std::string path = "variants[" + std::to_string(k) + "]";
    ConsequenceReport r;
    ConsequenceOptions& o = r.options;
    if (!in.members(v, path, {"variant", "key"}, {"error", "games", "plies", "situation_plies", "situations", "seed", "options"}) ||
        !in.text(v, path, "variant", r.variant) || !in.text(v, path, "key", r.key) || !in.text(v, path, "error", r.error))
      return Error(in.error());
    if (!r.error.empty()) {
      out.push_back(std::move(r));
      continue;
    }
    if (!in.members(v, path, {"variant", "key", "games", "plies", "situation_plies", "situations", "seed", "options"}) ||
        !in.whole(v, path, "games", o.games, 0, kMax) || !in.whole(v, path, "plies", o.plies, 0, kMax) ||
        !in.whole(v, path, "situation_plies", o.situation_plies, 0, kMax) || !in.whole(v, path, "situations", o.situations, 0, kMax) ||
        !in.whole(v, path, "seed", o.seed, 0, 4294967295) || !in.type(*v.find("options"), path + ".options", json::Type::kArray))
      return Error(in.error());
    const auto& opts = v.find("options")->items;
    for (size_t j = 0; j < opts.size(); ++j) {
      const json::Value& x = opts[j];
      const std::string p = path + ".options[" + std::to_string(j) + "]";
      OptionConsequence m;
      if (!in.members(x, p, {"point", "option", "default", "implemented", "games", "results_differ", "arises", "situations", "situations_arise",
                             "situation_results_differ", "material_differs", "situation_material_differs"},
                      {"example"}) ||
          !in.text(x, p, "point", m.point) || !in.text(x, p, "option", m.option) || !in.text(x, p, "default", m.default_option) ||
          !in.flag(x, p, "implemented", m.implemented) || !in.whole(x, p, "games", m.games, 0, o.games) ||
          !in.whole(x, p, "results_differ", m.results_differ, 0, m.games) || !in.whole(x, p, "arises", m.arises, m.results_differ, m.games) ||
          !in.whole(x, p, "situations", m.situations, 0, o.situations) ||
          !in.whole(x, p, "situations_arise", m.situations_arise, 0, m.situations) ||
          !in.whole(x, p, "situation_results_differ", m.situation_results_differ, 0, m.situations_arise) ||
          !in.whole(x, p, "material_differs", m.material_differs, 0, m.arises) ||
          !in.whole(x, p, "situation_material_differs", m.situation_material_differs, 0, m.situations_arise) ||
          !in.text(x, p, "example", m.example))
        return Error(in.error());
      r.options_measured.push_back(std::move(m));
    }
    out.push_back(std::move(r));
  }
  return out;
}

Result<std::vector<ConsequenceReport>> load_consequences(const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return std::vector<ConsequenceReport>{};
  std::string error;
  auto text = xml::read_regular_file(path, &error);
  if (!text) return Error(path + ": " + error + " (expected a file written by `arbiter analyze --deep`)");
  return parse_consequence_json(*text, path);
}

Result<std::map<std::string, ConsequenceReport>> load_fresh_consequences(const std::string& path, const std::string& model_dir,
                                                                         const std::string& corpus_dir,
                                                                         const std::vector<std::string>& variants,
                                                                         std::vector<std::string>* stale) {
  auto all = load_consequences(path);
  if (!all) return Error(all.error());
  std::map<std::string, ConsequenceReport> out;
  for (const std::string& v : variants) {
    auto it = std::find_if(all->begin(), all->end(), [&](const ConsequenceReport& r) { return r.variant == v; });
    if (it != all->end() && it->error.empty() && it->key == consequence_key(v, model_dir, corpus_dir, it->options))
      out[v] = *it;
    else if (stale)
      stale->push_back(v);
  }
  return out;
}

void attach_consequences(catalog::ImpactsByVariant& impacts, const std::map<std::string, ConsequenceReport>& fresh) {
  for (const auto& [variant, report] : fresh) {
    std::vector<catalog::PointImpact>& mine = impacts[variant];
    for (const OptionConsequence& m : report.options_measured) {
      auto it = std::find_if(mine.begin(), mine.end(), [&](const catalog::PointImpact& i) { return i.point == m.point && i.option == m.option; });
      if (it == mine.end()) {
        mine.push_back({m.point, m.option, m.default_option, m.implemented, 0, 0});
        it = mine.end() - 1;
      }
      if (!m.implemented || !it->implemented) continue;
      it->deep = true;
      it->games = m.games;
      it->results_differ = m.results_differ;
      it->arises = m.arises;
      it->situations = m.situations;
      it->situations_arise = m.situations_arise;
      it->situation_results_differ = m.situation_results_differ;
      it->material_differs = m.material_differs;
      it->situation_material_differs = m.situation_material_differs;
      it->example = m.example;
    }
  }
}

}  // namespace arbiter
