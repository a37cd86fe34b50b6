#include "oracle/scenarios/scenario.h"

#include <algorithm>
#include <filesystem>
#include <limits>
#include <sstream>

#include "model/core/document_values.h"
#include "oracle/common/atomic_file.h"
#include "oracle/common/utf8.h"
#include "oracle/scenarios/vocabulary.h"
#include "oracle/scenarios/xml_strict.h"

namespace arbiter {
namespace {

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool is_square_name(const std::string& s) {
  if (s.size() < 2 || s.size() > 3 || s[0] < 'a' || s[0] > 'p') return false;
  for (size_t i = 1; i < s.size(); ++i)
    if (s[i] < '0' || s[i] > '9') return false;
  if (s[1] == '0') return false;
  int rank = std::stoi(s.substr(1));
  return rank >= 1 && rank <= 16;
}

// A value as an error message may show it: control bytes as \xNN, at most 60 bytes.
std::string printable(const std::string& s) {
  return escape_control_bytes(s.substr(0, 60)) + (s.size() > 60 ? "..." : "");
}

bool is_side(const std::string& s) { return s == "white" || s == "black" || s == "neutral"; }

class Loader {
 public:
  Loader(std::string path, const std::string& text) : r_{std::move(path), xml::LineMap(text), {}} {}
  xml::Reader& reader() { return r_; }
  void set_vocabulary(const Vocabulary* v) { vocab_ = v; }
  const Vocabulary* vocabulary() const { return vocab_; }

  std::string vocabulary_name() const {
    return vocab_ && !vocab_->path.empty() ? vocab_->path : "the variant's vocabulary (corpus/vocabulary/<variant>.xml)";
  }

  // The attributes of <unit> or <square> other than at=: terms of the vocabulary, with values it accepts.
  std::vector<TermSpec> terms(const pugi::xml_node& c, StateTerm::Of of) {
    std::vector<TermSpec> out;
    const char* scope = of == StateTerm::Of::kUnit ? "unit" : "square";
    for (const pugi::xml_attribute& a : c.attributes()) {
      const std::string name = a.name();
      if (name == "at") continue;
      const StateTerm* t = vocab_ ? vocab_->find(name, of) : nullptr;
      if (!t) {
        std::string known;
        if (vocab_)
          for (const StateTerm& k : vocab_->terms)
            if (k.of == of) known += (known.empty() ? "" : " ") + k.name;
        r_.error(c, std::string("\"") + name + "\" is not a term of a " + scope + " in " + vocabulary_name() +
                        " (its terms: " + (known.empty() ? "none" : known) + ")");
        continue;
      }
      if (!t->accepts(a.value())) {
        std::string values;
        for (const auto& [raw, w] : t->values) values += (values.empty() ? "" : " ") + w;
        r_.error(c, name + "=\"" + a.value() + "\": expected " +
                        (values.empty() ? "an integer, written without leading zeros (as the model writes it)" : "one of " + values));
        continue;
      }
      out.push_back({name, a.value(), t->default_word()});
    }
    if (out.empty() && r_.errors.empty()) r_.error(c, std::string("<") + scope + "> needs at least one term of the vocabulary besides at=");
    return out;
  }

  void square_attr(const pugi::xml_node& n, const char* name) {
    if (auto a = n.attribute(name); a && !is_square_name(a.value()))
      r_.error(n, std::string(name) + "=\"" + a.value() + "\": expected a square name a1..p16");
  }
  void side_attr(const pugi::xml_node& n, const char* name) {
    if (auto a = n.attribute(name); a && !is_side(a.value()))
      r_.error(n, std::string(name) + "=\"" + a.value() + "\": expected white, black or neutral");
  }

  SetupSpec setup(const pugi::xml_node& n) {
    SetupSpec s;
    s.line = r_.line(n);
    r_.check_attributes(n, {"fen", "to-move", "castling", "en-passant", "halfmove", "fullmove"}, {});
    r_.check_children(n, {"piece", "square", "counter"});
    s.fen = n.attribute("fen").value();
    // The side to move and the clocks as strictly as the FEN reads them (model/core/fen.h).
    if (auto a = n.attribute("to-move")) {
      s.to_move = a.value();
      if (*s.to_move != "white" && *s.to_move != "black")
        r_.error(n, "to-move=\"" + *s.to_move + "\": expected white or black");
    }
    if (n.attribute("castling")) s.castling = n.attribute("castling").value();
    if (n.attribute("en-passant")) s.en_passant = n.attribute("en-passant").value();
    s.halfmove = r_.integer_in(n, "halfmove", 0, std::numeric_limits<int>::max());
    s.fullmove = r_.integer_in(n, "fullmove", 1, std::numeric_limits<int>::max());
    for (const pugi::xml_node& c : n.children()) {
      std::string name = c.name();
      if (name == "piece") {
        r_.check_attributes(c, {"at", "kind", "side"}, {"at", "kind", "side"});
        r_.check_children(c, {});
        square_attr(c, "at");
        side_attr(c, "side");
        s.pieces.push_back({c.attribute("at").value(), c.attribute("kind").value(), c.attribute("side").value()});
      } else if (name == "square") {
        r_.check_attributes(c, {"at", "attribute", "value"}, {"at", "attribute", "value"});
        r_.check_children(c, {});
        square_attr(c, "at");
        s.squares.push_back({c.attribute("at").value(), c.attribute("attribute").value(), r_.integer(c, "value").value_or(0)});
      } else if (name == "counter") {
        r_.check_attributes(c, {"name", "value"}, {"name", "value"});
        r_.check_children(c, {});
        s.counters.push_back({"", c.attribute("name").value(), r_.integer(c, "value").value_or(0)});
      }
    }
    return s;
  }

  std::optional<std::vector<std::string>> list(const pugi::xml_node& n, const char* name) {
    if (!n.attribute(name)) return std::nullopt;
    return words(n.attribute(name).value());
  }

  Expectation expectation(const pugi::xml_node& c) {
    using K = Expectation::Kind;
    Expectation e;
    e.line = r_.line(c);
    std::string name = c.name();
    std::ostringstream text;
    c.print(text, "", pugi::format_raw);
    e.text = text.str();
    // Every expectation is one element with attributes only: anything nested in it (another expectation, a
    // misplaced <moves>) would be a check that is never made, so it is an error (as the XSD says).
    r_.check_children(c, {});
    if (name == "legal") {
      r_.check_attributes(c, {}, {});
    } else if (name == "illegal") {
      e.kind = K::kIllegal;
      r_.check_attributes(c, {"kind", "clause"}, {"kind"});
      e.illegal_kind = c.attribute("kind").value();
      e.clause = c.attribute("clause").value();
      if (e.illegal_kind != "unparsable" && e.illegal_kind != "illegal" && e.illegal_kind != "refused")
        r_.error(c, "kind=\"" + e.illegal_kind + "\": expected unparsable, illegal or refused");
      if (e.illegal_kind == "refused" && e.clause.empty()) r_.error(c, "<illegal kind=\"refused\"> needs clause=\"...\"");
      if (e.illegal_kind != "refused" && !e.clause.empty()) r_.error(c, "clause= only goes with kind=\"refused\"");
    } else if (name == "piece") {
      e.kind = K::kPiece;
      r_.check_attributes(c, {"at", "kind", "side"}, {"at", "kind", "side"});
      square_attr(c, "at");
      side_attr(c, "side");
      e.piece = {c.attribute("at").value(), c.attribute("kind").value(), c.attribute("side").value()};
    } else if (name == "empty") {
      e.kind = K::kEmpty;
      r_.check_attributes(c, {"at"}, {"at"});
      square_attr(c, "at");
      e.piece.at = c.attribute("at").value();
    } else if (name == "square" && c.attribute("attribute")) {  // the model's raw attribute
      e.kind = K::kSquare;
      r_.check_attributes(c, {"at", "attribute", "value"}, {"at", "attribute", "value"});
      square_attr(c, "at");
      e.state = {c.attribute("at").value(), c.attribute("attribute").value(), r_.integer(c, "value").value_or(0)};
    } else if (name == "square" || name == "unit") {  // the vocabulary's terms
      e.kind = name == "unit" ? K::kUnitState : K::kSquareState;
      square_attr(c, "at");
      if (!c.attribute("at")) r_.error(c, "<" + name + "> needs at=\"...\"");
      e.piece.at = c.attribute("at").value();
      e.terms = terms(c, name == "unit" ? StateTerm::Of::kUnit : StateTerm::Of::kSquare);
    } else if (name == "turn") {
      e.kind = K::kTurn;
      r_.check_attributes(c, {"may-end"}, {"may-end"});
      std::string v = c.attribute("may-end").value();
      if (v != "yes" && v != "no") r_.error(c, "may-end=\"" + v + "\": expected yes or no");
      e.may_end = v == "yes";
      e.turn_end = vocab_ ? vocab_->turn_end : "";
      if (e.turn_end.empty())
        r_.error(c, "<turn> needs the variant's turn-ending action, and " + vocabulary_name() + " names none (<turn-end action=...>)");
    } else if (name == "counter") {
      e.kind = K::kCounter;
      r_.check_attributes(c, {"name", "value"}, {"name", "value"});
      e.state = {"", c.attribute("name").value(), r_.integer(c, "value").value_or(0)};
    } else if (name == "fen") {
      e.kind = K::kFen;
      r_.check_attributes(c, {"value"}, {"value"});
      e.fen = c.attribute("value").value();
    } else if (name == "to-move") {
      e.kind = K::kToMove;
      r_.check_attributes(c, {"side"}, {"side"});
      side_attr(c, "side");
      e.piece.side = c.attribute("side").value();
    } else if (name == "check") {
      e.kind = K::kCheck;
      r_.check_attributes(c, {"value"}, {"value"});
      std::string v = c.attribute("value").value();
      if (v != "true" && v != "false") r_.error(c, "value=\"" + v + "\": expected true or false");
      e.check = v == "true";
    } else if (name == "moves") {
      e.kind = K::kMoves;
      r_.check_attributes(c, {"from", "unit", "type", "ability", "include", "exclude", "exact", "count"}, {});
      square_attr(c, "from");
      square_attr(c, "unit");
      e.from = c.attribute("from").value();
      e.unit = c.attribute("unit").value();
      if (!e.from.empty() && !e.unit.empty()) r_.error(c, "from= and unit= together: from= is every action anchored on a square, unit= the actions of its unit");
      if (vocab_) e.area_actions = vocab_->area_actions;
      e.type = c.attribute("type").value();
      if (!e.type.empty() && e.type != "move" && e.type != "ability" && e.type != "drop" && e.type != "pass")
        r_.error(c, "type=\"" + e.type + "\": expected move, ability, drop or pass");
      e.ability = c.attribute("ability").value();
      if (!e.ability.empty() && !e.type.empty() && e.type != "ability")
        r_.error(c, "ability=\"" + e.ability + "\" with type=\"" + e.type + "\": an ability's name needs type=\"ability\" or no type");
      e.include = list(c, "include");
      e.exclude = list(c, "exclude");
      e.exact = list(c, "exact");
      e.count = r_.integer(c, "count");
      if (!e.include && !e.exclude && !e.exact && !c.attribute("count"))
        r_.error(c, "<moves> needs at least one of include, exclude, exact, count");
    } else if (name == "fired" || name == "not-fired") {
      e.kind = name == "fired" ? K::kFired : K::kNotFired;
      r_.check_attributes(c, {"clause"}, {"clause"});
      e.clause = c.attribute("clause").value();
    } else if (name == "result") {
      e.kind = K::kResult;
      r_.check_attributes(c, {"winner", "clause"}, {"winner"});
      e.winner = c.attribute("winner").value();
      e.clause = c.attribute("clause").value();
      if (e.winner != "white" && e.winner != "black" && e.winner != "draw")
        r_.error(c, "winner=\"" + e.winner + "\": expected white, black or draw");
    } else if (name == "ongoing") {
      e.kind = K::kOngoing;
      r_.check_attributes(c, {"clause"}, {});
      e.clause = c.attribute("clause").value();
    } else if (name == "invalid-setup") {
      e.kind = K::kInvalidSetup;
      r_.check_attributes(c, {}, {});
    }
    return e;
  }

  Scenario scenario(const pugi::xml_node& n) {
    Scenario s;
    s.line = r_.line(n);
    r_.check_attributes(n, {"id", "status", "reason"}, {"id"});
    r_.check_children(n, {"description", "clause", "requires", "setup", "play", "expect"});
    s.id = n.attribute("id").value();
    // The XSD's Id: reports name scenarios by id (Markdown headings and tables, JUnit, the command line), so an
    // id is lower-case words joined by '-' and '.', nothing a report would have to escape.
    if (n.attribute("id") && !xml::is_id(s.id))
      r_.error(n, "id=\"" + printable(s.id) + "\": expected lower-case letters and digits in words joined by '-' and '.' "
                  "(as corpus/schema/scenario.xsd's Id: castling.through-check)");
    std::string status = n.attribute("status") ? n.attribute("status").value() : "active";
    if (status != "active" && status != "xfail") r_.error(n, "status=\"" + status + "\": expected active or xfail");
    s.xfail = status == "xfail";
    s.reason = n.attribute("reason").value();
    if (s.xfail && s.reason.empty()) r_.error(n, "status=\"xfail\" needs reason=\"...\"");
    bool have_setup = false;
    std::string order_error;
    int phase = -1;  // 0 description, 1 clause, 2 requires, 3 setup, 4 body
    for (const pugi::xml_node& c : n.children()) {
      if (c.type() != pugi::node_element) continue;
      std::string name = c.name();
      int p = name == "description" ? 0 : name == "clause" ? 1 : name == "requires" ? 2 : name == "setup" ? 3 : 4;
      if (p < phase || (p == phase && (p == 0 || p == 3)))
        r_.error(c, "<" + name + "> out of order: a scenario is description, clause+, requires*, setup, then play/expect");
      phase = std::max(phase, p);
      if (name == "description") {
        r_.check_attributes(c, {}, {});
        r_.check_children(c, {}, true);
        s.description = c.child_value();
      } else if (name == "clause") {
        r_.check_attributes(c, {"ref"}, {"ref"});
        r_.check_children(c, {});
        s.clauses.push_back(c.attribute("ref").value());
      } else if (name == "requires") {
        r_.check_attributes(c, {"point", "option"}, {"point", "option"});
        r_.check_children(c, {});
        Requirement req{c.attribute("point").value(), {}};
        std::istringstream words(c.attribute("option").value());
        for (std::string w; words >> w;) {
          if (std::find(req.options.begin(), req.options.end(), w) != req.options.end())
            r_.error(c, "option \"" + w + "\" is listed twice");
          req.options.push_back(w);
        }
        if (req.options.empty()) r_.error(c, "option=\"\": expected one option id or several separated by spaces");
        for (const Requirement& other : s.required_options)
          if (other.point == req.point) r_.error(c, "point " + req.point + " is required twice: list its options in one option=\"a b\"");
        s.required_options.push_back(std::move(req));
      } else if (name == "setup") {
        s.setup = setup(c);
        have_setup = true;
      } else if (name == "play") {
        r_.check_attributes(c, {"move"}, {"move"});
        r_.check_children(c, {});
        s.steps.push_back({true, c.attribute("move").value(), {}, r_.line(c)});
      } else if (name == "expect") {
        r_.check_attributes(c, {}, {});
        r_.check_children(c, {"legal", "illegal", "piece", "empty", "square", "unit", "counter", "fen", "to-move", "check",
                              "moves", "turn", "fired", "not-fired", "result", "ongoing", "invalid-setup"});
        ScenarioStep step{false, "", {}, r_.line(c)};
        for (const pugi::xml_node& e : c.children())
          if (e.type() == pugi::node_element) step.expect.push_back(expectation(e));
        if (step.expect.empty()) r_.error(c, "empty <expect>");
        s.steps.push_back(std::move(step));
      }
    }
    if (s.description.find_first_not_of(" \t\r\n") == std::string::npos) r_.error(n, "scenario " + s.id + " needs a <description> saying where its expectation comes from");
    if (s.clauses.empty()) r_.error(n, "scenario " + s.id + " needs at least one <clause ref=\"...\"/>");
    if (!have_setup) r_.error(n, "scenario " + s.id + " needs a <setup>");
    bool any_expect = false;
    for (const ScenarioStep& st : s.steps) any_expect = any_expect || !st.play;
    if (!any_expect) r_.error(n, "scenario " + s.id + " has no <expect>: it would test nothing");
    if (s.expects_invalid_setup() && (s.steps.size() != 1 || s.steps[0].expect.size() != 1))
      r_.error(n, "scenario " + s.id + ": <invalid-setup/> is judged on the setup alone: it is the only expectation of "
                  "the only <expect>, right after <setup>, with no <play>");
    return s;
  }

 private:
  xml::Reader r_;
  const Vocabulary* vocab_ = nullptr;
};

}  // namespace

bool Requirement::allows(const std::string& option) const {
  return std::find(options.begin(), options.end(), option) != options.end();
}

std::string Requirement::text() const {
  std::string out = point + "=";
  for (size_t i = 0; i < options.size(); ++i) out += (i ? "|" : "") + options[i];
  return out;
}

bool Scenario::expects_invalid_setup() const {
  for (const ScenarioStep& st : steps)
    for (const Expectation& e : st.expect)
      if (e.kind == Expectation::Kind::kInvalidSetup) return true;
  return false;
}

Result<ScenarioFile> load_scenario_file(const std::string& path) {
  std::vector<std::string> errors;
  auto text = xml::read_text(path, errors);
  if (!text) return Error{errors.front()};
  return parse_scenario_file(*text, path);
}

Result<ScenarioFile> parse_scenario_file(const std::string& text, const std::string& path) {
  Loader loader(shown_path(path), text);
  xml::Reader& r = loader.reader();
  pugi::xml_document doc;
  pugi::xml_parse_result parsed = doc.load_buffer(text.data(), text.size(), pugi::parse_default | pugi::parse_ws_pcdata_single);
  if (!parsed)
    return Error{shown_path(path) + ":" + std::to_string(r.lines.line_of(parsed.offset)) + ": malformed XML: " + parsed.description()};
  pugi::xml_node root = doc.document_element();
  ScenarioFile file{path, "", "", {}};
  if (std::string(root.name()) != "scenarios") {
    r.error(root, "root element <" + std::string(root.name()) + ">: expected <scenarios>");
  } else {
    r.check_attributes(root, {"variant", "topic"}, {"variant", "topic"});
    r.check_children(root, {"scenario"});
    file.variant = root.attribute("variant").value();
    file.topic = root.attribute("topic").value();
    // The vocabulary beside the file's corpus (<corpus>/vocabulary/<variant>.xml), else the bundled corpus's.
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path near = fs::path(path).parent_path().parent_path();
    const std::string dir = fs::exists(near / "vocabulary" / (file.variant + ".xml"), ec) ? near.string() : default_corpus_dir();
    if (auto vocab = vocabulary_for(dir, file.variant)) loader.set_vocabulary(*vocab);
    else r.error(root, vocab.error());
    std::vector<std::string> ids;
    for (const pugi::xml_node& n : root.children("scenario")) {
      Scenario s = loader.scenario(n);
      s.file = shown_path(path);
      s.vocabulary = loader.vocabulary();
      if (std::find(ids.begin(), ids.end(), s.id) != ids.end()) r.error(n, "duplicate scenario id \"" + s.id + "\"");
      ids.push_back(s.id);
      file.scenarios.push_back(std::move(s));
    }
    if (file.scenarios.empty()) r.error(root, "no <scenario> in the file");
  }
  if (!r.errors.empty()) {
    std::string all;
    for (const auto& e : r.errors) all += (all.empty() ? "" : "\n") + e;
    return Error{all};
  }
  return file;
}

std::vector<std::string> corpus_files(const std::string& corpus_dir, const std::string& variant) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& dir : fs::directory_iterator(corpus_dir, ec)) {
    if (!dir.is_directory() || dir.path().filename() == "schema" || dir.path().filename() == "vocabulary") continue;
    if (!variant.empty() && dir.path().filename() != variant) continue;
    for (const auto& f : fs::directory_iterator(dir.path(), ec))
      if (f.path().extension() == ".xml") out.push_back(f.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string default_corpus_dir() { return data_root() + "/corpus"; }

}  // namespace arbiter
