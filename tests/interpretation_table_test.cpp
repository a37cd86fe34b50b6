// The variant table (model/core/variant_table.h) held against the model and the catalogs: each row with a
// catalog is made, has its interpretation table and its rules.xml; each id a command runs or offers by default
// is made from the row that lists it; an unknown id is answered with the known ones. Then every variant's
// interpretation table (model/<variant>/interpretation.cpp) held against its catalog
// (model/<variant>/rules.xml, read by the catalog loader): the same points in the same order, the same options
// in the same order, the same default, implemented options that the catalog has. A doctored pair shows the
// comparison can fail. Then the one reader (model/core/interpretation_table.h) on profiles: defaults, every
// implemented option accepted, every other option and every unknown point refused with the point named.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "model/core/variant.h"
#include "model/core/variant_table.h"
#include "oracle/catalog/catalog.h"

namespace arbiter {
namespace {

const std::vector<std::string> kVariantsWithCatalogs = catalog_variant_ids();

std::string spaced(const std::vector<std::string>& list) {
  std::string out;
  for (const std::string& s : list) out += (out.empty() ? "" : " ") + s;
  return out;
}

// How a table differs from its catalog, one sentence each (empty: they agree).
std::vector<std::string> differences(const InterpretationTable& table, const catalog::Catalog& cat) {
  std::vector<std::string> out = table_problems(table);
  std::vector<std::string> table_ids;
  std::vector<std::string> catalog_ids;
  for (const InterpretationPoint& p : table.points) table_ids.push_back(p.id);
  for (const catalog::Interpretation& in : cat.interpretations) {
    catalog_ids.push_back(in.id);
    const InterpretationPoint* p = table.find(in.id);
    if (!p) {
      out.push_back(in.id + ": in the catalog, not in the table");
      continue;
    }
    std::vector<std::string> options;
    std::string default_option;
    for (const catalog::Option& o : in.options) {
      options.push_back(o.id);
      if (o.is_default) default_option = o.id;
    }
    if (p->options != options)
      out.push_back(in.id + ": options (" + spaced(p->options) + ") but the catalog has (" + spaced(options) + ")");
    if (p->default_option != default_option)
      out.push_back(in.id + ": default " + p->default_option + " but the catalog's is " + default_option);
    for (const std::string& o : p->implemented)
      if (std::find(options.begin(), options.end(), o) == options.end())
        out.push_back(in.id + ": implemented option " + o + " is not an option of the catalog");
  }
  for (const std::string& id : table_ids)
    if (!cat.find_interpretation(id)) out.push_back(id + ": in the table, not in the catalog");
  if (out.empty() && table_ids != catalog_ids) out.push_back("the points are not in the catalog's order");
  return out;
}

catalog::Catalog load(const std::string& variant) {
  auto cat = catalog::load_catalog(catalog::catalog_path(catalog::default_model_dir(), variant));
  if (!cat) throw std::runtime_error(cat.error());
  return *cat;
}

bool mentions(const std::vector<std::string>& found, const std::string& text) {
  auto has = [&](const std::string& f) { return f.find(text) != std::string::npos; };
  return std::any_of(found.begin(), found.end(), has);
}

// explore, check and the profile checks run the rows with a catalog: each is made, under its own id, and reads
// its own interpretation table and catalog; and arbiter check explores it.
TEST(VariantTable, EachRowWithACatalogIsMadeAndHasItsTableAndCatalog) {
  ASSERT_FALSE(kVariantsWithCatalogs.empty());
  for (const VariantRow& row : variant_table()) {
    if (!row.catalog) {
      EXPECT_EQ(row.check_compare_every, 0) << row.id << ": explored by arbiter check without a catalog";
      continue;
    }
    std::string id(row.id);
    EXPECT_TRUE(row.family.empty()) << id << ": a family with a catalog";
    auto made = make_variant(id);
    ASSERT_TRUE(made) << made.error();
    EXPECT_EQ((*made)->id(), id);
    ASSERT_EQ(interpretation_table(id), &row.interpretation()) << id;
    EXPECT_EQ(row.interpretation().variant, id);
    EXPECT_NO_THROW(load(id)) << id;
    EXPECT_GT(row.check_compare_every, 0) << id << ": arbiter check explores it";
  }
}

// A catalog of a variant the model plays is a row with a catalog (a catalog may come before its model).
TEST(VariantTable, TheCatalogsTheModelPlaysAreTheRowsWithACatalog) {
  for (const std::string& variant : catalog::catalog_variants(catalog::default_model_dir())) {
    if (!make_variant(variant)) continue;
    const VariantRow* row = find_variant(variant);
    ASSERT_NE(row, nullptr) << variant;
    EXPECT_TRUE(row->catalog) << variant << " has a catalog; its row says it has none";
  }
}

// What soak plays and the UCI engine offers by default: each id is made, and belongs to the row that lists it
// (a family's sizes to the family). A row's own id is made unless it is a family's pattern.
TEST(VariantTable, EveryIdACommandListsIsMadeByItsRow) {
  for (const VariantRow& row : variant_table()) {
    EXPECT_TRUE(row.make != nullptr) << row.id;
    EXPECT_TRUE(row.interpretation != nullptr) << row.id;
    EXPECT_EQ(make_variant(std::string(row.id)).ok(), row.family.empty()) << row.id;
    EXPECT_EQ(row.family.empty(), row.sizes.empty()) << row.id << ": a family says what its pattern admits";
    std::vector<std::string_view> listed = row.soak;
    listed.insert(listed.end(), row.uci.begin(), row.uci.end());
    for (std::string_view id : listed) {
      EXPECT_EQ(find_variant(id), &row) << id << " is listed by the row " << row.id;
      auto made = make_variant(std::string(id));
      EXPECT_TRUE(made) << id << ": " << (made ? "" : made.error());
    }
  }
}

TEST(VariantTable, IdsAreUniqueAndVariantIdsNamesEachRow) {
  std::set<std::string_view> ids;
  for (const VariantRow& row : variant_table()) EXPECT_TRUE(ids.insert(row.id).second) << row.id << " twice";
  std::vector<std::string> known = variant_ids();
  EXPECT_EQ(known.size(), variant_table().size());
  EXPECT_TRUE(std::is_sorted(known.begin(), known.end()));
  EXPECT_EQ(find_variant("fairy")->id, "fairy");  // the plain 10x10 row, not the family's
  EXPECT_EQ(find_variant("fairy-12x10")->id, "fairy-WxH");
  EXPECT_EQ(find_variant("nope"), nullptr);
}

TEST(VariantTable, AnUnknownVariantNamesTheKnownOnesAndTheNearest) {
  auto typo = make_variant("frozenchess");
  ASSERT_FALSE(typo);
  std::string known;
  for (const std::string& id : variant_ids()) known += (known.empty() ? "" : ", ") + id;
  EXPECT_EQ(typo.error(), "unknown variant \"frozenchess\" (did you mean frozenchess13?); known: " + known);
  EXPECT_NE(known.find("fairy-WxH (6..16 each)"), std::string::npos) << known;
  auto far = make_variant("shogi");
  ASSERT_FALSE(far);
  EXPECT_EQ(far.error(), "unknown variant \"shogi\"; known: " + known);
  auto size = make_variant("fairy-12by10");
  ASSERT_FALSE(size);
  EXPECT_EQ(size.error(), "unknown variant \"fairy-12by10\": fairy sizes are written fairy-WxH, e.g. fairy-12x10");
}

TEST(InterpretationTables, EachTableIsItsCatalogs) {
  for (const std::string& variant : kVariantsWithCatalogs) {
    const InterpretationTable* table = interpretation_table(variant);
    ASSERT_NE(table, nullptr) << variant;
    EXPECT_EQ(table->variant, variant);
    catalog::Catalog cat = load(variant);
    EXPECT_EQ(table->points.size(), cat.interpretations.size()) << variant;
    for (const std::string& d : differences(*table, cat)) ADD_FAILURE() << variant << ": " << d;
  }
}

TEST(InterpretationTables, ADoctoredTableOrCatalogIsReported) {
  const InterpretationTable& real = *interpretation_table("deathsquare12");
  catalog::Catalog cat = load("deathsquare12");
  ASSERT_TRUE(differences(real, cat).empty());

  InterpretationTable doctored = real;
  InterpretationPoint* swap = &doctored.points[0];
  for (InterpretationPoint& p : doctored.points)
    if (p.id == "swap.range") swap = &p;
  std::swap(swap->options[1], swap->options[2]);  // options out of the catalog's order
  doctored.points[0].default_option = "eleven-pawns-gap-empty";  // another default (board.pawn-row)
  doctored.points[1].implemented.push_back("no-such-option");    // board.black-setup
  doctored.points.pop_back();                                    // game-end.cannot-move missing
  doctored.points.push_back({"made.up", {"a", "b"}, "a", {"a"}});
  auto found = differences(doctored, cat);
  EXPECT_TRUE(mentions(found, "swap.range: options")) << spaced(found);
  EXPECT_TRUE(mentions(found, "board.pawn-row: default")) << spaced(found);
  EXPECT_TRUE(mentions(found, "board.black-setup: implemented option \"no-such-option\" is not one of its options"));
  EXPECT_TRUE(mentions(found, "game-end.cannot-move: in the catalog, not in the table")) << spaced(found);
  EXPECT_TRUE(mentions(found, "made.up: in the table, not in the catalog")) << spaced(found);

  InterpretationTable reordered = real;
  std::swap(reordered.points[0], reordered.points[1]);
  EXPECT_EQ(differences(reordered, cat), std::vector<std::string>{"the points are not in the catalog's order"});

  // The catalog doctored instead: an option renamed in chess's rules.xml.
  auto xml = catalog::read_text_file(catalog::catalog_path(catalog::default_model_dir(), "chess"));
  ASSERT_TRUE(xml) << xml.error();
  std::string text = *xml;
  const std::string from = "<option id=\"on-claim\"";
  ASSERT_NE(text.find(from), std::string::npos);
  text.replace(text.find(from), from.size(), "<option id=\"on-request\"");
  auto renamed = catalog::parse_catalog(text, catalog::catalog_path(catalog::default_model_dir(), "chess"));
  ASSERT_TRUE(renamed) << renamed.error();
  EXPECT_TRUE(mentions(differences(*interpretation_table("chess"), *renamed), "end.claims: options"));
}

TEST(InterpretationReader, UnnamedPointsTakeTheirDefaults) {
  for (const std::string& variant : kVariantsWithCatalogs) {
    const InterpretationTable& table = *interpretation_table(variant);
    auto chosen = read_interpretation(table, Profile{});
    ASSERT_TRUE(chosen) << chosen.error();
    for (const InterpretationPoint& p : table.points) EXPECT_EQ(chosen->option(p.id), p.default_option) << p.id;
  }
}

// Each implemented option alone makes the variant (its reading site knows it); every other option of the
// catalog is refused, naming the point, the option and the implemented ones (none yet for a pending point,
// whose rules are not built: even its default may not be chosen explicitly).
TEST(InterpretationReader, ImplementedOptionsAreAcceptedAndOthersRefused) {
  for (const std::string& variant : kVariantsWithCatalogs)
    for (const InterpretationPoint& p : interpretation_table(variant)->points)
      for (const std::string& option : p.options) {
        Profile profile;
        profile.set(p.id, option);
        auto v = make_variant(variant, profile);
        bool implemented = std::count(p.implemented.begin(), p.implemented.end(), option) > 0;
        EXPECT_EQ(v.ok(), implemented) << variant << " " << p.id << "=" << option;
        if (!v.ok()) {
          std::string implemented_text = p.pending() ? "none yet; the rules this point reads are pending" : spaced(p.implemented);
          EXPECT_EQ(v.error(), variant + ": interpretation point " + p.id + ": option \"" + option +
                                   "\" is not implemented (implemented: " + implemented_text + ")");
        }
      }
}

TEST(InterpretationReader, UnknownOptionsAndPointsAreErrors) {
  Profile p;
  p.set("swap.range", "everywhere");
  p.set("no.such-point", "x");
  auto v = make_variant("deathsquare12", p);
  ASSERT_FALSE(v);
  EXPECT_NE(v.error().find("interpretation point no.such-point: not a point of deathsquare12's catalog"),
            std::string::npos) << v.error();
  EXPECT_NE(v.error().find("interpretation point swap.range: option \"everywhere\" is not one of its options"),
            std::string::npos) << v.error();
  // A point of another variant is not a point of this one.
  Profile other;
  other.set("swap.range", "anywhere");
  EXPECT_FALSE(make_variant("chess", other));
  EXPECT_FALSE(make_variant("fairy-12x12", other));
  EXPECT_TRUE(make_variant("deathsquare12", other));
}

TEST(InterpretationReader, AMisspeltReadingSiteThrows) {
  const InterpretationTable& table = *interpretation_table("deathsquare12");
  auto chosen = read_interpretation(table, Profile{});
  ASSERT_TRUE(chosen);
  EXPECT_THROW(chosen->is("swap.rnage", "anywhere"), std::logic_error);
  EXPECT_THROW(chosen->is("swap.range", "adjacent"), std::logic_error);
  EXPECT_THROW(chosen->select<int>("swap.range", {{"adjacent-only", 1}}), std::logic_error);  // default unmapped
  EXPECT_EQ(chosen->select<int>("swap.range", {{"anywhere", 0}, {"adjacent-only", 1}}), 0);
}

TEST(InterpretationReader, ARunOverSeveralVariantsGivesEachItsOwnPoints) {
  Profile run;
  run.set("swap.range", "adjacent-only");
  run.set("turn.cast-selection", "fixed");
  EXPECT_EQ(profile_for_variant("deathsquare12", run).choices().size(), 1u);
  EXPECT_TRUE(profile_for_variant("chess", run).choices().empty());
  EXPECT_EQ(unknown_points(run), "");
  EXPECT_EQ(unknown_points(run, "twentychess"), "twentychess has no interpretation point swap.range");
  run.set("no.such-point", "x");
  EXPECT_EQ(unknown_points(run), "no variant has the interpretation point no.such-point");
}

// An unknown point that looks like a misspelling of a known one (at most a quarter of its letters, and at
// least two, changed, added or dropped) is answered with the known one; a text far from every point is not.
TEST(InterpretationReader, AMisspeltPointIsAnsweredWithTheNearestKnownOne) {
  Profile dropped;
  dropped.set("turn.cast-scop", "white-and-black");  // one letter dropped
  EXPECT_NE(check_profile(dropped, "twentychess").find("(did you mean turn.cast-scope?)"), std::string::npos)
      << check_profile(dropped, "twentychess");
  Profile added;
  added.set("turn.cast-scopes", "white-and-black");  // one letter added
  EXPECT_NE(check_profile(added, "twentychess").find("(did you mean turn.cast-scope?)"), std::string::npos);
  Profile far;
  far.set("turn.cast-scope-of-every-turn-of-the-game", "white-and-black");  // 26 letters added
  std::string answer = check_profile(far, "twentychess");
  EXPECT_NE(answer.find("twentychess has no interpretation point turn.cast-scope-of-every-turn-of-the-game"),
            std::string::npos)
      << answer;
  EXPECT_EQ(answer.find("did you mean"), std::string::npos) << answer;
}

}  // namespace
}  // namespace arbiter
