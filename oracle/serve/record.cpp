// api.h's api_record: a game of the workbench written as a corpus scenario (corpus/README.md, scenario.xsd):
// the setup as a FEN, the readings chosen as <requires>, each step as a <play> with what the model observed
// after it (legal and the clauses fired, or not legal and the refusing clause), and at the end the position,
// the units' and squares' state in the vocabulary's words, and the verdict. The text is read back by the
// corpus's strict loader and run on the model before it is returned, so what the designer gets loads and passes.
// Its expectations are the model's observations, and the description says so: the designer reviews each against
// the document before adding the scenario under corpus/ (DESIGN.md: never the model's output unreviewed).
#include <regex>
#include <set>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/html/svg_board.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario_setup.h"
#include "oracle/scenarios/vocabulary.h"
#include "oracle/serve/api.h"
#include "oracle/serve/game_request.h"

namespace arbiter::serve {

using nlohmann::json;

namespace {

const std::regex kIdPattern("[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*");

std::string attr(const std::string& name, const std::string& value) { return " " + name + "=\"" + html_escape(value) + "\""; }

// "unit e4 paralysed=2 level=1" -> <unit at="e4" paralysed="2" level="1"/>
std::string state_element(const std::string& line) {
  const size_t first = line.find(' '), second = line.find(' ', first + 1);
  if (first == std::string::npos || second == std::string::npos) return "";
  std::string out = "<" + line.substr(0, first) + attr("at", line.substr(first + 1, second - first - 1));
  size_t start = second + 1;
  while (start < line.size()) {
    size_t end = std::min(line.find(' ', start), line.size());
    const std::string pair = line.substr(start, end - start);
    const size_t eq = pair.find('=');
    if (eq != std::string::npos) out += attr(pair.substr(0, eq), pair.substr(eq + 1));
    start = end + 1;
  }
  return out + "/>";
}

}  // namespace

json api_record(Library& library, const json& body) {
  GameRequest request = read_game_request(body);
  if (!request.plays.empty()) throw ApiError(400, "record takes \"steps\", not \"plays\"", "\"steps\": the actions tried, legal or not, in order");
  const std::vector<std::string> steps = string_list_field(body, "steps", kMaxPlays);
  const std::string id = string_field(body, "id", false, "workbench.recorded");
  const std::string topic = string_field(body, "topic", false, "workbench");
  const std::string note = string_field(body, "description", false);
  if (!std::regex_match(id, kIdPattern))
    throw ApiError(400, "\"id\": \"" + id + "\" is not a scenario id", "lower-case words joined by - and ., e.g. swap.king-exchange");
  if (!std::regex_match(topic, std::regex("[a-z0-9]+(-[a-z0-9]+)*")))
    throw ApiError(400, "\"topic\": \"" + topic + "\" is not a topic name", "lower-case words joined by -, e.g. rook-push");
  Replayed r = start_game(library, request);
  const Variant& v = *r.variant;
  Game& game = *r.game;
  const std::string setup_fen = format_fen(v, game.position());

  std::set<std::string> clauses;
  std::string body_xml;
  for (const std::string& step : steps) {
    body_xml += "    <play" + attr("move", step) + "/>\n    <expect>";
    auto action = lookup_action(game, step);
    if (!action) {
      const Error& e = action.error_value();
      body_xml += "<illegal" + attr("kind", to_string(e.kind)) + (e.clause.empty() ? "" : attr("clause", e.clause)) + "/>";
      if (!e.clause.empty()) clauses.insert(e.clause);
    } else {
      Trace trace;
      game.play(*action, &trace);
      body_xml += "<legal/>";
      for (std::string_view c : trace.clauses()) {
        body_xml += "\n      <fired" + attr("clause", std::string(c)) + "/>";
        clauses.insert(std::string(c));
      }
    }
    body_xml += "</expect>\n";
  }
  // The position reached, its state in the vocabulary's words, and the verdict.
  body_xml += "    <expect>\n      <fen" + attr("value", format_fen(v, game.position())) + "/>\n";
  if (auto vocab = vocabulary_for(library.corpus_dir(), request.variant); vocab && *vocab)
    for (const std::string& line : state_lines(v, game.position(), **vocab)) body_xml += "      " + state_element(line) + "\n";
  const Outcome o = game.outcome();
  if (o.over()) {
    body_xml += "      <result" + attr("winner", o.status == Outcome::Status::kDraw ? "draw" : side_name(o.winner)) +
                (o.clause.empty() ? "" : attr("clause", std::string(o.clause))) + "/>\n";
  } else {
    body_xml += "      <ongoing/>\n";
  }
  if (!o.clause.empty()) clauses.insert(std::string(o.clause));
  body_xml += "    </expect>\n";
  if (clauses.empty())
    throw ApiError(422, "nothing to record: no step fired, refused or decided by a clause",
                   "steps whose rule trace names a clause (a scenario cites at least one)");

  std::string description = note.empty() ? "" : note + "\n      ";
  description += "Recorded with arbiter serve from " + std::string(steps.empty() ? "the setup" : "a game of " + std::to_string(steps.size()) + " steps") +
                 ". NOTE: the expectations are the model's observations; review each against the document (and say where it comes "
                 "from) before adding this scenario under corpus/.";
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<scenarios" + attr("variant", request.variant) + attr("topic", topic) +
                    ">\n  <scenario" + attr("id", id) + ">\n    <description>" + html_escape(description) + "</description>\n";
  for (const std::string& c : clauses) xml += "    <clause" + attr("ref", c) + "/>\n";
  for (const auto& [point, option] : request.profile.choices()) xml += "    <requires" + attr("point", point) + attr("option", option) + "/>\n";
  xml += "    <setup" + attr("fen", setup_fen) + "/>\n" + body_xml + "  </scenario>\n</scenarios>\n";

  // Read back by the corpus's own loader, then run on the model: what is returned loads and passes.
  const std::string path = library.corpus_dir() + "/" + request.variant + "/" + topic + ".xml";
  auto file = parse_scenario_file(xml, path);
  if (!file) throw ApiError(500, "the recorded scenario does not load: " + file.error());
  ScenarioResult result = run_on_model(file->scenarios.front(), *file, Profile{});
  const bool passed = result.status == ScenarioResult::Status::kPass;
  json out = {{"xml", xml}, {"id", id}, {"path", "corpus/" + request.variant + "/" + topic + ".xml"}, {"model", passed ? "passed" : "failed"}};
  if (!passed) out["message"] = result.message;
  return out;
}

}  // namespace arbiter::serve
