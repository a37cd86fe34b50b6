// A shard's result of `arbiter explore` as JSON (oracle/diff/json.h), and the merge of the shards into the
// report of one unsharded run. Merging is exact because every count is a sum over games and the witness
// kept is the one from the lowest game (then ply): whichever shard found it, it is the one the unsharded run
// finds first, and shrinking it is deterministic.
#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>

#include "oracle/diff/json.h"
#include "oracle/diff/json_reader.h"
#include "oracle/explore/explore.h"
#include "oracle/scenarios/xml_strict.h"

namespace arbiter {
namespace {

constexpr const char* kFormat = "arbiter-explore-shard";
constexpr int kVersion = 1;

using Reader = json::Reader;

// The games of shard i of n among `games`.
int shard_games(int games, int shard, int shards) { return games >= shard ? (games - shard) / shards + 1 : 0; }

}  // namespace

std::string explore_shard_json(const ExploreRun& run) {
  const ExploreOptions& o = run.options;
  json::Value root = json::object();
  root.set("format", json::string(kFormat));
  root.set("version", json::integer(kVersion));
  root.set("seed", json::unsigned_integer(o.seed));
  root.set("games", json::integer(o.games));
  root.set("plies", json::integer(o.plies));
  if (o.compare_every > 1) root.set("compare_every", json::integer(o.compare_every));
  root.set("profile", json::string(run.profile));
  root.set("shard", json::integer(o.shard));
  root.set("shards", json::integer(o.shards));
  if (!run.key.empty()) root.set("key", json::string(run.key));
  json::Value& variants = root.set("variants", json::array());
  for (const ExploreReport& r : run.reports) {
    json::Value& v = variants.add(json::object());
    v.set("variant", json::string(r.variant));
    if (!r.error.empty()) {
      v.set("error", json::string(r.error));
      continue;
    }
    v.set("games", json::integer(r.games));
    v.set("positions", json::integer(r.positions));
    // In catalog order, so that every shard lists the same options in the same order.
    std::vector<OptionImpact> impacts = r.impacts;
    std::sort(impacts.begin(), impacts.end(), [](const OptionImpact& a, const OptionImpact& b) { return a.order < b.order; });
    json::Value& options = v.set("options", json::array());
    for (const OptionImpact& i : impacts) {
      json::Value& x = options.add(json::object());
      x.set("point", json::string(i.point));
      x.set("option", json::string(i.option));
      x.set("default", json::string(i.default_option));
      x.set("implemented", json::boolean(i.implemented));
      x.set("positions", json::integer(i.positions));
      x.set("moves_differ", json::integer(i.moves_differ));
      x.set("verdict_differs", json::integer(i.verdict_differs));
      if (i.witness.empty()) continue;
      json::Value& w = x.set("witness", json::object());
      w.set("game", json::integer(i.witness_game));
      w.set("ply", json::integer(i.witness_ply));
      w.set("fen", json::string(i.witness));
      w.set("only_default", json::strings(i.only_default));
      w.set("only_option", json::strings(i.only_option));
    }
  }
  return json::write(root);
}

Result<ExploreRun> parse_explore_shard(const std::string& text, const std::string& name) {
  const std::string hint = " (expected a shard result written by `arbiter explore --shard I/N --json FILE`)";
  auto doc = json::parse(text, name);
  if (!doc) return Error(doc.error() + hint);
  const json::Value& root = *doc;
  Reader in(name);
  const json::Value* format = root.type == json::Type::kObject ? root.find("format") : nullptr;
  if (!format || format->type != json::Type::kString || format->text != kFormat) {
    in.fail(format ? *format : root, format ? "format" : "",
            std::string("not an explore shard result: expected an object with \"format\": \"") + kFormat + "\"" + hint);
    return Error(in.error());
  }
  ExploreRun run;
  ExploreOptions& o = run.options;
  int version = 0;
  auto line = [&](const std::string& key, const json::Value& v) { run.lines[key] = v.line; };
  constexpr int64_t kMax = 2147483647;
  bool ok = in.members(root, "", {"format", "version", "seed", "games", "plies", "profile", "shard", "shards", "variants"},
                       {"compare_every", "key"}) &&
            in.whole(root, "", "version", version, 0, kMax) &&
            (version == kVersion || in.fail(*root.find("version"), "version", "expected " + std::to_string(kVersion) + ", found " +
                                                                              std::to_string(version) + " (written by another arbiter)")) &&
            in.whole(root, "", "seed", o.seed, 0, 4294967295) && in.whole(root, "", "games", o.games, 1, kMax) &&
            in.whole(root, "", "plies", o.plies, 1, kMax) && in.text(root, "", "profile", run.profile) &&
            in.whole(root, "", "shards", o.shards, 1, kMax) && in.whole(root, "", "shard", o.shard, 1, o.shards) &&
            in.type(*root.find("variants"), "variants", json::Type::kArray) &&
            (!root.find("compare_every") || in.whole(root, "", "compare_every", o.compare_every, 2, kMax)) &&
            in.text(root, "", "key", run.key);
  if (!ok) return Error(in.error());
  for (const char* key : {"seed", "games", "plies", "profile", "shard", "shards", "variants"}) line(key, *root.find(key));
  if (const json::Value* every = root.find("compare_every")) line("compare_every", *every);
  const int games = shard_games(o.games, o.shard, o.shards);
  const auto& items = root.find("variants")->items;
  for (size_t k = 0; k < items.size(); ++k) {
    const json::Value& v = items[k];
    std::string path = "variants[" + std::to_string(k) + "]";
    line(path, v);
    ExploreReport r;
    r.compare_every = o.compare_every;
    if (!in.members(v, path, {"variant"}, {"error", "games", "positions", "options"}) || !in.text(v, path, "variant", r.variant) ||
        !in.text(v, path, "error", r.error))
      return Error(in.error());
    if (!r.error.empty()) {
      if (v.members.size() != 2) return in.refuse(v, path, "expected only \"variant\" and \"error\" for a variant not explored");
      run.reports.push_back(std::move(r));
      continue;
    }
    if (!in.members(v, path, {"variant", "games", "positions", "options"}) ||
        !in.whole(v, path, "games", r.games, games, games) ||
        !in.whole(v, path, "positions", r.positions, o.compare_every > 1 ? 0 : r.games, static_cast<int64_t>(r.games) * o.plies) ||
        !in.type(*v.find("options"), path + ".options", json::Type::kArray))
      return Error(in.error());
    const auto& opts = v.find("options")->items;
    for (size_t j = 0; j < opts.size(); ++j) {
      const json::Value& x = opts[j];
      std::string p = path + ".options[" + std::to_string(j) + "]";
      line(p, x);
      OptionImpact i;
      i.order = static_cast<int>(j);
      if (!in.members(x, p, {"point", "option", "default", "implemented", "positions", "moves_differ", "verdict_differs"}, {"witness"}) ||
          !in.text(x, p, "point", i.point) || !in.text(x, p, "option", i.option) || !in.text(x, p, "default", i.default_option) ||
          !in.flag(x, p, "implemented", i.implemented) ||
          !in.whole(x, p, "positions", i.positions, 0, i.implemented ? r.positions : 0) ||
          !in.whole(x, p, "moves_differ", i.moves_differ, 0, i.positions) ||
          !in.whole(x, p, "verdict_differs", i.verdict_differs, 0, i.positions - i.moves_differ))
        return Error(in.error());
      const json::Value* w = x.find("witness");
      bool differs = i.moves_differ + i.verdict_differs > 0;
      if (!w && differs) return in.refuse(x, p, "missing member \"witness\" (the counts say the option differs)");
      if (w && !differs) return in.refuse(*w, p + ".witness", "unexpected: the counts say the option never differs");
      if (w) {
        std::string wp = p + ".witness";
        if (!in.members(*w, wp, {"game", "ply", "fen", "only_default", "only_option"}) ||
            !in.whole(*w, wp, "game", i.witness_game, 0, o.games - 1) || !in.whole(*w, wp, "ply", i.witness_ply, 0, o.plies - 1) ||
            !in.text(*w, wp, "fen", i.witness) || !in.text_list(*w, wp, "only_default", i.only_default) ||
            !in.text_list(*w, wp, "only_option", i.only_option))
          return Error(in.error());
        if (i.witness_game % o.shards != o.shard - 1)
          return in.refuse(*w->find("game"), wp + ".game",
                         "game " + std::to_string(i.witness_game) + " is not one of shard " + std::to_string(o.shard) + "/" +
                             std::to_string(o.shards) + "'s games (g mod " + std::to_string(o.shards) + " = " + std::to_string(o.shard - 1) + ")");
        if (i.witness.empty()) return in.refuse(*w->find("fen"), wp + ".fen", "expected a FEN, found an empty string");
      }
      r.impacts.push_back(std::move(i));
    }
    run.reports.push_back(std::move(r));
  }
  return run;
}

Result<ExploreRun> load_explore_shard(const std::string& path) {
  std::string error;  // a FIFO or a device named like an input is refused, never read (it may block or not end)
  auto text = xml::read_regular_file(path, &error);
  if (!text)
    return Error(path + ": " + error + " (expected a shard result written by `arbiter explore --shard I/N --json FILE`)");
  return parse_explore_shard(*text, path);
}

Result<ExploreRun> merge_explore_shards(const std::vector<ExploreRun>& runs, const std::vector<std::string>& names) {
  if (runs.empty()) return Error("no shard results to merge");
  const ExploreRun& head = runs[0];
  const ExploreOptions& h = head.options;
  auto where = [&](size_t k, const std::string& key) {
    auto it = runs[k].lines.find(key);
    return names[k] + ":" + std::to_string(it == runs[k].lines.end() ? 0 : it->second) + ": ";
  };
  const std::string other = " (shards of different runs cannot be merged)";
  std::vector<int> seen(static_cast<size_t>(h.shards), -1);
  ExploreRun merged;
  merged.options = h;
  merged.options.shard = 1;
  merged.options.shards = 1;
  merged.profile = head.profile;
  for (size_t k = 0; k < runs.size(); ++k) {
    const ExploreRun& run = runs[k];
    const ExploreOptions& o = run.options;
    auto differs = [&](const char* key, const std::string& found, const std::string& expected) {
      return Error(where(k, key) + key + " is " + found + ", expected " + expected + " as in " + names[0] + other);
    };
    if (o.seed != h.seed) return differs("seed", std::to_string(o.seed), std::to_string(h.seed));
    if (o.games != h.games) return differs("games", std::to_string(o.games), std::to_string(h.games));
    if (o.plies != h.plies) return differs("plies", std::to_string(o.plies), std::to_string(h.plies));
    if (o.compare_every != h.compare_every)
      return differs("compare_every", std::to_string(o.compare_every), std::to_string(h.compare_every));
    if (run.profile != head.profile) return differs("profile", "\"" + run.profile + "\"", "\"" + head.profile + "\"");
    if (o.shards != h.shards) return differs("shards", std::to_string(o.shards), std::to_string(h.shards));
    int& first = seen[static_cast<size_t>(o.shard - 1)];
    if (first >= 0)
      return Error(where(k, "shard") + "shard " + std::to_string(o.shard) + "/" + std::to_string(o.shards) + " again (already " +
                   names[static_cast<size_t>(first)] + "); expected each shard once");
    first = static_cast<int>(k);
    std::string expected_variants, found_variants;
    for (const auto& r : head.reports) expected_variants += (expected_variants.empty() ? "" : ", ") + r.variant;
    for (const auto& r : run.reports) found_variants += (found_variants.empty() ? "" : ", ") + r.variant;
    if (found_variants != expected_variants)
      return Error(where(k, "variants") + "variants are [" + found_variants + "], expected [" + expected_variants + "] as in " + names[0] + other);
  }
  for (size_t s = 0; s < seen.size(); ++s)
    if (seen[s] < 0)
      return Error("shard " + std::to_string(s + 1) + "/" + std::to_string(h.shards) + " is missing: expected one file for each of shards 1 to " +
                   std::to_string(h.shards) + " (given: " + std::to_string(runs.size()) + (runs.size() == 1 ? " file)" : " files)"));

  for (size_t v = 0; v < head.reports.size(); ++v) {
    ExploreReport out = head.reports[v];
    out.games = out.positions = 0;
    for (auto& i : out.impacts) {
      i.positions = i.moves_differ = i.verdict_differs = 0;
      i.witness.clear();
      i.witness_game = i.witness_ply = -1;
      i.only_default.clear();
      i.only_option.clear();
    }
    for (size_t k = 0; k < runs.size(); ++k) {
      const ExploreReport& r = runs[k].reports[v];
      std::string at = "variants[" + std::to_string(v) + "]";
      if (r.error != out.error)
        return Error(where(k, at) + r.variant + ": " + (r.error.empty() ? "explored" : "not explored (" + r.error + ")") + ", but " +
                     (out.error.empty() ? "explored" : "not explored") + " in " + names[0] + other);
      if (r.impacts.size() != out.impacts.size())
        return Error(where(k, at) + r.variant + ": " + std::to_string(r.impacts.size()) + " options, expected " + std::to_string(out.impacts.size()) +
                     " as in " + names[0] + other);
      out.games += r.games;
      out.positions += r.positions;
      for (size_t j = 0; j < r.impacts.size(); ++j) {
        const OptionImpact& i = r.impacts[j];
        OptionImpact& m = out.impacts[j];
        if (i.point != m.point || i.option != m.option || i.default_option != m.default_option || i.implemented != m.implemented)
          return Error(where(k, at + ".options[" + std::to_string(j) + "]") + r.variant + ": option " + i.point + "=" + i.option + " (vs " +
                       i.default_option + (i.implemented ? "" : ", not implemented") + "), expected " + m.point + "=" + m.option + " (vs " +
                       m.default_option + (m.implemented ? "" : ", not implemented") + ") as in " + names[0] + other);
        m.positions += i.positions;
        m.moves_differ += i.moves_differ;
        m.verdict_differs += i.verdict_differs;
        bool earlier = m.witness.empty() || std::pair(i.witness_game, i.witness_ply) < std::pair(m.witness_game, m.witness_ply);
        if (!i.witness.empty() && earlier) {
          m.witness = i.witness;
          m.witness_game = i.witness_game;
          m.witness_ply = i.witness_ply;
          m.only_default = i.only_default;
          m.only_option = i.only_option;
        }
      }
    }
    rank_impacts(out.impacts);
    merged.reports.push_back(std::move(out));
  }
  return merged;
}

}  // namespace arbiter
