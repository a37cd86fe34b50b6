// `arbiter check` reuses a variant's stored exploration while its sources are unchanged (explore_store.h). The
// reuse is sound only if the stored run is the run the same games give now, and if every edit to what play
// depends on changes the key. The independent expectation: exploring again with the stored run's own options
// (its games, plies, comparison rate and seed, read from the file) gives the same file byte for byte.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "oracle/catalog/catalog.h"
#include "oracle/explore/explore.h"
#include "oracle/explore/explore_store.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const fs::path kStored = fs::path(ARBITER_SOURCE_DIR) / "reports" / "explore";

// The cheap variants (frozenchess13's hundred games take minutes: reports.fresh replays the check that stores it).
class StoredExploration : public ::testing::TestWithParam<const char*> {};

TEST_P(StoredExploration, IsWhatTheSameGamesGiveNow) {
  const std::string variant = GetParam();
  const fs::path file = kStored / (variant + ".json");
  auto run = load_explore_shard(file.string());
  ASSERT_TRUE(run) << run.error();
  ASSERT_EQ(run->reports.size(), 1u);
  ExploreOptions options = run->options;
  const std::string model = catalog::default_model_dir();
  EXPECT_EQ(run->key, explore_key(variant, model, options))
      << file << " is stale: its sources changed since `arbiter check` stored it (run it and commit reports/)";
  ExploreReport now = explore_variant(variant, model, options);
  ASSERT_EQ(now.error, "");
  EXPECT_EQ(stored_exploration_json(now, options, run->key), read(file))
      << "exploring " << variant << " again under the stored options gives another result: the key misses a source "
      << "exploration depends on, or exploration is not deterministic";
  auto loaded = load_fresh_exploration(file.string(), variant, run->key);
  ASSERT_TRUE(loaded);
  EXPECT_EQ(explore_markdown({*loaded}, options), explore_markdown({now}, options));
}

INSTANTIATE_TEST_SUITE_P(Cheap, StoredExploration, ::testing::Values("chess", "removal12", "quadrant12"));

// A copy of the model: each kind of source the key covers, edited by one byte, changes the key; a file outside
// them (another variant's) does not.
TEST(ExploreKey, EveryEditToWhatPlayDependsOnChangesIt) {
  const fs::path root = fs::path(::testing::TempDir()) / ("explore-key-" + std::to_string(getpid()));
  fs::remove_all(root);
  const fs::path model = root / "model";
  fs::create_directories(model);
  const fs::path bundled = catalog::default_model_dir();
  for (const char* dir : {"removal12", "core", "shared12", "chess", "quadrant12"})
    fs::copy(bundled / dir, model / dir, fs::copy_options::recursive);
  fs::copy_file(bundled / "variants.cpp", model / "variants.cpp");
  fs::create_directories(root / "oracle" / "explore");
  std::ofstream(root / "oracle" / "explore" / "explore.cpp") << "// the exploration's code\n";
  std::ofstream(root / "oracle" / "explore" / "consequence.cpp") << "// the paired games' code\n";
  ExploreOptions options;
  const std::string before = explore_key("removal12", model.string(), options);
  EXPECT_EQ(explore_key("removal12", model.string(), options), before) << "the key of the same sources changed";
  auto edited = [&](const fs::path& file) {
    const std::string was = read(file);
    std::ofstream(file, std::ios::binary) << was << " ";
    const std::string key = explore_key("removal12", model.string(), options);
    std::ofstream(file, std::ios::binary) << was;
    return key;
  };
  EXPECT_NE(edited(model / "removal12" / "rules.xml"), before) << "the catalog";
  EXPECT_NE(edited(model / "removal12" / "document.txt"), before) << "the document";
  EXPECT_NE(edited(model / "core" / "position.cpp"), before) << "the core";
  EXPECT_NE(edited(model / "shared12" / fs::directory_iterator(model / "shared12")->path().filename()), before) << "the 12x12 family";
  EXPECT_NE(edited(model / "variants.cpp"), before) << "the variant table";
  EXPECT_NE(edited(root / "oracle" / "explore" / "explore.cpp"), before) << "the exploration's code";
  EXPECT_EQ(edited(root / "oracle" / "explore" / "consequence.cpp"), before) << "the paired games' code";
  EXPECT_EQ(edited(model / "quadrant12" / "rules.xml"), before) << "another variant's catalog";
  ExploreOptions more = options;
  more.games += 1;
  EXPECT_NE(explore_key("removal12", model.string(), more), before) << "the budget";
  fs::remove_all(root);
}

TEST(ExploreKey, AStaleOrMissingStoreIsNotReused) {
  const fs::path file = kStored / "removal12.json";
  std::string why;
  EXPECT_FALSE(load_fresh_exploration(file.string(), "removal12", "0000", &why));
  EXPECT_EQ(why, "sources changed");
  EXPECT_FALSE(load_fresh_exploration((kStored / "nosuch.json").string(), "nosuch", "0000", &why));
  EXPECT_EQ(why, "no stored exploration");
  auto run = load_explore_shard(file.string());
  ASSERT_TRUE(run) << run.error();
  EXPECT_FALSE(load_fresh_exploration(file.string(), "quadrant12", run->key, &why)) << "another variant's file";
}

}  // namespace
}  // namespace arbiter
