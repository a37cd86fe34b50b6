// The check result as a JSON file (check_result.h), written and read back strictly.
#include <charconv>
#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <map>
#include <type_traits>
#include <sstream>

#include "oracle/diff/check_result.h"

#include <cstdint>
#include "oracle/diff/json.h"
#include "oracle/diff/json_reader.h"
#include "oracle/scenarios/xml_strict.h"

namespace arbiter {
namespace {

constexpr const char* kFormat = "arbiter-check-result";
constexpr int kVersion = 1;

// --- writing -------------------------------------------------------------------------------------

json::Value quote_json(const QuoteRecord& q) {
  json::Value v = json::object();
  v.set("text", json::string(q.text));
  v.set("stale", json::boolean(q.stale));
  if (q.stale) v.set("nearest", json::string(q.nearest));
  return v;
}

template <typename T, typename F>
void section(json::Value& root, bool held, const char* name, const std::vector<T>& items, F to_json) {
  if (!held) return;
  json::Value& list = root.set(name, json::array());
  for (const T& item : items) list.add(to_json(item));
}

// --- reading -------------------------------------------------------------------------------------

// The shared reader (json_reader.h), and the lists of records the check result holds.
class Reader : public json::Reader {
 public:
  using json::Reader::Reader;
  // Each item of obj[name], read by `one(item, its path, record)`, when the member is present. Records with
  // a key() are unique by it.
  template <typename T, typename F>
  bool list(const json::Value& obj, const std::string& prefix, const char* name, bool& held, std::vector<T>& out, F one) {
    const json::Value* v = obj.find(name);
    held = v != nullptr;
    if (!v) return true;
    std::string path = prefix.empty() ? name : prefix + "." + name;
    if (!type(*v, path, json::Type::kArray)) return false;
    std::map<std::string, size_t> seen;
    for (size_t i = 0; i < v->items.size(); ++i) {
      out.emplace_back();
      std::string at = path + "[" + std::to_string(i) + "]";
      if (!one(v->items[i], at, out.back())) return false;
      if constexpr (requires { out.back().key(); }) {
        auto [it, fresh] = seen.emplace(out.back().key(), i);
        if (!fresh) return fail(v->items[i], at, "\"" + it->first + "\" again (already " + path + "[" + std::to_string(it->second) + "]); expected each key once");
      }
    }
    return true;
  }
};

const std::initializer_list<const char*> kVerdicts = {"pass", "fail", "xfail", "xpass", "skip", "not-judged", "not-runnable"};
const std::initializer_list<const char*> kSeverities = {"high", "medium", "low"};

}  // namespace

std::string check_result_json(const CheckResult& r) {
  json::Value root = json::object();
  root.set("format", json::string(kFormat));
  root.set("version", json::integer(kVersion));
  root.set("profile", json::string(r.profile));
  root.set("errors", json::strings(r.errors));
  section(root, r.has_documents, "documents", r.documents, [](const DocumentRecord& d) {
    json::Value v = json::object();
    v.set("variant", json::string(d.variant));
    v.set("path", json::string(d.path));
    v.set("sha256", json::string(d.sha256));
    return v;
  });
  section(root, r.has_clauses, "clauses", r.clauses, [](const ClauseRecord& c) {
    json::Value v = json::object();
    v.set("variant", json::string(c.variant));
    v.set("id", json::string(c.id));
    v.set("status", json::string(c.status));
    v.set("section", json::string(c.section));
    json::Value& quotes = v.set("quotes", json::array());
    for (const QuoteRecord& q : c.quotes) quotes.add(quote_json(q));
    if (!c.values.empty()) {
      json::Value& values = v.set("values", json::array());
      for (const ValueRecord& x : c.values) {
        json::Value value = json::object();
        value.set("name", json::string(x.name));
        value.set("value", json::integer(x.value));
        value.set("literal", json::string(x.literal));
        values.add(std::move(value));
      }
    }
    return v;
  });
  section(root, r.has_points, "points", r.points, [](const PointRecord& p) {
    json::Value v = json::object();
    v.set("variant", json::string(p.variant));
    v.set("id", json::string(p.id));
    v.set("default", json::string(p.default_option));
    v.set("options", json::strings(p.options));
    json::Value& quotes = v.set("quotes", json::array());
    for (const QuoteRecord& q : p.quotes) quotes.add(quote_json(q));
    return v;
  });
  section(root, r.has_scenarios, "scenarios", r.scenarios, [](const ScenarioRecord& s) {
    json::Value v = json::object();
    v.set("variant", json::string(s.variant));
    v.set("topic", json::string(s.topic));
    v.set("id", json::string(s.id));
    v.set("verdict", json::string(s.verdict));
    v.set("clauses", json::strings(s.clauses));
    v.set("requires", json::strings(s.required));
    if (!s.message.empty()) v.set("message", json::string(s.message));
    if (!s.words.empty()) v.set("words", json::string(s.words));
    return v;
  });
  section(root, r.has_findings, "findings", r.findings, [](const FindingRecord& f) {
    json::Value v = json::object();
    v.set("variant", json::string(f.variant));
    v.set("id", json::string(f.id));
    v.set("kind", json::string(f.kind));
    v.set("severity", json::string(f.severity));
    if (f.rank > 0) v.set("rank", json::integer(f.rank));
    v.set("clauses", json::strings(f.clauses));
    return v;
  });
  section(root, r.has_explore, "explore", r.explore, [](const ExploreRecord& e) {
    json::Value v = json::object();
    v.set("variant", json::string(e.variant));
    v.set("point", json::string(e.point));
    v.set("option", json::string(e.option));
    v.set("baseline", json::string(e.baseline));
    v.set("implemented", json::boolean(e.implemented));
    v.set("positions", json::integer(e.positions));
    v.set("differing", json::integer(e.differing));
    v.set("share", json::real(e.share, 4));
    v.set("witness", json::string(e.witness));
    return v;
  });
  section(root, r.has_perft, "perft", r.perft, [](const PerftRecord& p) {
    json::Value v = json::object();
    v.set("variant", json::string(p.variant));
    v.set("position", json::string(p.position));
    v.set("depth", json::integer(p.depth));
    v.set("published", json::unsigned_integer(p.published));
    v.set("model", json::unsigned_integer(p.model));
    if (!p.error.empty()) v.set("error", json::string(p.error));
    return v;
  });
  return json::write(root);
}

Result<CheckResult> parse_check_result(const std::string& text, const std::string& name) {
  auto doc = json::parse(text, name);
  if (!doc) return Error(doc.error() + " (a truncated or damaged check result? write one with `arbiter check --json FILE`)");
  const json::Value& root = *doc;
  Reader in(name);
  const json::Value* format = root.type == json::Type::kObject ? root.find("format") : nullptr;
  if (!format || format->type != json::Type::kString || format->text != kFormat) {
    in.fail(format ? *format : root, format ? "format" : "",
            std::string("not an arbiter check result: expected an object with \"format\": \"") + kFormat +
                "\" (written by `arbiter check --json FILE`), found " +
                (format ? json::describe(format->type) + (format->type == json::Type::kString ? " \"" + format->text + "\"" : "")
                        : json::describe(root.type) + (root.type == json::Type::kObject ? " without \"format\"" : "")));
    return Error(in.error());
  }
  CheckResult r;
  int version = 0;
  bool ok = in.members(root, "", {"format", "version", "profile", "errors"},
                       {"documents", "clauses", "points", "scenarios", "findings", "explore", "perft"}) &&
            in.whole(root, "", "version", version) &&
            (version == kVersion || in.fail(*root.find("version"), "version", "expected " + std::to_string(kVersion) +
                                                                               ", found " + std::to_string(version) + " (written by another arbiter)")) &&
            in.text(root, "", "profile", r.profile) && in.text_list(root, "", "errors", r.errors);
  auto read_quote = [&](const json::Value& q, const std::string& at, QuoteRecord& quote) {
    return in.members(q, at, {"text", "stale"}, {"nearest"}) && in.text(q, at, "text", quote.text) &&
           in.flag(q, at, "stale", quote.stale) && in.text(q, at, "nearest", quote.nearest);
  };
  ok = ok && in.list(root, "", "documents", r.has_documents, r.documents, [&](const json::Value& v, const std::string& p, DocumentRecord& d) {
    return in.members(v, p, {"variant", "path", "sha256"}) && in.text(v, p, "variant", d.variant) && in.text(v, p, "path", d.path) &&
           in.text(v, p, "sha256", d.sha256);
  });
  ok = ok && in.list(root, "", "clauses", r.has_clauses, r.clauses, [&](const json::Value& v, const std::string& p, ClauseRecord& c) {
    if (!(in.members(v, p, {"variant", "id", "status", "section", "quotes"}, {"values"}) && in.text(v, p, "variant", c.variant) &&
          in.text(v, p, "id", c.id) && in.one_of(v, p, "status", {"pending", "implemented", "interpreted", "not-implementable"}, c.status) &&
          in.one_of(v, p, "section", {"body", "changelog", "diagram"}, c.section)))
      return false;
    bool held = false;
    bool values_held = false;
    return in.list(v, p, "quotes", held, c.quotes, read_quote) &&
           in.list(v, p, "values", values_held, c.values, [&](const json::Value& x, const std::string& at, ValueRecord& value) {
             return in.members(x, at, {"name", "value", "literal"}) && in.text(x, at, "name", value.name) &&
                    in.whole(x, at, "value", value.value, INT32_MIN, INT32_MAX) && in.text(x, at, "literal", value.literal);
           });
  });
  ok = ok && in.list(root, "", "points", r.has_points, r.points, [&](const json::Value& v, const std::string& p, PointRecord& pt) {
    bool held = false;
    return in.members(v, p, {"variant", "id", "default", "options", "quotes"}) && in.text(v, p, "variant", pt.variant) &&
           in.text(v, p, "id", pt.id) && in.text(v, p, "default", pt.default_option) && in.text_list(v, p, "options", pt.options) &&
           in.list(v, p, "quotes", held, pt.quotes, read_quote);
  });
  ok = ok && in.list(root, "", "scenarios", r.has_scenarios, r.scenarios, [&](const json::Value& v, const std::string& p, ScenarioRecord& s) {
    return in.members(v, p, {"variant", "topic", "id", "verdict", "clauses", "requires"}, {"message", "words"}) &&
           in.text(v, p, "variant", s.variant) && in.text(v, p, "topic", s.topic) && in.text(v, p, "id", s.id) &&
           in.one_of(v, p, "verdict", kVerdicts, s.verdict) && in.text_list(v, p, "clauses", s.clauses) &&
           in.text_list(v, p, "requires", s.required) && in.text(v, p, "message", s.message) && in.text(v, p, "words", s.words);
  });
  ok = ok && in.list(root, "", "findings", r.has_findings, r.findings, [&](const json::Value& v, const std::string& p, FindingRecord& f) {
    return in.members(v, p, {"variant", "id", "kind", "severity", "clauses"}, {"rank"}) && in.text(v, p, "variant", f.variant) &&
           in.text(v, p, "id", f.id) && in.text(v, p, "kind", f.kind) && in.one_of(v, p, "severity", kSeverities, f.severity) &&
           in.whole(v, p, "rank", f.rank) && in.text_list(v, p, "clauses", f.clauses);
  });
  ok = ok && in.list(root, "", "explore", r.has_explore, r.explore, [&](const json::Value& v, const std::string& p, ExploreRecord& e) {
    return in.members(v, p, {"variant", "point", "option", "baseline", "implemented", "positions", "differing", "share", "witness"}) &&
           in.text(v, p, "variant", e.variant) && in.text(v, p, "point", e.point) && in.text(v, p, "option", e.option) &&
           in.text(v, p, "baseline", e.baseline) && in.flag(v, p, "implemented", e.implemented) &&
           in.whole(v, p, "positions", e.positions) && in.whole(v, p, "differing", e.differing) && in.fraction(v, p, "share", e.share) &&
           in.text(v, p, "witness", e.witness);
  });
  ok = ok && in.list(root, "", "perft", r.has_perft, r.perft, [&](const json::Value& v, const std::string& p, PerftRecord& pr) {
    return in.members(v, p, {"variant", "position", "depth", "published", "model"}, {"error"}) && in.text(v, p, "variant", pr.variant) &&
           in.text(v, p, "position", pr.position) && in.whole(v, p, "depth", pr.depth) && in.whole(v, p, "published", pr.published) &&
           in.whole(v, p, "model", pr.model) && in.text(v, p, "error", pr.error);
  });
  if (!ok) return Error(in.error());
  return r;
}

Result<CheckResult> load_check_result(const std::string& path) {
  std::string error;  // a FIFO or a device named like an input is refused, never read (it may block or not end)
  auto text = xml::read_regular_file(path, &error);
  if (!text)
    return Error(path + ": " + error + " (expected a check result written by `arbiter check --json FILE`)");
  return parse_check_result(*text, path);
}

}  // namespace arbiter
