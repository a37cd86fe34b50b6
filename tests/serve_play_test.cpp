// The workbench's API for stepping through a scenario and for the greedy opponent, over real HTTP (a server on a
// free port). Expected values are reasoned from the rules of chess in the comments and, for a scenario's
// expectations, cross-checked with `arbiter corpus` run on the same file.
#include <gtest/gtest.h>
#include <httplib.h>
#include <sys/wait.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "oracle/html/html_page.h"
#include "oracle/serve/server.h"

namespace serve_play_test {

using nlohmann::json;
namespace fs = std::filesystem;

// A server on a free port for the test's lifetime.
struct Running {
  explicit Running(arbiter::serve::ServeOptions options) : server([&] {
    options.port = 0;
    return options;
  }()) {
    bound = server.bind();
    if (bound.empty()) thread = std::thread([this] { server.run(); });
  }
  ~Running() {
    if (thread.joinable()) {
      server.stop();
      thread.join();
    }
  }
  httplib::Result get(const std::string& path) {
    httplib::Client c("127.0.0.1", server.port());
    c.set_read_timeout(60, 0);
    return c.Get(path.c_str());
  }
  httplib::Result post(const std::string& path, const json& body) {
    httplib::Client c("127.0.0.1", server.port());
    c.set_read_timeout(60, 0);
    return c.Post(path.c_str(), body.dump(), "application/json");
  }
  arbiter::serve::Server server;
  std::string bound;
  std::thread thread;
};

int run(const std::string& command, std::string* out) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  char buf[4096];
  while (pipe && fgets(buf, sizeof buf, pipe)) *out += buf;
  const int status = pipe ? pclose(pipe) : -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// A scenario with expectations known to hold or fail, by the rules: a lone white pawn on e2 may step to e3 or e4
// (line 8 holds); White's actions are the pawn's 2 and the e1 king's 4 (d1 d2 f1 f2; e2 is its own pawn's), 6 in
// all, not 7 (line 9 fails); after e2e4 the pawn stands on e4 (line 13 holds), so e4 is not empty (line 14
// fails), and a pawn on e4 does not attack e8 (line 15 holds).
const char* const kScenario = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenarios variant="chess" topic="workbench">
  <scenario id="workbench.judged">
    <description>A scenario with two wrong expectations, for the workbench's Step.</description>
    <clause ref="pawn.double-step"/>
    <setup fen="4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"/>
    <expect>
      <moves from="e2" exact="e2e3 e2e4"/>
      <moves count="7"/>
    </expect>
    <play move="e2e4"/>
    <expect>
      <piece at="e4" kind="pawn" side="white"/>
      <empty at="e4"/>
      <check value="false"/>
    </expect>
  </scenario>
</scenarios>
)";

TEST(ServePlay, ScenarioExpectationsAreJudgedOneByOneAsCorpusDoes) {
  const fs::path dir = fs::temp_directory_path() / ("arbiter-serve-play-" + std::to_string(::getpid()));
  fs::create_directories(dir / "corpus" / "chess");
  { std::ofstream(dir / "corpus" / "chess" / "workbench.xml") << kScenario; }
  arbiter::serve::ServeOptions options;
  options.corpus_dir = (dir / "corpus").string();
  Running server(options);
  ASSERT_EQ(server.bound, "");
  auto res = server.get("/api/scenario?variant=chess&id=workbench.judged");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  const json s = json::parse(res->body);
  ASSERT_EQ(s["expectations"].size(), 5u) << s.dump(1);
  std::set<int> failed, passed;
  for (const json& x : s["expectations"]) {
    (x["status"] == "failed" ? failed : passed).insert(x["line"].get<int>());
    EXPECT_EQ(x["plays"], x["line"].get<int>() < 11 ? 0 : 1) << x.dump();
    if (x["status"] == "failed") EXPECT_FALSE(x["failure"].get<std::string>().empty()) << x.dump();
    else EXPECT_EQ(x["status"], "passed") << x.dump();
  }
  EXPECT_EQ(failed, (std::set<int>{9, 14})) << s.dump(1);
  EXPECT_EQ(passed, (std::set<int>{8, 13, 15})) << s.dump(1);
  EXPECT_EQ(s["model"]["status"], "failed");
  // `arbiter corpus` on the same file names the same two lines as failed, and no other.
  std::string out;
  EXPECT_NE(run(std::string(ARBITER_BINARY_PATH) + " corpus --variant chess --corpus " + (dir / "corpus").string() + " --reports " +
                    (dir / "reports").string(), &out), 0) << out;
  for (int line = 1; line <= 20; ++line)
    EXPECT_EQ(out.find("workbench.xml:" + std::to_string(line) + ": expected") != std::string::npos, failed.count(line) > 0)
        << "line " << line << "\n" << out;
  fs::remove_all(dir);
}

// The greedy reply takes a mate in one over a capture, and a capture over a quiet move. White: king g1, rook a1;
// Black: king g8 behind its pawns f7 g7 h7, knight d1. Ra8 is mate (the 8th rank is the rook's, f7 g7 h7 are
// Black's own, nothing of Black's reaches the 8th rank or a8); Rxd1 is a capture. Without the h7 pawn the king
// escapes to h7, no move mates, and Rxd1 is White's only capture.
TEST(ServePlay, GreedyReplyMatesInOneElseCaptures) {
  Running server(arbiter::serve::ServeOptions{});
  ASSERT_EQ(server.bound, "");
  for (int seed : {0, 1, 2, 7, 12345}) {
    auto mate = server.post("/api/reply", {{"variant", "chess"}, {"fen", "6k1/5ppp/8/8/8/8/8/R2n2K1 w - - 0 1"},
                                           {"policy", "greedy"}, {"seed", seed}});
    ASSERT_TRUE(mate);
    ASSERT_EQ(mate->status, 200) << mate->body;
    const json m = json::parse(mate->body);
    EXPECT_EQ(m["action"]["text"], "a1a8") << m.dump();
    EXPECT_EQ(m["reason"], "wins at once") << m.dump();
    auto capture = server.post("/api/reply", {{"variant", "chess"}, {"fen", "6k1/5pp1/8/8/8/8/8/R2n2K1 w - - 0 1"},
                                              {"policy", "greedy"}, {"seed", seed}});
    ASSERT_TRUE(capture);
    ASSERT_EQ(capture->status, 200) << capture->body;
    const json c = json::parse(capture->body);
    EXPECT_EQ(c["action"]["text"], "a1d1") << c.dump();
    EXPECT_EQ(c["reason"], "capture") << c.dump();
  }
  auto bad = server.post("/api/reply", {{"variant", "chess"}, {"policy", "clever"}});
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400) << bad->body;
  EXPECT_NE(json::parse(bad->body).dump().find("greedy"), std::string::npos) << bad->body;
}

// The static report's boards link to the workbench: hidden in the page as written (read from disk, no server
// behind it), shown when `arbiter serve` serves the page under /report/; the link's query decodes back to the
// variant, FEN, readings and plays it was made of.
TEST(ServePlay, ReportPagesLinkTheirBoardsToTheWorkbench) {
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  const std::string link = arbiter::html::workbench_link("chess", fen, {{"castling.rule", "fide"}}, {"e1g1", "e8c8"});
  EXPECT_EQ(link,
            " <a class=\"wb\" hidden href=\"/?variant=chess&amp;fen=r3k2r/8/8/8/8/8/8/R3K2R%20w%20KQkq%20-%200%201"
            "&amp;readings=castling.rule%3Dfide&amp;plays=e1g1%20e8c8\">open in the workbench</a>");
  const fs::path dir = fs::temp_directory_path() / ("arbiter-serve-report-" + std::to_string(::getpid()));
  fs::create_directories(dir / "html");
  { std::ofstream(dir / "html" / "chess.html") << "<!DOCTYPE html><p>setup" << link << "</p>"; }
  { std::ofstream(dir / "secret.html") << "not served"; }
  arbiter::serve::ServeOptions options;
  options.reports_dir = dir.string();
  Running server(options);
  ASSERT_EQ(server.bound, "");
  auto page = server.get("/report/chess.html");
  ASSERT_TRUE(page);
  ASSERT_EQ(page->status, 200) << page->body;
  EXPECT_EQ(page->body.find("hidden"), std::string::npos) << page->body;
  EXPECT_NE(page->body.find("<a class=\"wb\" href=\"/?variant=chess&amp;"), std::string::npos) << page->body;
  for (const char* outside : {"/report/../secret.html", "/report/%2e%2e/secret.html", "/report/nothing.html"}) {
    auto refused = server.get(outside);
    ASSERT_TRUE(refused) << outside;
    EXPECT_EQ(refused->status, 404) << outside << ": " << refused->body;
    EXPECT_EQ(refused->body.find("not served"), std::string::npos) << outside;
  }
  // The workbench's page reads the link with URLSearchParams; httplib decodes a query the same way.
  const std::string href = page->body.substr(page->body.find("/?variant="));
  std::string query = href.substr(2, href.find('"') - 2);
  for (size_t at = query.find("&amp;"); at != std::string::npos; at = query.find("&amp;")) query.replace(at, 5, "&");
  httplib::Params params;
  httplib::detail::parse_query_text(query, params);
  ASSERT_TRUE(params.count("fen") && params.count("readings") && params.count("plays")) << query;
  EXPECT_EQ(params.find("fen")->second, fen);
  EXPECT_EQ(params.find("readings")->second, "castling.rule=fide");
  EXPECT_EQ(params.find("plays")->second, "e1g1 e8c8");
  fs::remove_all(dir);
}

}  // namespace serve_play_test
