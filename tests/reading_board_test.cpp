// The boards of the findings (oracle/explore/reading_board.h, issue 34 deliverable 5): a position played under
// each reading of a point says which moves differ and what each reading does with them. Every expectation comes
// from the rule documents and the catalogs' situations, read here, never from a run of the code: the positions
// are built in this file from the situations' words.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "oracle/catalog/catalog.h"
#include "oracle/catalog/check.h"
#include "oracle/explore/reading_board.h"
#include "oracle/html/svg_board.h"
#include "model/core/fen.h"

namespace arbiter {
namespace {

bool has(const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }

const ReadingBoard::Reading& reading(const ReadingBoard& b, const std::string& option) {
  auto it = std::find_if(b.readings.begin(), b.readings.end(), [&](const ReadingBoard::Reading& r) { return r.option == option; });
  EXPECT_NE(it, b.readings.end()) << option;
  return *it;
}
std::string said(const ReadingBoard& b, const std::string& option) {
  std::string out;
  for (const std::string& s : reading(b, option).says) out += s + " | ";
  return out;
}

// removal12, nightrider.path: "White nightrider b1, c3 empty, e4 empty: b1-c3-e4 is legal under any-two and
// illegal under same-direction (only b1-c3-d5 continues the line)". The document's nightrider makes "one or
// two knight moves"; same-direction keeps the second in the first's direction, so b1-c3-d5 is legal under both
// and is not a move that differs. Kings a1 and l12, three pawns a side (removal12 loses with no pawn left).
TEST(ReadingBoard, AMoveLegalUnderOneReadingIsShownWithTheRefusingClause) {
  BoardQuestion q{"nightrider.path", {"any-two", "same-direction"}, "any-two",
                  "White nightrider b1, c3 empty, e4 empty: b1-c3-e4 is legal under any-two and illegal under same-direction"};
  ReadingBoard b = read_board("removal12", "11k/9ppp/12/12/12/12/12/12/12/12/PPP9/KH10 w - - 0 1", q);
  ASSERT_EQ(b.error, "");
  EXPECT_FALSE(b.effects);
  ASSERT_FALSE(b.moves.empty());
  EXPECT_EQ(b.moves.front(), "b1c3e4");  // the situation's move first
  EXPECT_FALSE(has(b.moves, "b1c3d5"));   // legal under both readings
  EXPECT_NE(said(b, "any-two").find("b1c3e4"), std::string::npos);
  EXPECT_EQ(said(b, "any-two").find("illegal"), std::string::npos) << said(b, "any-two");
  EXPECT_NE(said(b, "same-direction").find("illegal (clause nightrider.movement)"), std::string::npos) << said(b, "same-direction");
  // Drawn from b1 through c3 to e4.
  ASSERT_FALSE(b.arrows.empty());
  EXPECT_EQ(b.arrows.front(), (std::vector<Square>{make_square(1, 0), make_square(2, 2), make_square(4, 3)}));
  EXPECT_NE(b.caption().find("under `any-two` (default): "), std::string::npos) << b.caption();
  EXPECT_NE(b.caption().find("; under `same-direction`: "), std::string::npos) << b.caption();
}

// deathsquare12, jester.explosion-kings: "Black king g12 with a black jester on h11. The white bishop e8
// captures h11 (f9, g10 empty). king-dies-owner-loses: the black king dies and White wins. kings-immune: the
// black king survives, the game goes on." The capture is legal under both: its effect differs.
TEST(ReadingBoard, AMoveLegalUnderEveryReadingShowsWhatEachLeaves) {
  BoardQuestion q{"jester.explosion-kings", {"king-dies-owner-loses", "kings-immune"}, "king-dies-owner-loses",
                  "Black king g12 with a black jester on h11. The white bishop e8 captures h11 (f9, g10 empty)."};
  ReadingBoard b = read_board("deathsquare12", "6k3pp/7j4/12/12/4B7/12/12/12/12/12/10PP/10PK w - - 0 1", q);
  ASSERT_EQ(b.error, "");
  EXPECT_TRUE(b.effects);
  ASSERT_FALSE(b.moves.empty());
  EXPECT_EQ(b.moves.front(), "e8h11");
  EXPECT_NE(said(b, "king-dies-owner-loses").find("g12 empty"), std::string::npos) << said(b, "king-dies-owner-loses");
  EXPECT_NE(said(b, "king-dies-owner-loses").find("1-0"), std::string::npos) << said(b, "king-dies-owner-loses");
  EXPECT_NE(said(b, "kings-immune").find("g12 black king"), std::string::npos) << said(b, "kings-immune");
  EXPECT_EQ(said(b, "kings-immune").find("1-0"), std::string::npos) << said(b, "kings-immune");
}

// deathsquare12, game-end.simultaneous-loss: "Black jester f6; White's last pawn e5 and Black's last pawn g7. The
// white knight d5 captures f6: both pawns die in the blast. draw / White wins / White loses." Every reading leaves
// the same position (e5, f6 and g7 empty): only the verdict on it differs, and that is what each says.
TEST(ReadingBoard, AMoveThatLeavesTheSamePositionJudgedApartShowsEachVerdict) {
  BoardQuestion q{"game-end.simultaneous-loss", {"draw", "capturer-wins", "capturer-loses"}, "draw",
                  "Black jester f6; White's last pawn e5 and Black's last pawn g7. The white knight d5 captures f6."};
  ReadingBoard b = read_board("deathsquare12", "11k/12/12/12/12/6p5/5j6/3NP7/12/12/12/11K w - - 0 1", q);
  ASSERT_EQ(b.error, "");
  EXPECT_TRUE(b.effects);
  ASSERT_FALSE(b.moves.empty());
  EXPECT_EQ(b.moves.front(), "d5f6");
  EXPECT_NE(said(b, "draw").find("d5f6 leaves the game 1/2-1/2"), std::string::npos) << said(b, "draw");
  EXPECT_NE(said(b, "capturer-wins").find("d5f6 leaves the game 1-0"), std::string::npos) << said(b, "capturer-wins");
  EXPECT_NE(said(b, "capturer-loses").find("d5f6 leaves the game 0-1"), std::string::npos) << said(b, "capturer-loses");
}

// frozenchess13, walls.path-definition: "White rook a1-a5: the default walls a1, a2, a3, a4 ...; start-only walls
// only a1". Played a1-a3, the default walls a1 and a2 (start and intermediate), start-only a1 alone: a2's wall is
// the difference, said in the FEN's own words where the vocabulary has none for it.
TEST(ReadingBoard, AStateOutsideTheVocabularyIsSaidInTheFensWords) {
  BoardQuestion q{"walls.path-definition", {"start-and-intermediate-own-moves", "start-only"}, "start-and-intermediate-own-moves",
                  "White rook a1-a3."};
  ReadingBoard b = read_board("frozenchess13", "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/R14K w - - 0 1", q);
  ASSERT_EQ(b.error, "");
  ASSERT_FALSE(b.moves.empty());
  EXPECT_EQ(b.moves.front(), "a1a3");
  EXPECT_NE(said(b, "start-and-intermediate-own-moves").find("a1a3 leaves wall-path:a2=a3"), std::string::npos)
      << said(b, "start-and-intermediate-own-moves");
  EXPECT_NE(said(b, "start-only").find("a1a3 leaves none of wall-path:a2=a3"), std::string::npos) << said(b, "start-only");
}

// Where the readings agree the board says so, and an option the model does not play is named, not played.
TEST(ReadingBoard, AgreeingReadingsAndUnknownOptionsAreSaid) {
  BoardQuestion q{"nightrider.path", {"any-two", "same-direction", "no-such-reading"}, "any-two", ""};
  // No nightrider on the board: nothing the point decides can differ.
  ReadingBoard b = read_board("removal12", "11k/9ppp/12/12/12/12/12/12/12/12/PPP9/K11 w - - 0 1", q);
  ASSERT_EQ(b.error, "");
  EXPECT_FALSE(b.differs());
  EXPECT_EQ(reading(b, "any-two").says, std::vector<std::string>{"the same as the others"});
  EXPECT_EQ(b.not_implemented, std::vector<std::string>{"no-such-reading"});
  EXPECT_NE(b.caption().find("`no-such-reading` is not implemented by the model"), std::string::npos) << b.caption();
  // A position the default reading cannot hold (rank 1 of 13 squares) is an error, not a caption.
  ReadingBoard bad = read_board("removal12", "11k/9ppp/12/12/12/12/12/12/12/12/PPP9/K12 w - - 0 1", q);
  EXPECT_NE(bad.error, "");
}

// The catalog's situation FENs must be legal positions with both kings (deathsquare12 has kings).
TEST(ReadingBoard, ASituationFenIsLegalWithBothKings) {
  EXPECT_EQ(situation_fen_problem("deathsquare12", "10pk/10pp/12/12/nr10/12/12/12/12/12/10PP/R9PK w - - 0 1"), "");
  EXPECT_EQ(situation_fen_problem("deathsquare12", "10pp/10pp/12/12/nr10/12/12/12/12/12/10PP/R9PK w - - 0 1"), "no black king");
  EXPECT_EQ(situation_fen_problem("deathsquare12", "10pk/10pp/12/12/nr10/12/12/12/12/12/10PP/R9PP w - - 0 1"), "no white king");
  EXPECT_NE(situation_fen_problem("deathsquare12", "10pk/10pp/12/12/nr10/12/12/12/12/12/10PP/R9PKK w - - 0 1"), "");  // 13 files
  EXPECT_NE(situation_fen_problem("no-such-variant", "8/8/8/8/8/8/8/8 w - - 0 1"), "");
  // removal12's kings are kings though not royal in the core's sense (a pawn may promote to one).
  EXPECT_EQ(situation_fen_problem("removal12", "11k/9ppp/12/12/12/12/12/12/12/12/PPP9/K11 w - - 0 1"), "");
  EXPECT_EQ(situation_fen_problem("removal12", "12/9ppp/12/12/12/12/12/12/12/12/PPP9/K11 w - - 0 1"), "no black king");
}

// <situation fen="..."> is read into the point (and any other attribute refused).
TEST(ReadingBoard, TheCatalogReadsASituationFen) {
  auto xml = [](const std::string& situation) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<catalog variant=\"toy\" document=\"document.txt\" title=\"Toy\">\n"
           "  <glossary><term id=\"capture\" kind=\"event\" origin=\"orthodox-chess\">A capture.</term></glossary>\n"
           "  <interpretation id=\"x.y\" severity=\"low\"><quote>q</quote><question>q?</question>\n"
           "    <option id=\"a\" default=\"true\">A</option><option id=\"b\">B</option><default-reason>r</default-reason>\n    " +
           situation + "\n  </interpretation>\n</catalog>\n";
  };
  auto with = catalog::parse_catalog(xml("<situation fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\">White to move.</situation>"), "rules.xml");
  ASSERT_TRUE(with) << with.error();
  EXPECT_EQ(with->interpretations.at(0).situation_fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(with->interpretations.at(0).situation, "White to move.");
  auto without = catalog::parse_catalog(xml("<situation>White to move.</situation>"), "rules.xml");
  ASSERT_TRUE(without) << without.error();
  EXPECT_EQ(without->interpretations.at(0).situation_fen, "");
  EXPECT_FALSE(catalog::parse_catalog(xml("<situation board=\"x\">White to move.</situation>"), "rules.xml"));
}

// catalog check holds each situation FEN to the model's judgement: a FEN it refuses is a problem naming the point.
TEST(ReadingBoard, CatalogCheckReportsASituationFenTheModelRefuses) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("reading-board-test-" + std::to_string(::getpid())) / "toy";
  fs::create_directories(dir);
  std::ofstream(dir / "document.txt") << "Pieces move.\n";
  std::ofstream(dir / "rules.xml")
      << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<catalog variant=\"toy\" document=\"document.txt\" title=\"Toy\">\n"
         "  <glossary><term id=\"capture\" kind=\"event\" origin=\"orthodox-chess\">A capture.</term></glossary>\n"
         "  <interpretation id=\"x.y\" severity=\"low\"><quote>Pieces move.</quote><question>q?</question>\n"
         "    <option id=\"a\" default=\"true\">A</option><option id=\"b\">B</option><default-reason>r</default-reason>\n"
         "    <situation fen=\"BAD\">s</situation>\n  </interpretation>\n</catalog>\n";
  std::vector<std::pair<std::string, std::string>> asked;
  auto judge = [&](const std::string& variant, const std::string& fen) {
    asked.push_back({variant, fen});
    return std::string(fen == "BAD" ? "refused" : "");
  };
  auto report = catalog::check_catalog_file((dir / "rules.xml").string(), judge);
  ASSERT_TRUE(report) << report.error();
  EXPECT_EQ(asked, (std::vector<std::pair<std::string, std::string>>{{"toy", "BAD"}}));
  ASSERT_EQ(report->problems.size(), 1u);
  EXPECT_EQ(report->problems[0].what, "situation-fen");
  EXPECT_NE(report->problems[0].message.find("x.y"), std::string::npos) << report->problems[0].message;
  EXPECT_NE(report->problems[0].message.find("refused"), std::string::npos) << report->problems[0].message;
  // Without a judge (the catalog layer alone) nothing is asked.
  auto unjudged = catalog::check_catalog_file((dir / "rules.xml").string());
  ASSERT_TRUE(unjudged) << unjudged.error();
  EXPECT_TRUE(unjudged->problems.empty());
  fs::remove_all(dir.parent_path());
}

// A move drawn on the board: a polyline through its squares' centres (rank 1 at the bottom), named by its squares.
TEST(ReadingBoard, TheBoardDrawsTheMoves) {
  auto v = make_variant("deathsquare12");
  ASSERT_TRUE(v) << v.error();
  auto pos = parse_fen(**v, "10pk/10pp/12/12/12/12/12/3n8/12/12/10PP/3R6PK w - - 0 1");
  ASSERT_TRUE(pos) << pos.error();
  SvgBoardOptions options;
  options.moves = {{make_square(3, 0), make_square(3, 3)}};  // d1-d4
  const std::string svg = svg_board(**v, *pos, nullptr, "test", options);
  // d1: file 3, the 12th row from the top (y 11); d4: y 8; centres at +0.5.
  EXPECT_NE(svg.find("<g class=\"mv\" data-move=\"d1-d4\"><polyline points=\"3.5,11.5 3.5,8.5\"/>"), std::string::npos) << svg;
  EXPECT_EQ(svg_board(**v, *pos, nullptr, "test").find("class=\"mv\""), std::string::npos);
}

// chess, end.claims: only `automatic` is implemented, so one reading is played and nothing can differ; the board
// then shows what that reading does with the moves the situation names. Chess's own rules decide them: the
// white king e1 may not step onto d1, which the black rook d8 attacks down the open d-file (a move into check),
// and may step to f1. The rook's own squares named (d8) are Black's, and White is to move.
TEST(ReadingBoard, WithOneReadingPlayedTheSituationsMovesShowWhatItDoes) {
  BoardQuestion q{"end.claims", {"automatic", "on-claim"}, "automatic",
                  "White king e1, black rook d8: the king goes e1-f1, never e1-d1."};
  ReadingBoard b = read_board("chess", "3rk3/8/8/8/8/8/8/4K3 w - - 0 1", q);
  ASSERT_EQ(b.error, "");
  EXPECT_TRUE(b.one_reading);
  EXPECT_FALSE(b.differs());  // one reading cannot differ from another
  EXPECT_TRUE(has(b.not_implemented, "on-claim"));
  EXPECT_TRUE(has(b.moves, "e1f1"));
  EXPECT_TRUE(has(b.moves, "e1d1"));
  EXPECT_NE(said(b, "automatic").find("e1f1 is legal"), std::string::npos) << said(b, "automatic");
  EXPECT_NE(said(b, "automatic").find("e1d1 is illegal (clause "), std::string::npos) << said(b, "automatic");
  EXPECT_NE(b.caption().find("`on-claim` is not implemented by the model"), std::string::npos) << b.caption();
  // A pair of named squares that is no move of the unit there (the king cannot reach d8) is not shown.
  EXPECT_FALSE(has(b.moves, "e1d8"));
}

// The actions a situation writes are read as a player writes them: a capture with 'x' (d1xd8: the rook d1
// takes the rook d8 up the open d-file) and a promotion with its piece (e7-e8=Q: e8 empty). Chess's own rules
// make both legal for White here. A written move of no unit there (no queen on a1) shows nothing.
TEST(ReadingBoard, WrittenCapturesAndPromotionsAreTheSituationsMoves) {
  BoardQuestion q{"end.claims", {"automatic", "on-claim"}, "automatic",
                  "White rook d1 takes d1xd8, or the pawn promotes e7-e8=Q; Qa1-a2 is no move here."};
  ReadingBoard b = read_board("chess", "3r3k/4P3/8/8/8/8/8/3RK3 w - - 0 1", q);
  ASSERT_EQ(b.error, "");
  ASSERT_TRUE(b.one_reading);
  EXPECT_EQ(b.moves, (std::vector<std::string>{"d1d8", "e7e8q"})) << b.caption();
  EXPECT_NE(said(b, "automatic").find("d1d8 and e7e8q are legal"), std::string::npos) << said(b, "automatic");
}

}  // namespace
}  // namespace arbiter
