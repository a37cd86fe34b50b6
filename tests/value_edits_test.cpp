// A document's number the model keeps its own copy of is found by editing it (DESIGN.md, "Document quantities
// are data"; model/CATALOG.md, "Values"). `TheModelReadsEveryValueOfEveryCatalog` (document_values_test.cpp)
// catches a value nothing reads; a value read and then ignored, with the number hard-coded beside it, passes
// that test. This one edits each value of each catalog, one at a time, in a copied catalog (the number only:
// N+1, N-1, N+2, N-2 until one is playable), and asks the corpus: at least one scenario citing the value's clause
// (in its clauses or as the clause an expectation names) must change its verdict. An edit the model refuses
// naming the value (outside the bounds it plays, DocumentValues::integer and ::radius) is skipped; a value with
// no playable edit at all is held to its bounds and passes. Play that follows the edit shows it follows the
// catalog; an edit no citing scenario notices is a hard-coded copy or a value no scenario pins down, and the
// failure names the value and the scenarios that cite it.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "model/core/document_values.h"
#include "model/core/variant.h"
#include "model/core/variant_table.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

std::string catalog_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool cites(const Scenario& s, const std::string& clause) {
  for (const std::string& c : s.clauses)
    if (c == clause) return true;
  for (const ScenarioStep& step : s.steps)
    for (const Expectation& e : step.expect)
      if (e.clause == clause) return true;
  return false;
}

struct Citing {
  const Scenario* scenario;
  const ScenarioFile* file;
  ScenarioResult::Status bundled;
};

// The catalog text with the value on `line` (1-based) set to `to`: the one ">N</value>" on that line.
std::string with_value(const std::string& xml, int line, int from, int to) {
  size_t start = 0;
  for (int l = 1; l < line; ++l) start = xml.find('\n', start) + 1;
  const size_t end = xml.find('\n', start);
  std::string row = xml.substr(start, end - start);
  const std::string old = ">" + std::to_string(from) + "</value>";
  const size_t at = row.find(old);
  if (at == std::string::npos || row.find(old, at + 1) != std::string::npos) return {};
  row.replace(at, old.size(), ">" + std::to_string(to) + "</value>");
  return xml.substr(0, start) + row + xml.substr(end);
}

// The catalog text with the <kinds> on `line` holding `content` instead.
std::string with_kinds(const std::string& xml, int line, const std::string& content) {
  size_t start = 0;
  for (int l = 1; l < line; ++l) start = xml.find('\n', start) + 1;
  const size_t end = xml.find('\n', start);
  std::string row = xml.substr(start, end - start);
  const size_t open = row.find('>', row.find("<kinds")), close = row.find("</kinds>");
  if (open == std::string::npos || close == std::string::npos) return {};
  row.replace(open + 1, close - open - 1, content);
  return xml.substr(0, start) + row + xml.substr(end);
}

// The edits of a <kinds>: each kind of the army toggled, one at a time (a listed one left out while one
// remains; another one added), written as the catalog writes it.
std::vector<std::string> kind_edits(const DocumentKinds& k, const std::vector<PieceKind>& army) {
  std::vector<std::string> out;
  for (const PieceKind& a : army) {
    std::vector<std::string> names = k.kinds;
    const auto it = std::find(names.begin(), names.end(), a.name);
    if (it != names.end()) {
      if (names.size() == 1) continue;
      names.erase(it);
    } else {
      names.push_back(a.name);
    }
    std::string text = k.all_but ? "all but" : "";
    for (const std::string& n : names) text += (text.empty() ? "" : " ") + n;
    out.push_back(text);
  }
  return out;
}

class ValueEdits : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("arbiter-value-edits-" + std::to_string(::getpid()));
    fs::remove_all(root_);
  }
  void TearDown() override {
    set_model_dir(bundled_);
    fs::remove_all(root_);
  }
  // The variant's corpus, loaded once.
  void load_corpus(const std::string& id) {
    files_.clear();
    verdicts_.clear();
    for (const std::string& path : corpus_files(default_corpus_dir(), id)) {
      auto f = load_scenario_file(path);
      ASSERT_TRUE(f) << f.error();
      files_.push_back(std::move(*f));
    }
  }
  // The scenarios citing `clause`, with their verdicts under the bundled catalog.
  std::vector<Citing> citing(const std::string& clause) {
    std::vector<Citing> out;
    for (const ScenarioFile& f : files_)
      for (const Scenario& s : f.scenarios) {
        if (!cites(s, clause)) continue;
        set_model_dir(bundled_);
        auto [it, fresh] = verdicts_.try_emplace(s.id);
        if (fresh) it->second = run_on_model(s, f, Profile{}).status;
        out.push_back({&s, &f, it->second});
      }
    return out;
  }
  // A copy of the variant's document with `catalog` as its catalog, read from now on.
  void use_catalog(const std::string& id, const std::string& catalog) {
    const fs::path dir = root_ / std::to_string(++copies_);
    fs::create_directories(dir / id);
    fs::copy_file(fs::path(bundled_) / id / "document.txt", dir / id / "document.txt");
    std::ofstream(dir / id / "rules.xml", std::ios::binary) << catalog;
    set_model_dir(dir.string());
  }
  static bool any_changed(const std::vector<Citing>& citing) {
    for (const Citing& c : citing)
      if (run_on_model(*c.scenario, *c.file, Profile{}).status != c.bundled) return true;
    return false;
  }
  static std::string names(const std::vector<Citing>& citing) {
    if (citing.empty()) return "none cites it";
    std::string out = std::to_string(citing.size()) + ":";
    for (const Citing& c : citing) out += " " + c.scenario->id;
    return out;
  }

  const std::string bundled_ = std::string(ARBITER_SOURCE_DIR) + "/model";
  fs::path root_;
  int copies_ = 0;
  std::vector<ScenarioFile> files_;
  std::map<std::string, ScenarioResult::Status> verdicts_;  // scenario id -> verdict under the bundled catalog
};

TEST_F(ValueEdits, EveryEditedValueChangesAVerdictOfAScenarioCitingItsClause) {
  int values_seen = 0;
  for (const VariantRow& row : variant_table()) {
    if (!row.catalog) continue;
    const std::string id(row.id);
    set_model_dir(bundled_);
    auto values = document_values(id);
    ASSERT_TRUE(values) << values.error();
    if ((*values)->all().empty()) continue;
    ASSERT_NO_FATAL_FAILURE(load_corpus(id));
    const std::string xml = catalog_text(fs::path(bundled_) / id / "rules.xml");
    for (const DocumentValue& value : (*values)->all()) {
      ++values_seen;
      const std::vector<Citing> cited = citing(value.clause);
      // N+1, N-1, then N+2, N-2: an edit the model refuses naming the value (a side of an area must be odd, a
      // count within what the model plays) shows the value is read; the next playable edit must change play.
      std::string tried;
      bool noticed = false, playable = false;
      for (const int to : {value.value + 1, value.value - 1, value.value + 2, value.value - 2}) {
        if (to < 0 || noticed) continue;
        const std::string edited = with_value(xml, value.line, value.value, to);
        ASSERT_FALSE(edited.empty()) << id << "/rules.xml:" << value.line << ": not one value on the line";
        use_catalog(id, edited);
        auto made = make_variant(id);
        if (!made) {
          EXPECT_NE(made.error().find(value.clause + "/" + value.name), std::string::npos)
              << id << ": " << value.clause << "/" << value.name << " = " << to << " makes no variant, for another reason: " << made.error();
          continue;
        }
        playable = true;
        noticed = any_changed(cited);
        tried += (tried.empty() ? "" : ", ") + std::to_string(to);
      }
      if (!playable) continue;  // no other number is playable: the model reads the value and holds it to bounds
      EXPECT_TRUE(noticed) << id << "/rules.xml:" << value.line << ": the value " << value.clause << "/" << value.name
                           << " = " << value.value << " (\"" << value.literal << "\") edited to " << tried
                           << " changes the verdict of no scenario citing " << value.clause << " (" << names(cited)
                           << "): the model keeps its own copy of the number, or no scenario pins it down";
    }
  }
  EXPECT_GT(values_seen, 0);
}

// The same for the kinds a clause names: some toggle of one kind (left out, or added) must change the verdict
// of a scenario citing the clause.
TEST_F(ValueEdits, EveryEditedKindSetChangesAVerdictOfAScenarioCitingItsClause) {
  int kinds_seen = 0;
  for (const VariantRow& row : variant_table()) {
    if (!row.catalog) continue;
    const std::string id(row.id);
    set_model_dir(bundled_);
    auto values = document_values(id);
    ASSERT_TRUE(values) << values.error();
    if ((*values)->all_kinds().empty()) continue;
    auto variant = make_variant(id);
    ASSERT_TRUE(variant) << variant.error();
    const std::vector<PieceKind> army = (*variant)->kinds();
    ASSERT_NO_FATAL_FAILURE(load_corpus(id));
    const std::string xml = catalog_text(fs::path(bundled_) / id / "rules.xml");
    for (const DocumentKinds& kinds : (*values)->all_kinds()) {
      ++kinds_seen;
      const std::vector<Citing> cited = citing(kinds.clause);
      bool noticed = false;
      std::string tried;
      for (const std::string& edit : kind_edits(kinds, army)) {
        if (noticed) break;
        const std::string edited = with_kinds(xml, kinds.line, edit);
        ASSERT_FALSE(edited.empty()) << id << "/rules.xml:" << kinds.line << ": no <kinds> on the line";
        use_catalog(id, edited);
        auto made = make_variant(id);
        ASSERT_TRUE(made) << id << ": " << kinds.clause << "/" << kinds.name << " = " << edit << ": " << made.error();
        noticed = any_changed(cited);
        tried += (tried.empty() ? "\"" : ", \"") + edit + "\"";
      }
      EXPECT_TRUE(noticed) << id << "/rules.xml:" << kinds.line << ": the kinds " << kinds.clause << "/" << kinds.name
                           << " (\"" << kinds.literal << "\") edited to " << tried << " change the verdict of no scenario citing "
                           << kinds.clause << " (" << names(cited)
                           << "): the model keeps its own copy of the kinds, or no scenario pins them down";
    }
  }
  EXPECT_GT(kinds_seen, 0);
}

// Found by the test above under the sanitizer build: tomb.explosion's "clearing (3x3)" edited to 5x5 makes
// push.into-a-tomb's blast reach the pusher two squares away, and the pusher then "followed" from a square it
// no longer stood on. Independent reading: a 5x5 around e6 holds e4, so the rook dies there (its own tomb) and
// nothing steps into e5.
TEST_F(ValueEdits, APusherTheBlastOfAWiderTombTakesDoesNotFollow) {
  set_model_dir(bundled_);
  auto values = document_values("frozenchess13");
  ASSERT_TRUE(values) << values.error();
  const DocumentValue* size = nullptr;
  for (const DocumentValue& v : (*values)->all())
    if (v.clause == "tomb.explosion" && v.name == "size") size = &v;
  ASSERT_NE(size, nullptr);
  const std::string xml = catalog_text(fs::path(bundled_) / "frozenchess13" / "rules.xml");
  use_catalog("frozenchess13", with_value(xml, size->line, size->value, 5));
  const std::string text = R"(<scenarios variant="frozenchess13" topic="push">
  <scenario id="push.wide-blast">
    <description>push.into-a-tomb under a 5x5 tomb explosion.</description>
    <clause ref="push.adjacent"/>
    <setup fen="15k/16/16/16/16/16/16/16/16/16/16/4l11/4R11/16/L15/KL14 w - - 0 1 tomb-state:e6=1 tomb:e6=[p]"/>
    <play move="push@e4>e5"/>
    <expect>
      <legal/>
      <fired clause="tomb.explosion"/>
      <empty at="e4"/>
      <empty at="e5"/>
      <empty at="e6"/>
    </expect>
  </scenario>
</scenarios>
)";
  auto file = parse_scenario_file(text, "wide-blast.xml");
  ASSERT_TRUE(file) << file.error();
  const ScenarioResult r = run_on_model(file->scenarios.at(0), *file, Profile{});
  EXPECT_EQ(r.status, ScenarioResult::Status::kPass) << r.message;
}

}  // namespace
}  // namespace arbiter
