#include "oracle/catalog/findings_report.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <sstream>

#include "oracle/common/atomic_file.h"

namespace arbiter::catalog {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

namespace {


std::string json_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + json_string(items[i]);
  return out + "]";
}

std::string lines_of(const FindingQuote& q) {
  if (q.first_line == 0) return "not found in the document";
  return q.first_line == q.last_line ? "line " + std::to_string(q.first_line)
                                     : "lines " + std::to_string(q.first_line) + "-" + std::to_string(q.last_line);
}

// "lines 12, 40-41": where a finding's quotes stand.
std::string where(const Finding& f) {
  std::vector<std::string> seen;
  for (const FindingQuote& q : f.quotes) {
    if (q.first_line == 0) continue;
    std::string l = q.first_line == q.last_line ? std::to_string(q.first_line) : std::to_string(q.first_line) + "-" + std::to_string(q.last_line);
    if (std::find(seen.begin(), seen.end(), l) == seen.end()) seen.push_back(l);
  }
  std::string out;
  for (const auto& l : seen) out += (out.empty() ? "" : ", ") + l;
  if (out.empty()) return "";
  return (seen.size() == 1 && seen[0].find('-') == std::string::npos ? "line " : "lines ") + out;
}

// Compact: a heading, then one bullet per part, no blank lines inside a finding.
void finding_markdown(std::ostringstream& md, const Finding& f) {
  md << "\n### " << f.rank << ". `" << f.id << "`\n";
  md << "- " << to_string(f.kind) << ", " << to_string(f.severity) << "; ranked by " << (f.basis == "measured" ? "measured impact: " : "rule: ")
     << f.impact_text << "\n";
  if (!f.why.empty()) md << "- why here: " << f.why << "\n";
  if (f.quotes.size() == 1) {
    md << "- the text says (" << lines_of(f.quotes[0]) << "): \"" << f.quotes[0].text << "\"\n";
  } else if (!f.quotes.empty()) {
    md << "- the text says:\n";
    for (const FindingQuote& q : f.quotes) md << "  - " << lines_of(q) << ": \"" << q.text << "\"\n";
  }
  if (f.kind == FindingKind::kAmbiguity) {
    md << "- left open: " << f.explanation << "\n- readings:\n";
    for (const FindingOption& o : f.options) md << "  - `" << o.id << "`: " << o.text << "\n";
    if (!f.situation.empty()) md << "- where they differ: " << f.situation << "\n";
    if (!f.no_board.empty()) md << "- no board: " << f.no_board << "\n";
  } else {
    md << "- found: " << f.explanation << "\n";
    if (!f.situation.empty()) md << "- situation: " << f.situation << "\n";
  }
  if (!f.evidence.empty()) {
    md << "- evidence (the same question, as the analyses see it):\n";
    for (const Finding& e : f.evidence) {
      std::string at = where(e);
      md << "  - " << to_string(e.kind) << " `" << e.id << "`" << (at.empty() ? "" : " (" + at + ")") << ": " << e.explanation << "\n";
    }
  }
  std::vector<std::string> notes = f.notes;
  for (const Finding& e : f.evidence)
    for (const std::string& n : e.notes)
      if (std::find(notes.begin(), notes.end(), n) == notes.end()) notes.push_back(n);
  if (!notes.empty()) {
    md << "- for implementers:";
    for (const std::string& n : notes) md << " " << n << (n.empty() || n.back() == '.' ? "" : ".");
    md << "\n";
  }
}

void quotes_json(std::ostringstream& js, const std::vector<FindingQuote>& quotes) {
  js << "[";
  for (size_t q = 0; q < quotes.size(); ++q)
    js << (q ? ", " : "") << "{\"source\": " << json_string(quotes[q].source) << ", \"lines\": [" << quotes[q].first_line << ", "
       << quotes[q].last_line << "], \"text\": " << json_string(quotes[q].text) << "}";
  js << "]";
}

void finding_json(std::ostringstream& js, const Finding& f, const std::string& indent, bool top) {
  js << "{\"id\": " << json_string(f.id) << ", \"kind\": " << json_string(to_string(f.kind)) << ", \"severity\": " << json_string(to_string(f.severity));
  if (top) {
    char impact[32];
    std::snprintf(impact, sizeof impact, "%.4f", f.impact);
    js << ", \"rank\": " << f.rank << ", \"basis\": " << json_string(f.basis) << ", \"impact\": " << (f.impact < 0 ? "null" : impact)
       << ",\n" << indent << " \"impact_text\": " << json_string(f.impact_text) << ",\n" << indent << " \"why\": " << json_string(f.why);
  }
  js << ",\n" << indent << " \"clauses\": " << json_list(f.clauses) << ", \"terms\": " << json_list(f.terms) << ",\n" << indent << " \"quotes\": ";
  quotes_json(js, f.quotes);
  js << ",\n" << indent << " \"explanation\": " << json_string(f.explanation) << ",\n" << indent << " \"situation\": " << json_string(f.situation);
  if (!f.no_board.empty()) js << ",\n" << indent << " \"no_board\": " << json_string(f.no_board);
  if (!f.options.empty()) {
    js << ",\n" << indent << " \"options\": [";
    for (size_t o = 0; o < f.options.size(); ++o)
      js << (o ? ", " : "") << "{\"id\": " << json_string(f.options[o].id) << ", \"default\": " << (f.options[o].is_default ? "true" : "false")
         << ", \"text\": " << json_string(f.options[o].text) << "}";
    js << "]";
  }
  if (!f.scenarios.empty()) js << ",\n" << indent << " \"scenarios\": " << json_string(f.scenarios);
  if (!f.notes.empty()) js << ",\n" << indent << " \"implementer_notes\": " << json_list(f.notes);
  if (!f.evidence.empty()) {
    js << ",\n" << indent << " \"evidence\": [";
    for (size_t i = 0; i < f.evidence.size(); ++i) {
      js << (i ? "," : "") << "\n" << indent << "   ";
      finding_json(js, f.evidence[i], indent + "   ", false);
    }
    js << "]";
  }
  js << "}";
}

}  // namespace

std::map<FindingKind, int> VariantFindings::counts() const {
  std::map<FindingKind, int> out;
  for (FindingKind k : kAllFindingKinds) out[k] = 0;
  for (const Finding& f : findings) out[f.kind]++;
  return out;
}

std::map<FindingKind, int> VariantFindings::evidence_counts() const {
  std::map<FindingKind, int> out;
  for (FindingKind k : kAllFindingKinds) out[k] = 0;
  for (const Finding& f : findings)
    for (const Finding& e : f.evidence) out[e.kind]++;
  return out;
}

std::vector<VariantFindings> analyze_catalogs(const std::string& model_dir, const std::vector<std::string>& variants,
                                              const ScenarioPairs& covered, const ImpactsByVariant& impacts) {
  std::vector<VariantFindings> out;
  for (const std::string& v : variants.empty() ? catalog_variants(model_dir) : variants) {
    VariantFindings r;
    r.variant = v;
    std::string path = catalog_path(model_dir, v);
    r.catalog = shown_path(path);
    auto cat = load_catalog(path);
    auto doc = cat ? read_text_file(cat->document_path) : Result<std::string>(Error{cat.error()});
    if (!cat) {
      r.error = cat.error();
    } else if (!doc) {
      r.error = path + ": document=\"" + cat->document + "\": " + doc.error();
    } else {
      auto it = impacts.find(v);
      r.findings = report_findings(*cat, *doc, covered, it == impacts.end() ? nullptr : &it->second);
    }
    out.push_back(std::move(r));
  }
  return out;
}

std::string format_counts(const VariantFindings& r) {
  std::string out;
  for (const auto& [kind, n] : r.counts()) out += (out.empty() ? "" : ", ") + to_string(kind) + " " + std::to_string(n);
  int attached = 0;
  for (const auto& [kind, n] : r.evidence_counts()) attached += n;
  return out + "; " + std::to_string(attached) + " more attached as evidence";
}

std::string findings_markdown(const std::vector<VariantFindings>& results, const FamilyReport* family) {
  std::ostringstream md;
  md << "# Findings of the rule documents\n\n"
     << "Generated by `arbiter check` (and `arbiter analyze`) from the clause catalogs (`model/<variant>/rules.xml`); do not edit.\n"
     << "One finding per question: a contradiction, gap, undefined term or diagram remark that asks the same question as an\n"
     << "interpretation point is shown as evidence under that point's ambiguity. Within a variant, findings are ranked by\n"
     << "severity, the catalog's judgement moved at most one band by measurement: up when a reading changes the result of a\n"
     << "paired game (`arbiter analyze --deep`: the same seeds under both readings, from the start and from the scenario\n"
     << "setups of the point's clauses; a policy that takes a winning capture, avoids a move that loses at once, else plays\n"
     << "at random), down only when the point's situation itself was measured and nothing differed there. Within a band:\n"
     << "readings that change results, then readings that change play (legal actions, verdicts, a move's effect), then the\n"
     << "findings ranked by rule, then those measured without a difference. Each finding says why it stands where it\n"
     << "stands (`oracle/catalog/findings_rank.h`). Line numbers are those of the variant's `document.txt`.\n"
     << (family ? "The questions the sister documents settle differently follow the table (\"The family of documents\"), before the\n"
                  "variants.\n\n"
                : "\n");
  md << "| variant |";
  for (FindingKind k : kAllFindingKinds) md << " " << to_string(k) << " |";
  md << " total | measured | attached as evidence |\n|---|";
  for (size_t i = 0; i < std::size(kAllFindingKinds) + 3; ++i) md << "---|";
  md << "\n";
  for (const VariantFindings& r : results) {
    md << "| " << r.variant << " |";
    if (!r.error.empty()) {
      md << " catalog not loaded |";
      for (size_t i = 1; i < std::size(kAllFindingKinds) + 3; ++i) md << " |";
      md << "\n";
      continue;
    }
    for (const auto& [kind, n] : r.counts()) md << " " << n << " |";
    int measured = 0, attached = 0;
    for (const Finding& f : r.findings) {
      measured += f.basis == "measured";
      attached += static_cast<int>(f.evidence.size());
    }
    md << " " << r.findings.size() << " | " << measured << " | " << attached << " |\n";
  }
  if (family) md << "\n" << family_markdown(*family);
  for (const VariantFindings& r : results) {
    md << "\n## " << r.variant << "\n\nCatalog: `" << r.catalog << "`.\n";
    if (!r.error.empty()) {
      md << "\n**The catalog could not be loaded:**\n\n```\n" << r.error << "\n```\n";
      continue;
    }
    for (const Finding& f : r.findings) finding_markdown(md, f);
  }
  return md.str();
}

std::string findings_json(const std::vector<VariantFindings>& results, const FamilyReport* family) {
  std::ostringstream js;
  js << "{\n  \"generated_by\": \"arbiter analyze\",\n  \"variants\": [";
  for (size_t vi = 0; vi < results.size(); ++vi) {
    const VariantFindings& r = results[vi];
    js << (vi ? "," : "") << "\n    {\n      \"variant\": " << json_string(r.variant) << ",\n      \"catalog\": " << json_string(r.catalog);
    if (!r.error.empty()) {
      js << ",\n      \"error\": " << json_string(r.error) << "\n    }";
      continue;
    }
    for (const auto& [name, counts] : {std::pair{"counts", r.counts()}, std::pair{"evidence_counts", r.evidence_counts()}}) {
      js << ",\n      \"" << name << "\": {";
      bool first = true;
      for (const auto& [kind, n] : counts) {
        js << (first ? "" : ", ") << json_string(to_string(kind)) << ": " << n;
        first = false;
      }
      js << "}";
    }
    js << ",\n      \"findings\": [";
    for (size_t i = 0; i < r.findings.size(); ++i) {
      js << (i ? "," : "") << "\n        ";
      finding_json(js, r.findings[i], "        ", true);
    }
    js << "\n      ]\n    }";
  }
  js << "\n  ]";
  if (family) js << ",\n  \"family\": " << family_json(*family);
  js << "\n}\n";
  return js.str();
}

std::string write_findings(FileGroup& out, const std::string& dir, const std::vector<VariantFindings>& results,
                           const FamilyReport* family) {
  std::string error = out.add(dir + "/findings.md", findings_markdown(results, family));
  if (error.empty()) error = out.add(dir + "/findings.json", findings_json(results, family));
  return error;
}

}  // namespace arbiter::catalog
