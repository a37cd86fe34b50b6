// The paired games of `arbiter analyze --deep` (oracle/explore/consequence.h) and the file that keeps them
// (consequence_store.h): counts that hold by construction, a slice of alternatives measured alone equal to the
// same alternatives measured with the rest (the threads split by alternative), the file read back, refused
// when malformed, and judged stale when a source changes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <tuple>

#include <unistd.h>

#include "oracle/catalog/catalog.h"
#include "oracle/explore/consequence.h"
#include "oracle/explore/consequence_store.h"
#include "oracle/scenarios/scenario.h"

namespace arbiter {
namespace {

ConsequenceOptions tiny() {
  ConsequenceOptions o;
  o.games = 3;
  o.plies = 12;
  o.situation_plies = 4;
  o.situations = 2;
  return o;
}

TEST(Consequence, CountsHoldTogetherAndASliceEqualsTheWhole) {
  const std::string model = catalog::default_model_dir(), corpus = default_corpus_dir();
  ConsequenceReport whole = measure_consequences("deathsquare12", model, corpus, tiny(), 0, 6);
  ASSERT_TRUE(whole.error.empty()) << whole.error;
  ASSERT_EQ(whole.options_measured.size(), 6u);
  for (const OptionConsequence& m : whole.options_measured) {
    if (!m.implemented) {
      EXPECT_EQ(m.games, 0) << m.point;
      continue;
    }
    EXPECT_EQ(m.games, 3) << m.point;
    // A game in which the readings never part plays the same moves to the same end: its result cannot differ.
    EXPECT_LE(m.results_differ, m.arises) << m.point;
    EXPECT_LE(m.arises, m.games) << m.point;
    EXPECT_LE(m.situations, 2) << m.point;
    EXPECT_LE(m.situation_results_differ, m.situations_arise) << m.point;
    EXPECT_LE(m.situations_arise, m.situations) << m.point;
    EXPECT_EQ(m.example.empty(), m.situations_arise == 0) << m.point;
  }
  ConsequenceReport slice = measure_consequences("deathsquare12", model, corpus, tiny(), 3, 3);
  ASSERT_EQ(slice.options_measured.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    const OptionConsequence& a = whole.options_measured[3 + i];
    const OptionConsequence& b = slice.options_measured[i];
    EXPECT_EQ(std::tie(a.point, a.option, a.games, a.results_differ, a.arises, a.situations, a.situations_arise, a.example),
              std::tie(b.point, b.option, b.games, b.results_differ, b.arises, b.situations, b.situations_arise, b.example));
  }
}

TEST(Consequence, UnknownVariantIsAnError) {
  ConsequenceReport r = measure_consequences("no-such-variant", catalog::default_model_dir(), default_corpus_dir(), tiny());
  EXPECT_FALSE(r.error.empty());
}

ConsequenceReport sample() {
  ConsequenceReport r;
  r.variant = "toy";
  r.key = "abc";
  r.options = tiny();
  OptionConsequence m;
  m.point = "p.one";
  m.option = "second";
  m.default_option = "first";
  m.games = 3;
  m.results_differ = 1;
  m.arises = 2;
  m.situations = 2;
  m.situations_arise = 1;
  m.example = "scenario s1";
  r.options_measured.push_back(m);
  return r;
}

TEST(ConsequenceStore, ReadsBackWhatItWrites) {
  const std::string text = consequence_json({sample()});
  auto back = parse_consequence_json(text, "c.json");
  ASSERT_TRUE(back) << back.error();
  ASSERT_EQ(back->size(), 1u);
  const OptionConsequence& m = (*back)[0].options_measured.at(0);
  EXPECT_EQ((*back)[0].key, "abc");
  EXPECT_EQ((*back)[0].options.games, 3);
  EXPECT_EQ(std::tie(m.point, m.option, m.default_option, m.games, m.results_differ, m.arises, m.situations, m.situations_arise, m.example),
            std::make_tuple(std::string("p.one"), std::string("second"), std::string("first"), 3, 1, 2, 2, 1, std::string("scenario s1")));
  EXPECT_EQ(consequence_json(*back), text);
}

TEST(ConsequenceStore, RefusesAMalformedFileNamingThePlace) {
  std::string text = consequence_json({sample()});
  // More games whose result differs than games in which the readings part: impossible, refused.
  std::string bad = text;
  bad.replace(bad.find("\"results_differ\": 1"), 19, "\"results_differ\": 3");
  auto r = parse_consequence_json(bad, "c.json");
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().find("c.json:"), std::string::npos) << r.error();
  EXPECT_NE(r.error().find("arises"), std::string::npos) << r.error();
  auto foreign = parse_consequence_json("{\"format\": \"other\", \"version\": 1, \"written_by\": \"x\", \"variants\": []}", "c.json");
  ASSERT_FALSE(foreign);
  EXPECT_NE(foreign.error().find("arbiter analyze --deep"), std::string::npos) << foreign.error();
}

TEST(ConsequenceStore, AnEntryIsStaleOnceAVariantsSourceChanges) {
  namespace fs = std::filesystem;
  const fs::path root = fs::temp_directory_path() / ("arbiter-consequence-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "model" / "toy");
  fs::create_directories(root / "corpus" / "toy");
  auto write = [](const fs::path& p, const std::string& s) { std::ofstream(p) << s; };
  write(root / "model" / "toy" / "document.txt", "The rook moves.\n");
  write(root / "corpus" / "toy" / "moves.xml", "<scenarios/>\n");
  const std::string model = (root / "model").string(), corpus = (root / "corpus").string();
  ConsequenceReport r = sample();
  r.key = consequence_key("toy", model, corpus, r.options);
  const std::string file = default_consequence_file(model);
  EXPECT_EQ(fs::path(file), root / "measurements" / "consequence.json");
  fs::create_directories(root / "measurements");
  write(file, consequence_json({r}));
  std::vector<std::string> stale;
  auto fresh = load_fresh_consequences(file, model, corpus, {"toy", "other"}, &stale);
  ASSERT_TRUE(fresh) << fresh.error();
  EXPECT_EQ(fresh->count("toy"), 1u);
  EXPECT_EQ(stale, std::vector<std::string>{"other"});
  for (const fs::path& edited : {root / "model" / "toy" / "document.txt", root / "corpus" / "toy" / "moves.xml"}) {
    write(edited, "The rook moves two squares.\n");
    stale.clear();
    fresh = load_fresh_consequences(file, model, corpus, {"toy"}, &stale);
    ASSERT_TRUE(fresh) << fresh.error();
    EXPECT_TRUE(fresh->empty()) << edited;
    EXPECT_EQ(stale, std::vector<std::string>{"toy"});
    r.key = consequence_key("toy", model, corpus, r.options);  // measured again: fresh again
    write(file, consequence_json({r}));
  }
  // A missing file: nothing fresh, no error.
  fs::remove(file);
  stale.clear();
  fresh = load_fresh_consequences(file, model, corpus, {"toy"}, &stale);
  ASSERT_TRUE(fresh);
  EXPECT_TRUE(fresh->empty());
  fs::remove_all(root);
}

}  // namespace
}  // namespace arbiter
