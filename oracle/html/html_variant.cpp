// html_page.h's variant_page: one variant's page of the HTML report -- the document line by line with links to
// the clauses quoting each line, the findings ranked (with their boards: the position
// where each question arises, the moves whose verdict differs, what each reading does), the explore figures, the
// clauses, and the scenarios with boards before and after their plays.
#include <algorithm>
#include <map>
#include <memory>
#include <set>

#include "model/core/notation.h"
#include "oracle/catalog/catalog.h"
#include "oracle/explore/reading_board.h"
#include "oracle/html/html_page.h"
#include "oracle/html/html_report.h"
#include "oracle/html/svg_board.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_setup.h"
#include "oracle/scenarios/vocabulary.h"
#include "model/core/fen.h"

namespace arbiter::html {
namespace {

using catalog::Finding;

std::string link(const std::string& href, const std::string& text) { return "<a href=\"" + html_escape(href) + "\">" + html_escape(text) + "</a>"; }
std::string lines_text(int first, int last) {
  if (first <= 0) return "";
  return first == last ? "line " + std::to_string(first) : "lines " + std::to_string(first) + "-" + std::to_string(last);
}
std::string line_link(int first, int last) { return first > 0 ? link("#L" + std::to_string(first), lines_text(first, last)) : "not located"; }

// The explore witness of an ambiguity finding: the first measured alternative of its own point that differs
// and has a witness FEN (a finding that merely cites the point does not share its board).
const OptionImpact* witness_of(const Finding& f, const ExploreReport* explored) {
  if (!explored || f.kind != catalog::FindingKind::kAmbiguity) return nullptr;
  for (const OptionImpact& i : explored->impacts)
    if (!i.witness.empty() && f.id == "ambiguity/" + i.point) return &i;
  return nullptr;
}

std::string board_from_fen(const Variant* v, const Vocabulary* vocab, const std::string& fen, const std::string& label,
                           const SvgBoardOptions& options = {}) {
  if (!v) return "";
  auto pos = parse_fen_unchecked(*v, fen);
  if (!pos) return "<p class=\"meta\">(the position does not parse: " + html_escape(pos.error()) + ")</p>";
  return svg_board(*v, *pos, vocab, label, options);
}

// An ambiguity finding's board: its position (explore's shrunk witness, else the catalog's situation FEN)
// played under each reading of its point, the moves whose verdict differs drawn on it, and a caption saying
// what each reading does there (reading_board.h). data-variant and data-fen let a test hold the FEN legal.
std::string point_board(const std::string& variant, const Finding& f, const Variant* v, const Vocabulary* vocab, const std::string& fen,
                        const std::string& source, const std::vector<std::pair<std::string, std::string>>& link_readings) {
  BoardQuestion question;
  question.point = f.id.substr(std::string("ambiguity/").size());
  question.situation = f.situation;
  for (const auto& o : f.options) {
    question.options.push_back(o.id);
    if (o.is_default) question.default_option = o.id;
  }
  ReadingBoard read = read_board(variant, fen, question, vocab);
  SvgBoardOptions drawn;
  drawn.moves = read.arrows;
  std::string caption = read.error.empty() ? read.caption() : "not played: " + read.error;
  return "<div class=\"boards\"><figure class=\"fb\" data-variant=\"" + html_escape(variant) + "\" data-fen=\"" + html_escape(fen) +
         "\">" + board_from_fen(v, vocab, fen, "board of " + f.id, drawn) + "<figcaption class=\"meta\">" + html_escape(source) + ": " +
         html_escape(caption) + ".<br>" + html_escape(fen) + workbench_link(variant, fen, link_readings) + "</figcaption></figure></div>";
}

std::string finding_html(const std::string& variant, const Finding& f, const Variant* v, const Vocabulary* vocab, const ExploreReport* explored, int& witnesses) {
  std::string sev = catalog::to_string(f.severity);
  std::string out = "<div class=\"f " + sev + "\" id=\"" + anchor("f-" + f.id) + "\"" +
                    (f.situation_fen.empty() ? "" : " data-situation-fen=\"" + html_escape(f.situation_fen) + "\"") + "><h3>" + std::to_string(f.rank) + ". " +
                    html_escape(f.id) + "</h3><p class=\"meta\">" + html_escape(catalog::to_string(f.kind)) + ", severity " + sev +
                    " (" + html_escape(f.basis) + (f.impact_text.empty() ? "" : ": " + html_escape(f.impact_text)) + ")" +
                    (f.why.empty() ? "" : "<br>why here: " + html_escape(f.why)) + "</p>";
  out += "<p>" + html_escape(f.explanation) + "</p>";
  for (const auto& q : f.quotes) out += "<blockquote>" + html_escape(q.text) + " <span class=\"meta\">(" + line_link(q.first_line, q.last_line) + ")</span></blockquote>";
  if (!f.options.empty()) {
    out += "<ul>";
    for (const auto& o : f.options) out += "<li><b>" + html_escape(o.id) + "</b>" + (o.is_default ? " (default)" : "") + ": " + html_escape(o.text) + "</li>";
    out += "</ul>";
  }
  if (!f.situation.empty()) out += "<p><i>Situation:</i> " + html_escape(f.situation) + "</p>";
  for (const Finding& e : f.evidence) out += "<p class=\"meta\">Evidence: " + html_escape(e.id) + " &mdash; " + html_escape(e.explanation) + "</p>";
  if (const OptionImpact* w = witness_of(f, explored)) {
    ++witnesses;
    out += point_board(variant, f, v, vocab, w->witness, "explore's witness, shrunk", {{w->point, w->option}});
  } else if (!f.situation_fen.empty()) {
    ++witnesses;
    out += point_board(variant, f, v, vocab, f.situation_fen, "the catalog's situation", {});
  } else if (!f.witness.empty()) {  // an interaction finding's position, found through the model's random play
    ++witnesses;
    out += "<div class=\"boards\"><figure class=\"fb\" data-variant=\"" + html_escape(variant) + "\" data-fen=\"" + html_escape(f.witness) +
           "\">" + board_from_fen(v, vocab, f.witness, "witness of " + f.id) +
           "<figcaption class=\"meta\">where the rules act together: " + html_escape(f.witness) + workbench_link(variant, f.witness) +
           "</figcaption></figure></div>";
  } else if (!f.no_board.empty()) {  // the catalog says why no single position shows the question
    out += "<p class=\"meta no-board\">No board: " + html_escape(f.no_board) + "</p>";
  }
  for (const auto& n : f.notes) out += "<p class=\"meta\">Implementer note: " + html_escape(n) + "</p>";
  return out + "</div>\n";
}

// The setup and the position after the plays ("" and the reason when a board cannot be drawn).
std::string scenario_boards(const std::string& variant, const Scenario& sc, const Vocabulary* vocab) {
  std::string why;
  auto profile = scenario_profile(sc, variant, Profile{}, &why);
  if (!profile) return "<p class=\"meta\">(no boards: " + html_escape(why) + ")</p>";
  auto v = make_variant(variant, *profile);
  if (!v) return "<p class=\"meta\">(no boards: " + html_escape(v.error()) + ")</p>";
  auto setup = build_setup(**v, sc);
  if (!setup) return "<p class=\"meta\">(no boards: " + html_escape(setup.error()) + ")</p>";
  auto pos = validate_setup(**v, *setup);
  std::vector<std::pair<std::string, std::string>> readings(profile->choices().begin(), profile->choices().end());
  const std::string setup_fen = pos ? format_fen(**v, *pos) : "";
  std::string out = "<div class=\"boards\"><figure>" + svg_board(**v, setup->position(), vocab, sc.id + " setup") +
                    "<figcaption class=\"meta\">setup" + (pos ? workbench_link(variant, setup_fen, readings) : "") + "</figcaption></figure>";
  if (!pos) return out + "</div>";
  std::vector<std::string> plays;
  Game game(**v, *pos);
  std::string played;
  for (const ScenarioStep& step : sc.steps) {
    if (!step.play) continue;
    auto action = parse_action(**v, step.move);
    ActionList legal;
    game.legal_actions(legal);
    bool ok = static_cast<bool>(action);
    if (ok) {
      std::string text = action_text(**v, *action);
      ok = std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return action_text(**v, a) == text; });
    }
    if (!ok) break;  // the plays stop where the model refuses one (the scenario says why)
    game.play(*action);
    played += (played.empty() ? "" : " ") + step.move;
    plays.push_back(step.move);
  }
  if (!played.empty())
    out += "<figure>" + svg_board(**v, game.position(), vocab, sc.id + " after " + played) + "<figcaption class=\"meta\">after " +
           html_escape(played) + workbench_link(variant, setup_fen, readings, plays) + "</figcaption></figure>";
  return out + "</div>";
}

}  // namespace

std::string variant_page(const catalog::VariantFindings& vf, const ExploreReport* explored, const std::string& model_dir,
                         const std::string& corpus_dir, VariantSummary& summary) {
  const std::string& name = vf.variant;
  summary.variant = name;
  std::string body = "<p><a href=\"index.html\">&larr; all variants</a></p>";
  auto cat = catalog::load_catalog(catalog::catalog_path(model_dir, name));
  if (!cat) {
    summary.error = cat.error();
    return page(name, body + "<h1>" + html_escape(name) + "</h1><pre>" + html_escape(cat.error()) + "</pre>");
  }
  summary.title = cat->title;
  auto doc = catalog::read_text_file(cat->document_path);
  auto variant = make_variant(name, Profile{});
  const Variant* v = variant ? variant->get() : nullptr;
  auto vocab_loaded = vocabulary_for(corpus_dir, name);
  const Vocabulary* vocab = vocab_loaded ? *vocab_loaded : nullptr;

  // The document lines each clause quotes (locate_quotes on one pseudo-finding per clause or point).
  std::vector<Finding> located;
  for (const auto& c : cat->clauses) {
    Finding f;
    f.id = c.id;
    for (const auto& q : c.quotes) f.quotes.push_back({c.id, q.text, 0, 0});
    located.push_back(std::move(f));
  }
  for (const auto& p : cat->interpretations) {
    Finding f;
    f.id = p.id;
    for (const auto& q : p.quotes) f.quotes.push_back({p.id, q.text, 0, 0});
    located.push_back(std::move(f));
  }
  if (doc) catalog::locate_quotes(located, *doc);
  std::map<int, std::vector<std::string>> by_line;
  std::map<std::string, std::pair<int, int>> first_lines;
  for (const Finding& f : located)
    for (const auto& q : f.quotes) {
      if (q.first_line <= 0) continue;
      for (int l = q.first_line; l <= q.last_line; ++l)
        if (by_line[l].empty() || by_line[l].back() != f.id) by_line[l].push_back(f.id);
      if (!first_lines.count(f.id)) first_lines[f.id] = {q.first_line, q.last_line};
    }
  // The findings each document line is quoted by (the document view marks those lines).
  std::map<int, std::vector<std::string>> findings_by_line;
  for (const Finding& f : vf.findings)
    for (const auto& q : f.quotes)
      for (int l = q.first_line; l > 0 && l <= q.last_line; ++l)
        if (findings_by_line[l].empty() || findings_by_line[l].back() != f.id) findings_by_line[l].push_back(f.id);
  // Findings and scenarios by clause.
  std::map<std::string, std::vector<std::string>> findings_of, scenarios_of;
  for (const Finding& f : vf.findings)
    for (const auto& c : f.clauses) findings_of[c].push_back(f.id);
  std::vector<ScenarioFile> files;
  for (const std::string& path : corpus_files(corpus_dir, name))
    if (auto file = load_scenario_file(path)) files.push_back(std::move(*file));
  for (const auto& file : files)
    for (const auto& sc : file.scenarios)
      for (const auto& c : sc.clauses) scenarios_of[c].push_back(sc.id);

  body += "<h1>" + html_escape(name) + ": " + html_escape(cat->title) + "</h1><p>" + link("#document", "Document") + " &middot; " +
          link("#findings", "Findings") + " &middot; " + link("#explore", "Explore") + " &middot; " + link("#clauses", "Clauses") +
          " &middot; " + link("#scenarios", "Scenarios") + "</p>\n";

  body += "<h2 id=\"document\">Document</h2>";
  if (!doc) {
    body += "<pre>" + html_escape(doc.error()) + "</pre>";
  } else {
    body += "<div class=\"doc\">";
    int n = 0;
    size_t start = 0;
    while (start < doc->size()) {
      size_t end = doc->find('\n', start);
      if (end == std::string::npos) end = doc->size();
      std::string text = doc->substr(start, end - start);
      start = end + 1;
      ++n;
      std::string clauses;
      for (const auto& id : by_line[n]) clauses += (clauses.empty() ? "" : " ") + link("#" + anchor("c-" + id), id);
      // A line some finding quotes is marked, with a link to its first finding and their count.
      std::string flag;
      if (auto it = findings_by_line.find(n); it != findings_by_line.end()) {
        const std::string count = std::to_string(it->second.size()) + (it->second.size() == 1 ? " finding" : " findings");
        flag = "<span class=\"fl\">" + link("#" + anchor("f-" + it->second.front()), "\u2691 " + count) + "</span>";
      }
      body += "<div class=\"ln" + std::string(flag.empty() ? "" : " hasf") + "\" id=\"L" + std::to_string(n) + "\"><span class=\"n\">" +
              std::to_string(n) + "</span><span class=\"t\">" + html_escape(text) + "</span>" + flag + "<span class=\"cl\">" + clauses +
              "</span></div>\n";
    }
    summary.lines = n;
    body += "</div>";
  }

  body += "<h2 id=\"findings\">Findings (" + std::to_string(vf.findings.size()) + ", ranked as in findings.md)</h2>\n";
  if (!vf.error.empty()) body += "<pre>" + html_escape(vf.error) + "</pre>";
  for (const Finding& f : vf.findings) body += finding_html(name, f, v, vocab, explored, summary.witnesses);
  summary.findings = static_cast<int>(vf.findings.size());

  body += "<h2 id=\"explore\">Explore</h2>";
  if (!explored) {
    body += "<p>Not explored (no model of this variant to play).</p>";
  } else if (!explored->error.empty()) {
    body += "<pre>" + html_escape(explored->error) + "</pre>";
  } else {
    body += "<p>" + std::to_string(explored->games) + " games, " + std::to_string(explored->positions) +
            " positions (arbiter check's budget; `arbiter explore` runs longer).</p><table><tr><th>point</th><th>option vs default</th><th>share differing</th><th>positions</th></tr>";
    for (const OptionImpact& i : explored->impacts) {
      summary.explored_changing += i.implemented && i.share() > 0;
      body += "<tr><td>" + link("#" + anchor("c-" + i.point), i.point) + "</td><td>" + html_escape(i.option + " vs " + i.default_option) +
              "</td><td>" + (i.implemented ? percent(i.share()) : "not implemented") + "</td><td>" + std::to_string(i.positions) + "</td></tr>";
    }
    body += "</table>";
  }

  body += "<h2 id=\"clauses\">Clauses and interpretation points</h2>\n";
  auto clause_block = [&](const std::string& id, const std::string& text) {
    std::string out = "<div class=\"cls\" id=\"" + anchor("c-" + id) + "\"><b>" + html_escape(id) + "</b> <span class=\"meta\">(";
    auto it = first_lines.find(id);
    out += it == first_lines.end() ? "not located" : line_link(it->second.first, it->second.second);
    out += ")</span> " + html_escape(text);
    if (auto f = findings_of.find(id); f != findings_of.end()) {
      out += "<br><span class=\"meta\">findings:</span>";
      for (const auto& fid : f->second) out += " " + link("#" + anchor("f-" + fid), fid);
    }
    if (auto s = scenarios_of.find(id); s != scenarios_of.end()) {
      out += "<br><span class=\"meta\">scenarios:</span>";
      for (const auto& sid : s->second) out += " " + link("#" + anchor("s-" + sid), sid);
    }
    return out + "</div>\n";
  };
  for (const auto& c : cat->clauses) body += clause_block(c.id, c.summary);
  for (const auto& p : cat->interpretations) body += clause_block(p.id, p.question);
  summary.clauses = static_cast<int>(cat->clauses.size());

  body += "<h2 id=\"scenarios\">Scenarios</h2><p class=\"meta\">Boards for the first " + std::to_string(kBoardsPerTopic) +
          " scenarios of each topic (the page stays small); the others are listed.</p>\n";
  for (const auto& file : files) {
    body += "<h3>" + html_escape(file.topic) + " (" + std::to_string(file.scenarios.size()) + ")</h3>\n";
    int drawn = 0;
    for (const auto& sc : file.scenarios) {
      ++summary.scenarios;
      body += "<div class=\"sc\" id=\"" + anchor("s-" + sc.id) + "\"><b>" + html_escape(sc.id) + "</b>" + (sc.xfail ? " (xfail)" : "") +
              ": " + html_escape(sc.description);
      if (!sc.clauses.empty()) {
        body += "<br><span class=\"meta\">clauses:</span>";
        for (const auto& c : sc.clauses) body += " " + link("#" + anchor("c-" + c), c);
      }
      if (drawn < kBoardsPerTopic && v) {
        ++drawn;
        ++summary.boards;
        body += "<details open><summary>boards</summary>" + scenario_boards(name, sc, vocab) + "</details>";
      }
      body += "</div>\n";
    }
  }
  return page(name + " - Arbiter report", body);
}

}  // namespace arbiter::html
