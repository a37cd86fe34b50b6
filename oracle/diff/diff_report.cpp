// The diff (diff.h) for people (Markdown) and for tools (JSON), and the summary line both share.
#include <algorithm>
#include <sstream>

#include "oracle/diff/diff.h"
#include "oracle/diff/json.h"

namespace arbiter {
namespace {

constexpr Group kOrder[] = {Group::kClauses, Group::kPoints, Group::kScenarios, Group::kFindings, Group::kExplore, Group::kPerft};

std::string code(const std::string& s) { return "`" + s + "`"; }

std::string codes(const std::vector<std::string>& items) {
  std::string s;
  for (const auto& i : items) s += (s.empty() ? "" : ", ") + code(i);
  return s;
}

// A fact as one Markdown line: quotes in double quotes, everything else as written. In an entry that is
// added or removed a fact has one side; in a changed one, an empty side is shown as (none).
std::string fact_line(const Fact& f, const std::string& kind) {
  bool text = f.what.rfind("quote", 0) == 0 || f.what == "went stale" || f.what == "no longer stale";
  auto shown = [&](const std::string& v) { return v.empty() ? std::string("(none)") : text ? "\"" + v + "\"" : v; };
  if (f.what == "went stale") return "went stale: " + shown(f.from) + "\n    - document now: " + f.to;
  if (f.what == "why") return "why: " + f.to;
  bool one_sided = kind != "changed" || f.what == "quote added" || f.what == "quote removed" || f.what == "no longer stale";
  if (one_sided) return f.what + ": " + shown(f.from.empty() ? f.to : f.from);
  return f.what + ": " + shown(f.from) + " → " + shown(f.to);
}

json::Value change_json(const Change& c) {
  json::Value v = json::object();
  v.set("key", json::string(c.key));
  v.set("kind", json::string(c.kind));
  json::Value& facts = v.set("facts", json::array());
  for (const Fact& f : c.facts) {
    json::Value& one = facts.add(json::object());
    one.set("what", json::string(f.what));
    one.set("from", json::string(f.from));
    one.set("to", json::string(f.to));
  }
  if (!c.cites.empty()) v.set("cites", json::strings(c.cites));
  if (!c.revalidate_scenarios.empty() || !c.revalidate_findings.empty()) {
    json::Value& r = v.set("revalidate", json::object());
    r.set("scenarios", json::strings(c.revalidate_scenarios));
    if (!c.revalidate_first.empty()) r.set("first", json::strings(c.revalidate_first));
    r.set("findings", json::strings(c.revalidate_findings));
  }
  return v;
}

}  // namespace

std::string diff_summary(const DiffReport& d) {
  std::string s = "summary: ";
  for (Group g : kOrder) s += group_key(g) + " " + std::to_string(d.group(g).size()) + (g == Group::kPerft ? "; " : ", ");
  s += "documents " + std::to_string(d.documents.size()) + ": " + (d.changed() ? "changed" : "nothing changed");
  return s;
}

std::string diff_markdown(const DiffReport& d) {
  std::ostringstream md;
  md << "# arbiter diff\n\n- A: " << code(d.a_name) << (d.a_profile.empty() ? "" : ", profile " + code(d.a_profile)) << "\n- B: "
     << code(d.b_name) << (d.b_profile.empty() ? "" : ", profile " + code(d.b_profile)) << "\n";
  char threshold[32];
  std::snprintf(threshold, sizeof threshold, "%.1f%%", 100 * d.threshold);
  md << "- explore shares reported when they move by more than " << threshold << " of positions\n";
  std::string compared;
  for (const auto& c : d.compared) compared += (compared.empty() ? "" : ", ") + c;
  md << "- compared: " << (compared.empty() ? "nothing (the results hold no section in common)" : compared) << "\n";
  for (const auto& nc : d.not_compared) md << "- not compared: " << nc << "\n";
  for (const auto& e : d.a_errors) md << "- A's run reported: " << e << "\n";
  for (const auto& e : d.b_errors) md << "- B's run reported: " << e << "\n";
  md << "\n";
  bool documents = std::find(d.compared.begin(), d.compared.end(), "documents") != d.compared.end();
  if (documents && d.documents.empty()) {
    md << "Documents: unchanged.\n\n";
  } else if (!d.documents.empty()) {
    md << "Documents:\n";
    for (const Change& c : d.documents) {
      const Fact& f = c.facts.front();
      md << "- " << code(c.key) << " " << c.kind << (c.kind == "changed" ? " (sha256 " + f.from.substr(0, 12) + " → " + f.to.substr(0, 12) + ")" : "")
         << "\n";
    }
    md << "\n";
  }
  for (Group g : kOrder) {
    const auto& changes = d.group(g);
    if (changes.empty()) continue;
    std::string title = group_title(g);
    title[0] = static_cast<char>(title[0] - 'a' + 'A');
    md << "## " << title << " (" << changes.size() << ")\n\n";
    for (const Change& c : changes) {
      md << "- " << code(c.key) << " " << c.kind;
      if (!c.cites.empty()) md << " (cites " << codes(c.cites) << ")";
      md << "\n";
      for (const Fact& f : c.facts) md << "  - " << fact_line(f, c.kind) << "\n";
      // A changed value: how many verdicts moved, and the scenarios whose words state the old number first.
      if (std::any_of(c.facts.begin(), c.facts.end(), [](const Fact& f) { return f.what.rfind("value ", 0) == 0; }))
        md << "  - " << c.verdicts_changed << " of the " << c.revalidate_scenarios.size()
           << " scenarios citing it changed verdict\n";
      if (!c.revalidate_first.empty()) md << "  - re-validate first, their words state the old number: " << codes(c.revalidate_first) << "\n";
      // The others (the first ones are not repeated here; the JSON lists all of them, and `first` apart).
      const std::vector<std::string> rest(c.revalidate_scenarios.begin() + static_cast<long>(c.revalidate_first.size()),
                                          c.revalidate_scenarios.end());
      if (!rest.empty() || !c.revalidate_findings.empty()) {
        md << (c.revalidate_first.empty() ? "  - re-validate these:" : "  - then re-validate these:");
        if (!rest.empty()) md << " scenarios " << codes(rest) << (c.revalidate_findings.empty() ? "" : ";");
        if (!c.revalidate_findings.empty()) md << " findings " << codes(c.revalidate_findings);
        md << "\n";
      }
    }
    md << "\n";
  }
  md << diff_summary(d) << "\n";
  return md.str();
}

std::string diff_json(const DiffReport& d) {
  json::Value root = json::object();
  root.set("format", json::string("arbiter-diff"));
  root.set("version", json::integer(1));
  root.set("a", json::string(d.a_name));
  root.set("b", json::string(d.b_name));
  root.set("a_profile", json::string(d.a_profile));
  root.set("b_profile", json::string(d.b_profile));
  root.set("threshold", json::real(d.threshold, 4));
  root.set("compared", json::strings(d.compared));
  root.set("not_compared", json::strings(d.not_compared));
  root.set("a_errors", json::strings(d.a_errors));
  root.set("b_errors", json::strings(d.b_errors));
  json::Value& docs = root.set("documents", json::array());
  for (const Change& c : d.documents) docs.add(change_json(c));
  for (Group g : kOrder) {
    json::Value& list = root.set(group_key(g), json::array());
    for (const Change& c : d.group(g)) list.add(change_json(c));
  }
  json::Value& summary = root.set("summary", json::object());
  for (Group g : kOrder) summary.set(group_key(g), json::integer(static_cast<int64_t>(d.group(g).size())));
  summary.set("documents", json::integer(static_cast<int64_t>(d.documents.size())));
  summary.set("changed", json::boolean(d.changed()));
  return json::write(root);
}

}  // namespace arbiter
