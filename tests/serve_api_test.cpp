// The workbench's JSON API (oracle/serve/, `arbiter serve`) over real HTTP: a server on a free port of
// 127.0.0.1, asked by cpp-httplib's client. Expected values come from elsewhere than the server: the model's
// generator called here, the corpus's own scenarios (which cite the document), published perft counts, the
// document's text read here, the schema (xmllint) and `arbiter corpus`.
#include <gtest/gtest.h>
#include <httplib.h>
#include <sys/wait.h>

#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

#include <nlohmann/json.hpp>

#include "model/core/fen.h"
#include "model/core/interpretation.h"
#include "model/core/notation.h"
#include "model/core/variant.h"
#include "oracle/catalog/catalog.h"
#include "oracle/serve/server.h"

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

class ServeApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    arbiter::serve::ServeOptions options;
    options.port = 0;  // a free port
    server_ = new arbiter::serve::Server(options);
    ASSERT_EQ(server_->bind(), "");
    thread_ = new std::thread([] { server_->run(); });
  }
  static void TearDownTestSuite() {
    server_->stop();
    thread_->join();
    delete thread_;
    delete server_;
  }
  static httplib::Client client() {
    httplib::Client c("127.0.0.1", server_->port());
    c.set_read_timeout(60, 0);
    return c;
  }
  static json post(const std::string& path, const json& body, int expected_status = 200) {
    auto c = client();
    auto res = c.Post(path.c_str(), body.dump(), "application/json");
    EXPECT_TRUE(res) << path;
    if (!res) return {};
    EXPECT_EQ(res->status, expected_status) << path << ": " << res->body;
    return json::parse(res->body);
  }
  static arbiter::serve::Server* server_;
  static std::thread* thread_;
};
arbiter::serve::Server* ServeApi::server_ = nullptr;
std::thread* ServeApi::thread_ = nullptr;

// The model's own generator, asked here: the texts of the legal actions from `square` (moves and abilities).
std::set<std::string> generated_from(const std::string& variant, const std::string& square) {
  auto v = arbiter::make_variant(variant);
  EXPECT_TRUE(v) << v.error();
  const arbiter::Position pos = (*v)->start_position();
  arbiter::ActionList legal;
  (*v)->legal_actions(pos, legal);
  std::set<std::string> out;
  const auto sq = (*v)->geometry().parse_square(square);
  for (const arbiter::Action& a : legal)
    if ((a.type == arbiter::ActionType::kMove || a.type == arbiter::ActionType::kAbility) && sq && a.from == *sq)
      out.insert(arbiter::action_text(**v, a));
  return out;
}

TEST_F(ServeApi, UnitListingIsTheModelsGenerator) {
  for (const auto& [variant, square] : std::vector<std::pair<std::string, std::string>>{
           {"chess", "g1"}, {"chess", "e2"}, {"deathsquare12", "d2"}, {"frozenchess13", "e2"}, {"removal12", "b1"}}) {
    json answer = post("/api/moves", {{"variant", variant}, {"unit", square}});
    std::set<std::string> listed;
    for (const json& a : answer["actions"]) listed.insert(a["text"].get<std::string>());
    EXPECT_EQ(listed, generated_from(variant, square)) << variant << " " << square;
  }
  // Knight g1 at the start of chess: f3 and h3, by the rules of the knight.
  EXPECT_EQ(generated_from("chess", "g1"), (std::set<std::string>{"g1f3", "g1h3"}));
}

// corpus/chess/castling.xml: the rook on e8 checks e1, and the king may not castle out of check.
TEST_F(ServeApi, IllegalActionNamesTheRefusingClauseAndItsLine) {
  json answer = post("/api/try", {{"variant", "chess"}, {"fen", "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"}, {"action", "e1g1"}});
  EXPECT_EQ(answer["legal"], false);
  EXPECT_EQ(answer["kind"], "refused");
  EXPECT_EQ(answer["clause"]["id"], "king.castling-check");
  // The quote stands on the document line the answer names (the document read here, words compared).
  auto cat = arbiter::catalog::load_catalog(arbiter::catalog::catalog_path(arbiter::catalog::default_model_dir(), "chess"));
  ASSERT_TRUE(cat) << cat.error();
  std::ifstream doc(cat->document_path);
  std::vector<std::string> lines;
  for (std::string l; std::getline(doc, l);) lines.push_back(l);
  ASSERT_FALSE(answer["clause"]["quotes"].empty());
  const json& q = answer["clause"]["quotes"][0];
  const int first = q["first_line"];
  ASSERT_GT(first, 0);
  ASSERT_LE(first, static_cast<int>(lines.size()));
  const std::string quote = q["text"];
  const std::string first_word = quote.substr(0, quote.find(' '));
  EXPECT_NE(lines[first - 1].find(first_word), std::string::npos) << lines[first - 1] << " / " << quote;
  // A legal action answers with its rule trace: castling fires king.castling (castling.xml).
  json legal = post("/api/try", {{"variant", "chess"}, {"fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}, {"action", "e1g1"}});
  EXPECT_EQ(legal["legal"], true);
  std::set<std::string> fired;
  for (const json& c : legal["fired"]) fired.insert(c["id"].get<std::string>());
  EXPECT_TRUE(fired.count("king.castling")) << legal.dump();
}

// The model's legal actions at the start of `variant` under `profile`, asked here.
std::set<std::string> generated(const std::string& variant, const arbiter::Profile& profile = {}) {
  auto v = arbiter::make_variant(variant, profile);
  EXPECT_TRUE(v) << v.error();
  arbiter::ActionList legal;
  (*v)->legal_actions((*v)->start_position(), legal);
  std::set<std::string> out;
  for (const arbiter::Action& a : legal) out.insert(arbiter::action_text(**v, a));
  return out;
}

// A reading switched: the actions that differ are those of the model made under each profile.
TEST_F(ServeApi, ReadingDifferencesAreTheModelsUnderEachProfile) {
  arbiter::Profile chosen;
  chosen.set("suicide.pawns", "pawns-excluded");
  const std::set<std::string> plain = generated("removal12"), under = generated("removal12", chosen);
  json answer = post("/api/position", {{"variant", "removal12"}, {"readings", {{"suicide.pawns", "pawns-excluded"}}}});
  std::set<std::string> only_default, only_here;
  for (const json& t : answer["differs"]["only_default"]) only_default.insert(t.get<std::string>());
  for (const json& t : answer["differs"]["only_here"]) only_here.insert(t.get<std::string>());
  std::set<std::string> expected_default, expected_here;
  for (const auto& t : plain)
    if (!under.count(t)) expected_default.insert(t);
  for (const auto& t : under)
    if (!plain.count(t)) expected_here.insert(t);
  EXPECT_EQ(only_default, expected_default);
  EXPECT_EQ(only_here, expected_here);
  EXPECT_FALSE(expected_default.empty());  // the reading does change the start position: pawns may not suicide
  post("/api/position", {{"variant", "removal12"}, {"readings", {{"suicide.pawns", "no-such-option"}}}}, 400);
}

// A corpus scenario's setup, as its file writes it (corpus/chess/castling.xml).
TEST_F(ServeApi, ScenarioSetupIsTheCorpusFen) {
  auto c = client();
  auto res = c.Get("/api/scenario?variant=chess&id=castling.white-kingside");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  json s = json::parse(res->body);
  EXPECT_EQ(s["fen"], "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_EQ(s["plays"], json::array({"e1g1"}));
  auto none = c.Get("/api/scenario?variant=chess&id=no.such-scenario");
  ASSERT_TRUE(none);
  EXPECT_EQ(none->status, 404);
}

// A finding's witness (REPORTS/explore.md, written by `arbiter check`): under its option, the legal actions differ
// from the default's there, as the model made under each profile says.
TEST_F(ServeApi, WitnessesArePositionsWhereTheirReadingChangesPlay) {
  arbiter::serve::ServeOptions options;
  options.port = 0;
  options.reports_dir = std::string(ARBITER_SOURCE_DIR) + "/reports";
  arbiter::serve::Server server(options);
  ASSERT_EQ(server.bind(), "");
  std::thread t([&] { server.run(); });
  httplib::Client c("127.0.0.1", server.port());
  auto res = c.Get("/api/witnesses?variant=removal12");
  server.stop();
  t.join();
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  const json witnesses = json::parse(res->body)["witnesses"];
  ASSERT_FALSE(witnesses.empty()) << res->body;
  for (const json& w : witnesses) {
    arbiter::Profile chosen;
    chosen.set(w["point"], w["option"]);
    auto plain = arbiter::make_variant("removal12"), under = arbiter::make_variant("removal12", chosen);
    ASSERT_TRUE(plain && under);
    auto a = arbiter::parse_fen(**plain, w["fen"].get<std::string>());
    auto b = arbiter::parse_fen(**under, w["fen"].get<std::string>());
    ASSERT_TRUE(a && b) << w.dump();
    arbiter::Game ga(**plain, *a), gb(**under, *b);
    arbiter::ActionList la, lb;
    ga.legal_actions(la);
    gb.legal_actions(lb);
    std::set<std::string> ta, tb;
    for (const auto& x : la) ta.insert(arbiter::action_text(**plain, x));
    for (const auto& x : lb) tb.insert(arbiter::action_text(**under, x));
    EXPECT_TRUE(ta != tb || ga.outcome().text() != gb.outcome().text()) << w.dump();
  }
}

// The opponent's reply is one of the model's legal actions.
TEST_F(ServeApi, ReplyIsALegalAction) {
  const std::set<std::string> legal = generated("deathsquare12");
  for (int seed = 0; seed < 5; ++seed) {
    json answer = post("/api/reply", {{"variant", "deathsquare12"}, {"seed", seed}});
    EXPECT_TRUE(legal.count(answer["action"]["text"].get<std::string>())) << answer.dump();
  }
}

TEST_F(ServeApi, PerftIsThePublishedCount) {
  json answer = post("/api/perft", {{"variant", "chess"}, {"depth", 2}});
  EXPECT_EQ(answer["nodes"], 400);  // chessprogramming.org, Perft Results: the start position at depth 2
  EXPECT_EQ(answer["divide"].size(), 20u);
  post("/api/perft", {{"variant", "chess"}, {"depth", 9}}, 400);  // beyond the bound
}

TEST_F(ServeApi, ForeignHostIsRefused) {
  auto c = client();
  auto res = c.Get("/api/variants", {{"Host", "evil.example:" + std::to_string(server_->port())}});
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 403);
  EXPECT_NE(res->body.find("DNS rebinding"), std::string::npos) << res->body;
  auto ok = c.Get("/api/variants", {{"Host", "localhost:" + std::to_string(server_->port())}});
  ASSERT_TRUE(ok);
  EXPECT_EQ(ok->status, 200);
  EXPECT_TRUE(arbiter::serve::host_allowed("[::1]:80", "127.0.0.1"));
  EXPECT_FALSE(arbiter::serve::host_allowed("127.0.0.1.evil.example", "127.0.0.1"));
  EXPECT_FALSE(arbiter::serve::host_allowed("", "127.0.0.1"));
}

TEST_F(ServeApi, OversizedBodyIsRefused) {
  auto c = client();
  json body = {{"variant", "chess"}, {"fen", std::string(100 * 1024, 'x')}};
  auto res = c.Post("/api/position", body.dump(), "application/json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 413) << res->body;
}

TEST_F(ServeApi, BadInputIsAClearErrorNeverACrash) {
  for (const auto& [body, words] : std::vector<std::pair<std::string, std::string>>{
           {"{not json", "not the JSON expected"},
           {R"({"variant": "chesss"})", "no variant"},
           {R"({"variant": 7})", "not a string"},
           {R"({"variant": "chess", "fen": "8/8 w"})", "FEN"},
           {R"({"variant": "chess", "plays": ["e2e5"]})", "play 1"},
           {R"({"variant": "chess", "readings": {"no.such-point": "x"}})", "readings"}}) {
    auto c = client();
    auto res = c.Post("/api/position", body, "application/json");
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 400) << body;
    json error = json::parse(res->body);
    EXPECT_NE(error["error"].get<std::string>().find(words), std::string::npos) << body << " -> " << res->body;
    EXPECT_TRUE(error.contains("expected")) << res->body;
  }
  auto c = client();
  auto missing = c.Get("/api/nothing-here");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);
  auto page = c.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("<script type=\"module\" src=\"app.js\">"), std::string::npos);
}

TEST_F(ServeApi, ConcurrentRequestsAgree) {
  const json body = {{"variant", "frozenchess13"}, {"plays", json::array()}};
  const std::string expected = post("/api/position", body)["fen"];
  std::vector<std::thread> threads;
  std::atomic<int> good = 0;
  for (int i = 0; i < 6; ++i)
    threads.emplace_back([&] {
      auto c = client();
      for (int k = 0; k < 3; ++k) {
        auto res = c.Post("/api/position", body.dump(), "application/json");
        if (res && res->status == 200 && json::parse(res->body)["fen"] == expected) ++good;
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(good, 18);
}

int run_command(const std::string& cmd, std::string* out) {
  FILE* pipe = popen((cmd + " 2>&1").c_str(), "r");
  char buf[4096];
  while (pipe && fgets(buf, sizeof buf, pipe)) *out += buf;
  const int status = pipe ? pclose(pipe) : -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// A game recorded as a scenario: valid against corpus/schema/scenario.xsd (xmllint) and passed by `arbiter corpus`.
TEST_F(ServeApi, RecordedScenarioValidatesAndPasses) {
  json answer = post("/api/record", {{"variant", "chess"},
                                     {"fen", "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"},
                                     {"steps", {"e1g1", "e1f2", "e8e2", "f2e2"}},
                                     {"id", "workbench.castling-out-of-check"}});
  const std::string xml = answer["xml"];
  EXPECT_NE(xml.find("<illegal kind=\"refused\" clause=\"king.castling-check\"/>"), std::string::npos) << xml;
  EXPECT_EQ(answer["model"], "passed") << answer.dump();
  const fs::path dir = fs::temp_directory_path() / ("arbiter-serve-test-" + std::to_string(::getpid()));
  const fs::path corpus = dir / "corpus";
  fs::create_directories(corpus / "chess");
  { std::ofstream(corpus / "chess" / "workbench.xml") << xml; }
  std::string out;
  const std::string xsd = std::string(ARBITER_SOURCE_DIR) + "/corpus/schema/scenario.xsd";
  EXPECT_EQ(run_command("xmllint --noout --schema " + xsd + " " + (corpus / "chess" / "workbench.xml").string(), &out), 0) << out;
  out.clear();
  EXPECT_EQ(run_command(std::string(ARBITER_BINARY_PATH) + " corpus --variant chess --corpus " + corpus.string() + " --reports " +
                            (dir / "reports").string(), &out), 0) << out << xml;
  EXPECT_NE(out.find("1 passed"), std::string::npos) << out;
  fs::remove_all(dir);
}

}  // namespace
