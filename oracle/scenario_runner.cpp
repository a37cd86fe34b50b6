#include "oracle/scenario_runner.h"

#include <algorithm>
#include <chrono>
#include <cctype>
#include <map>
#include <sstream>

#include "model/core/fen.h"
#include "model/core/notation.h"

namespace arbiter {
namespace {

std::string unqualified(const std::string& id, const std::string& variant) {
  std::string prefix = variant + "/";
  return id.rfind(prefix, 0) == 0 ? id.substr(prefix.size()) : id;
}

std::optional<Side> side_named(const std::string& s) {
  if (s == "white") return Side::kWhite;
  if (s == "black") return Side::kBlack;
  if (s == "neutral") return Side::kNeutral;
  return std::nullopt;
}

std::string side_name(Side s) { return s == Side::kWhite ? "white" : s == Side::kBlack ? "black" : "neutral"; }

std::optional<Kind> kind_named(const Variant& v, const std::string& name) {
  for (const PieceKind& k : v.kinds())
    if (k.name == name) return k.kind;
  return std::nullopt;
}

std::string describe(const Variant& v, Piece p) {
  if (p.empty()) return "an empty square";
  const PieceKind* k = v.kind_info(p.kind());
  return side_name(p.side()) + " " + (k ? k->name : "?");
}

std::string where(const Scenario& s, int line) { return s.file + ":" + std::to_string(line); }

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : " ") + s;
  return out.empty() ? "(none)" : out;
}

}  // namespace

int CorpusRun::count(ScenarioResult::Status s) const {
  return static_cast<int>(std::count_if(results.begin(), results.end(), [&](const ScenarioResult& r) { return r.status == s; }));
}

std::string CorpusRun::summary() const {
  using S = ScenarioResult::Status;
  std::ostringstream out;
  out << count(S::kPass) << " passed, " << count(S::kFail) + static_cast<int>(load_errors.size()) << " failed, "
      << count(S::kXfail) << " xfail, " << count(S::kSkip) << " skipped";
  if (int x = count(S::kXpass)) out << ", " << x << " xpass";
  return out.str();
}

std::optional<Profile> scenario_profile(const Scenario& s, const std::string& variant, const Profile& run, std::string* why) {
  Profile p = run;
  for (const auto& [point_ref, option] : s.required_options) {
    std::string point = unqualified(point_ref, variant);
    std::string chosen = run.option(point, "");
    if (!chosen.empty() && chosen != option) {
      if (why) *why = "requires " + point + "=" + option + "; this run chose " + chosen;
      return std::nullopt;
    }
    p.set(point, option);
  }
  return p;
}

Result<Position> build_setup(const Variant& v, const Scenario& s) {
  const SetupSpec& setup = s.setup;
  auto at = where(s, setup.line);
  Position pos = v.empty_position();
  if (!setup.fen.empty()) {
    auto parsed = parse_fen_unchecked(v, setup.fen);
    if (!parsed) return Error{at + ": setup fen: " + parsed.error()};
    pos = *parsed;
  }
  const Geometry& g = v.geometry();
  for (const PieceSpec& p : setup.pieces) {
    auto sq = g.parse_square(p.at);
    auto kind = kind_named(v, p.kind);
    if (!sq) return Error{at + ": piece at " + p.at + ": not a square of the " + std::to_string(g.files()) + "x" + std::to_string(g.ranks()) + " board"};
    if (!kind) return Error{at + ": piece kind \"" + p.kind + "\" is not a piece of " + v.id()};
    if (!pos.empty(*sq)) return Error{at + ": two pieces on " + p.at};
    pos.put(*sq, Piece(*kind, *side_named(p.side)));
  }
  for (const StateSpec& st : setup.squares) {
    auto sq = g.parse_square(st.at);
    auto a = v.schema().attribute(st.name);
    if (!sq) return Error{at + ": square " + st.at + " is not on the board"};
    if (!a) return Error{at + ": " + v.id() + " has no attribute \"" + st.name + "\""};
    const AttributeDef& def = v.schema().attributes[*a];
    if (st.value < def.min || st.value > def.max) return Error{at + ": " + st.name + " value out of range"};
    if (def.scope == Scope::kPiece && pos.empty(*sq)) return Error{at + ": no piece on " + st.at + " for " + st.name};
    pos.set_attribute(*a, *sq, static_cast<int>(st.value));
  }
  for (const StateSpec& st : setup.counters) {
    auto c = v.schema().counter(st.name);
    if (!c) return Error{at + ": " + v.id() + " has no counter \"" + st.name + "\""};
    pos.set_counter(*c, static_cast<int>(st.value));
  }
  if (setup.to_move) pos.set_side_to_move(*side_named(*setup.to_move));
  if (setup.castling) {
    int rights = 0;
    for (char c : *setup.castling) {
      int bit = c == 'K' ? kWhiteKingSide : c == 'Q' ? kWhiteQueenSide : c == 'k' ? kBlackKingSide : c == 'q' ? kBlackQueenSide : 0;
      if (!bit && c != '-') return Error{at + ": castling=\"" + *setup.castling + "\": expected - or letters of KQkq"};
      rights |= bit;
    }
    pos.set_castling(rights);
  }
  if (setup.en_passant && *setup.en_passant != "-") {
    auto sq = g.parse_square(*setup.en_passant);
    if (!sq) return Error{at + ": en-passant=\"" + *setup.en_passant + "\": expected - or a square"};
    pos.set_en_passant(*sq);
  }
  if (setup.halfmove) pos.set_halfmove_clock(static_cast<int>(*setup.halfmove));
  if (setup.fullmove) pos.set_fullmove_number(static_cast<int>(*setup.fullmove));
  std::string why = v.validate(pos);
  if (!why.empty()) return Error{at + ": the setup is not a legal position of " + v.id() + ": " + why};
  return pos;
}

bool is_position_expectation(const Expectation& e) {
  using K = Expectation::Kind;
  return e.kind == K::kPiece || e.kind == K::kEmpty || e.kind == K::kSquare || e.kind == K::kCounter ||
         e.kind == K::kFen || e.kind == K::kToMove;
}

std::string check_position(const Variant& v, const Position& pos, const Expectation& e) {
  using K = Expectation::Kind;
  const Geometry& g = v.geometry();
  switch (e.kind) {
    case K::kPiece: {
      auto sq = g.parse_square(e.piece.at);
      if (!sq) return e.piece.at + " is not on the board";
      auto kind = kind_named(v, e.piece.kind);
      if (!kind) return "\"" + e.piece.kind + "\" is not a piece kind of " + v.id();
      Piece want(*kind, *side_named(e.piece.side));
      return pos.at(*sq) == want ? "" : "found " + describe(v, pos.at(*sq));
    }
    case K::kEmpty: {
      auto sq = g.parse_square(e.piece.at);
      if (!sq) return e.piece.at + " is not on the board";
      return pos.empty(*sq) ? "" : "found " + describe(v, pos.at(*sq));
    }
    case K::kSquare: {
      auto sq = g.parse_square(e.state.at);
      auto a = v.schema().attribute(e.state.name);
      if (!sq || !a) return "no attribute \"" + e.state.name + "\" on " + e.state.at + " in " + v.id();
      int value = pos.attribute(*a, *sq);
      return value == e.state.value ? "" : "found " + std::to_string(value);
    }
    case K::kCounter: {
      auto c = v.schema().counter(e.state.name);
      if (!c) return "no counter \"" + e.state.name + "\" in " + v.id();
      return pos.counter(*c) == e.state.value ? "" : "found " + std::to_string(pos.counter(*c));
    }
    case K::kFen: {
      auto want = parse_fen_unchecked(v, e.fen);
      if (!want) return "the expected FEN does not parse: " + want.error();
      return *want == pos ? "" : "found " + format_fen(v, pos);
    }
    case K::kToMove:
      return side_name(pos.side_to_move()) == e.piece.side ? "" : "found " + side_name(pos.side_to_move());
    default:
      return "not a position expectation";
  }
}

std::string check_moves(const Variant& v, std::vector<std::string> texts, const Expectation& e) {
  const Geometry& g = v.geometry();
  if (!e.from.empty()) {
    auto from = g.parse_square(e.from);
    std::vector<std::string> kept;
    for (const std::string& t : texts) {
      auto parsed = parse_action(v, t);
      if (parsed && from && parsed->type != ActionType::kDrop && parsed->type != ActionType::kPass && parsed->from == *from)
        kept.push_back(t);
    }
    texts = kept;
  }
  std::sort(texts.begin(), texts.end());
  std::string problems;
  auto has = [&](const std::string& m) { return std::binary_search(texts.begin(), texts.end(), m); };
  if (e.include)
    for (const auto& m : *e.include)
      if (!has(m)) problems += " missing " + m + ";";
  if (e.exclude)
    for (const auto& m : *e.exclude)
      if (has(m)) problems += " unexpectedly legal " + m + ";";
  if (e.exact) {
    auto want = *e.exact;
    std::sort(want.begin(), want.end());
    if (want != texts) problems += " legal set differs;";
  }
  if (e.count && static_cast<long>(texts.size()) != *e.count)
    problems += " " + std::to_string(texts.size()) + " moves instead of " + std::to_string(*e.count) + ";";
  return problems.empty() ? "" : problems.substr(1) + " legal: " + joined(texts);
}

namespace {

// The state a scenario has reached on the model, and its checks.
struct ModelState {
  const Variant& v;
  const Scenario& s;
  Game game;
  std::string last_move;
  bool last_legal = true;
  ActionLookup::Status last_status = ActionLookup::Status::kLegal;
  std::string last_message;
  std::string_view last_refusal;
  Trace trace;

  std::string context() const {
    return "\n    position: " + format_fen(v, game.position()) + (last_move.empty() ? "" : "\n    last action: " + last_move);
  }

  // "" when the expectation holds, else what was found.
  std::string check(const Expectation& e) {
    using K = Expectation::Kind;
    const Position& pos = game.position();
    switch (e.kind) {
      case K::kLegal:
        return last_legal ? "" : "the action was not legal: " + last_message;
      case K::kIllegal: {
        if (last_legal) return "the action was legal";
        bool parse_error = last_status == ActionLookup::Status::kUnparsable;
        if (e.illegal_kind == "unparsable") return parse_error ? "" : "the text parses; the action is illegal instead";
        if (parse_error) return "the text does not parse: " + last_message;
        if (e.illegal_kind == "refused" && last_refusal != e.clause)
          return "refused by clause \"" + std::string(last_refusal) + "\"" + (last_refusal.empty() ? " (none named)" : "");
        return "";
      }
      case K::kPiece:
      case K::kEmpty:
      case K::kSquare:
      case K::kCounter:
      case K::kFen:
      case K::kToMove:
        return check_position(v, pos, e);
      case K::kCheck:
        return v.in_check(pos) == e.check ? "" : std::string("found ") + (e.check ? "no check" : "check");
      case K::kMoves: {
        ActionList legal;
        v.legal_actions(pos, legal);
        std::vector<std::string> texts;
        for (const Action& a : legal) texts.push_back(action_text(v, a));
        return check_moves(v, texts, e);
      }
      case K::kFired:
        return trace.fired(e.clause) ? "" : "fired: " + fired_list();
      case K::kNotFired:
        return trace.fired(e.clause) ? "it fired; fired: " + fired_list() : "";
      case K::kResult: {
        Outcome o = game.outcome();
        std::string winner = o.status == Outcome::Status::kDraw ? "draw" : o.status == Outcome::Status::kWin ? side_name(o.winner) : "";
        if (winner != e.winner || (!e.clause.empty() && o.clause != e.clause))
          return "found " + o.text() + (o.over() ? " by clause " + std::string(o.clause) : "");
        return "";
      }
      case K::kOngoing: {
        Outcome o = game.outcome();
        return o.over() ? "found " + o.text() + " by clause " + std::string(o.clause) : "";
      }
    }
    return "unknown expectation";
  }

  std::string fired_list() const {
    std::vector<std::string> f(trace.clauses().begin(), trace.clauses().end());
    return joined(f);
  }
};

}  // namespace

ScenarioResult run_on_model(const Scenario& s, const ScenarioFile& file, const Profile& run_profile) {
  auto start = std::chrono::steady_clock::now();
  ScenarioResult r{ScenarioResult::Status::kPass, s.file, file.variant, file.topic, s.id, s.line, "", {}, 0};
  auto finish = [&](bool ok, std::string message) {
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.message = std::move(message);
    if (s.xfail) r.status = ok ? ScenarioResult::Status::kXpass : ScenarioResult::Status::kXfail;
    else r.status = ok ? ScenarioResult::Status::kPass : ScenarioResult::Status::kFail;
    if (s.xfail && !ok) r.message = "xfail: " + s.reason;
    if (s.xfail && ok) r.message = "XPASS: the scenario now passes; remove status=\"xfail\" (" + s.reason + ")";
    return r;
  };
  std::string why;
  auto profile = scenario_profile(s, file.variant, run_profile, &why);
  if (!profile) {
    r.status = ScenarioResult::Status::kSkip;
    r.message = why;
    return r;
  }
  auto variant = make_variant(file.variant, *profile);
  if (!variant) return finish(false, where(s, s.line) + ": " + variant.error());
  const Variant& v = **variant;
  auto setup = build_setup(v, s);
  if (!setup) return finish(false, setup.error());

  ModelState st{v, s, Game(v, *setup), "", true, ActionLookup::Status::kLegal, "", {}, {}};
  std::string failures;
  for (size_t i = 0; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    if (step.play) {
      ActionLookup found = find_legal_action(v, st.game.position(), step.move);
      st.last_move = step.move;
      st.last_status = found.status;
      st.last_legal = found.status == ActionLookup::Status::kLegal;
      st.last_message = found.message;
      st.last_refusal = {};
      st.trace.clear();
      if (st.last_legal) {
        st.game.play(found.action, &st.trace);
      } else {
        if (found.status == ActionLookup::Status::kIllegal) st.last_refusal = v.refusal(st.game.position(), found.action);
        bool expected = i + 1 < s.steps.size() && !s.steps[i + 1].play &&
                        std::any_of(s.steps[i + 1].expect.begin(), s.steps[i + 1].expect.end(),
                                    [](const Expectation& e) { return e.kind == Expectation::Kind::kIllegal; });
        if (!expected)
          return finish(false, where(s, step.line) + ": " + step.move + " was expected to be legal: " + found.message + st.context());
      }
      continue;
    }
    for (const Expectation& e : step.expect) {
      std::string found = st.check(e);
      if (!found.empty()) failures += "\n  " + where(s, e.line) + ": expected " + e.text + "; " + found;
    }
  }
  if (!failures.empty()) return finish(false, "scenario " + s.id + ":" + failures + st.context());
  return finish(true, "");
}

CorpusRun run_corpus(const std::vector<std::string>& files, const ScenarioJudge& judge) {
  CorpusRun run;
  for (const std::string& path : files) {
    auto file = load_scenario_file(path);
    if (!file) {
      run.load_errors.push_back(file.error());
      continue;
    }
    for (const Scenario& s : file->scenarios) run.results.push_back(judge(s, *file));
  }
  return run;
}

namespace {
std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') out += ' ';
        else out += c;
    }
  }
  return out;
}
const char* status_word(ScenarioResult::Status s) {
  switch (s) {
    case ScenarioResult::Status::kPass: return "pass";
    case ScenarioResult::Status::kFail: return "FAIL";
    case ScenarioResult::Status::kXfail: return "xfail";
    case ScenarioResult::Status::kXpass: return "XPASS";
    case ScenarioResult::Status::kSkip: return "skipped";
  }
  return "?";
}
}  // namespace

std::string corpus_markdown(const CorpusRun& run, const std::string& title) {
  std::ostringstream md;
  md << "# " << title << "\n\nGenerated by arbiter; do not edit.\n\n**" << run.summary() << "**\n\n";
  if (!run.load_errors.empty()) {
    md << "## Files that could not be loaded\n\n";
    for (const auto& e : run.load_errors) md << "```\n" << e << "\n```\n\n";
  }
  std::vector<const ScenarioResult*> problems;
  for (const auto& r : run.results)
    if (r.status == ScenarioResult::Status::kFail || r.status == ScenarioResult::Status::kXpass) problems.push_back(&r);
  if (!problems.empty()) {
    md << "## Failures\n\n";
    for (const auto* r : problems) md << "### " << r->variant << " / " << r->id << "\n\n```\n" << r->message << "\n```\n\n";
  }
  std::map<std::string, std::vector<const ScenarioResult*>> by_variant;
  for (const auto& r : run.results) by_variant[r.variant].push_back(&r);
  for (const auto& [variant, results] : by_variant) {
    md << "## " << variant << "\n\n| scenario | topic | verdict | note |\n|---|---|---|---|\n";
    for (const auto* r : results) {
      std::string note = r->status == ScenarioResult::Status::kFail ? "see Failures" : r->message;
      if (!r->not_judged.empty()) note += (note.empty() ? "" : "; ") + std::string("not judged: ") + joined(r->not_judged);
      std::replace(note.begin(), note.end(), '\n', ' ');
      std::replace(note.begin(), note.end(), '|', '/');
      md << "| " << r->id << " | " << r->topic << " | " << status_word(r->status) << " | " << note << " |\n";
    }
    md << "\n";
  }
  return md.str();
}

std::string junit_xml(const CorpusRun& run, const std::string& suite) {
  using S = ScenarioResult::Status;
  std::ostringstream x;
  double total = 0;
  for (const auto& r : run.results) total += r.seconds;
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"" << xml_escape(suite) << "\" tests=\""
    << run.results.size() + run.load_errors.size() << "\" failures=\"" << run.failures() << "\" time=\"" << total << "\">\n";
  std::map<std::string, std::vector<const ScenarioResult*>> by_file;
  for (const auto& r : run.results) by_file[r.variant + "." + r.topic].push_back(&r);
  for (const auto& [name, results] : by_file) {
    int failures = 0;
    int skipped = 0;
    for (const auto* r : results) {
      failures += r->status == S::kFail || r->status == S::kXpass;
      skipped += r->status == S::kSkip || r->status == S::kXfail;
    }
    x << "  <testsuite name=\"" << xml_escape(name) << "\" tests=\"" << results.size() << "\" failures=\"" << failures
      << "\" skipped=\"" << skipped << "\">\n";
    for (const auto* r : results) {
      x << "    <testcase classname=\"" << xml_escape(name) << "\" name=\"" << xml_escape(r->id) << "\" time=\"" << r->seconds << "\"";
      if (r->status == S::kPass) {
        x << "/>\n";
        continue;
      }
      x << ">\n";
      if (r->status == S::kFail || r->status == S::kXpass)
        x << "      <failure message=\"" << xml_escape(r->message.substr(0, r->message.find('\n'))) << "\">" << xml_escape(r->message) << "</failure>\n";
      else
        x << "      <skipped message=\"" << xml_escape(r->message) << "\"/>\n";
      x << "    </testcase>\n";
    }
    x << "  </testsuite>\n";
  }
  if (!run.load_errors.empty()) {
    x << "  <testsuite name=\"load\" tests=\"" << run.load_errors.size() << "\" failures=\"" << run.load_errors.size() << "\">\n";
    for (const auto& e : run.load_errors)
      x << "    <testcase classname=\"load\" name=\"" << xml_escape(e.substr(0, e.find(':'))) << "\"><failure message=\"cannot load\">"
        << xml_escape(e) << "</failure></testcase>\n";
    x << "  </testsuite>\n";
  }
  x << "</testsuites>\n";
  return x.str();
}

}  // namespace arbiter
