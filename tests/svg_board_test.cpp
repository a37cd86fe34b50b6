// The SVG board of the HTML report (oracle/html/svg_board.h): known positions give the squares and pieces their
// FEN says (read here from the FEN text itself, not from the drawing), square states are drawn, text is escaped.
#include <gtest/gtest.h>

#include <regex>

#include "model/core/fen.h"
#include "oracle/html/markdown_html.h"
#include "oracle/html/svg_board.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/vocabulary.h"

namespace arbiter {
namespace {

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

std::string svg_of(const std::string& variant, const std::string& fen) {
  auto v = make_variant(variant);
  EXPECT_TRUE(v) << (v ? "" : v.error());
  auto pos = parse_fen_unchecked(**v, fen);
  EXPECT_TRUE(pos) << (pos ? "" : pos.error());
  return svg_board(**v, *pos, nullptr, "test");
}

// The path of the board's squares of one class (d: dark, x: removed), "" if none.
std::string path_of(const std::string& svg, const std::string& cls) {
  std::smatch m;
  std::regex re("<path class=\"" + cls + "\" d=\"([^\"]*)\"/>");
  return std::regex_search(svg, m, re) ? m[1].str() : "";
}
// The outline of the square at file f, rank r (1-based) of a board `ranks` high, as the board draws it (one unit
// a square, rank 1 at the bottom).
std::string cell(int f, int r, int ranks) {
  std::string out = "M";  // appended: GCC 12's -Warray-bounds misfires on "M" + std::to_string (bug 105329)
  out += std::to_string(f - 1);
  out += ' ';
  out += std::to_string(ranks - r);
  out += "h1v1h-1z";
  return out;
}

TEST(SvgBoard, ChessPositionHasEverySquareAndThePiecesOfItsFen) {
  // White: king e1, rook a1, pawn d2; Black: king e8, knight g8 (read from the FEN below).
  std::string svg = svg_of("chess", "4k1n1/8/8/8/8/8/3P4/R3K3 w Q - 0 1");
  // An 8x8 board: a light background 8 by 8, and the 32 dark squares one path.
  EXPECT_NE(svg.find("<rect class=\"l\" x=\"0\" y=\"0\" width=\"8\" height=\"8\"/>"), std::string::npos);
  EXPECT_EQ(count(path_of(svg, "d"), "h1v1h-1z"), 32);
  EXPECT_EQ(count(svg, "data-sq=\""), 0);  // no square has a state
  EXPECT_EQ(count(svg, "data-at=\""), 5);
  EXPECT_NE(svg.find("data-at=\"e1\" data-piece=\"K\">\u2654<"), std::string::npos);  // white king
  EXPECT_NE(svg.find("data-at=\"a1\" data-piece=\"R\">\u2656<"), std::string::npos);  // white rook
  EXPECT_NE(svg.find("data-at=\"d2\" data-piece=\"P\">\u2659<"), std::string::npos);  // white pawn
  EXPECT_NE(svg.find("data-at=\"e8\" data-piece=\"k\">\u265A<"), std::string::npos);  // black king
  EXPECT_NE(svg.find("data-at=\"g8\" data-piece=\"n\">\u265E<"), std::string::npos);  // black knight
  // a1 is a dark square, h1 a light one.
  EXPECT_NE(path_of(svg, "d").find(cell(1, 1, 8)), std::string::npos);
  EXPECT_EQ(path_of(svg, "d").find(cell(8, 1, 8)), std::string::npos);
  EXPECT_NE(svg.find("data-files=\"8\" data-ranks=\"8\""), std::string::npos);
}

TEST(SvgBoard, TwelveByTwelveBoardDrawsARemovedSquareAsAHole) {
  // removal12: an empty 12x12 board but for the two kings, with e4 removed (the FEN's removed:e4=1).
  std::string svg = svg_of("removal12", "6k5/12/12/12/12/12/12/12/12/12/12/6K5 w - - 0 1 removed:e4=1");
  EXPECT_NE(svg.find("width=\"12\" height=\"12\"/>"), std::string::npos);
  // e4 is a hole; it is a light square (file 5 + rank 4 is odd, a1's 1 + 1 even), so the 72 dark squares stay.
  EXPECT_EQ(path_of(svg, "x"), cell(5, 4, 12));
  EXPECT_EQ(path_of(svg, "d").find(cell(5, 4, 12)), std::string::npos);
  EXPECT_EQ(count(path_of(svg, "d"), "h1v1h-1z"), 72);
  EXPECT_EQ(count(svg, "data-sq=\""), 1);  // the one square with a state names it
  EXPECT_NE(svg.find("data-sq=\"e4\" data-state=\"removed=1\""), std::string::npos);
  EXPECT_NE(path_of(svg, "d").find(cell(5, 5, 12)), std::string::npos);  // e5, like a1: dark
  EXPECT_NE(svg.find("data-at=\"g1\""), std::string::npos);
  EXPECT_NE(svg.find("data-at=\"g12\""), std::string::npos);
}

TEST(SvgBoard, AFairyKindIsATokenWithItsLetter) {
  // removal12's jester J on e1 (white) and j on e12 (black), as the FEN says.
  std::string svg = svg_of("removal12", "4j1k5/12/12/12/12/12/12/12/12/12/12/4J1K5 w - - 0 1");
  EXPECT_NE(svg.find("<g class=\"t w\" data-at=\"e1\" data-piece=\"J\">"), std::string::npos);
  EXPECT_NE(svg.find("<g class=\"t b\" data-at=\"e12\" data-piece=\"j\">"), std::string::npos);
  EXPECT_NE(svg.find("<title>e1: white jester</title>"), std::string::npos);
}

// The conformance results on the index are HTML tables, not Markdown in a <pre>; text stays text.
// The workbench's boards (SvgBoardOptions::unit_states): a unit's state in the vocabulary's words on hover; the
// report's default board leaves it out. The chancellor on e8 is paralysed for 2 turns (its FEN says paralysis@e8=2;
// corpus/vocabulary/frozenchess13.xml names the attribute "paralysed").
TEST(SvgBoard, UnitStatesInTheVocabularysWordsOnRequest) {
  auto v = make_variant("frozenchess13");
  ASSERT_TRUE(v) << v.error();
  auto pos = parse_fen_unchecked(**v, "15k/16/16/16/16/16/16/16/4c11/16/5R10/16/16/16/16/K15 w - - 0 1 paralysis@e8=2");
  ASSERT_TRUE(pos) << pos.error();
  auto vocab = vocabulary_for(default_corpus_dir(), "frozenchess13");
  ASSERT_TRUE(vocab) << vocab.error();
  const std::string with = svg_board(**v, *pos, *vocab, "test", SvgBoardOptions{.unit_states = true, .moves = {}});
  EXPECT_NE(with.find("data-at=\"e8\" data-piece=\"c\" data-state=\"paralysed=2\""), std::string::npos) << with;
  EXPECT_NE(with.find("(paralysed=2)</title>"), std::string::npos) << with;
  EXPECT_EQ(with.find("data-at=\"f6\" data-piece=\"R\" data-state"), std::string::npos) << with;  // a free rook: no state
  const std::string plain = svg_board(**v, *pos, *vocab, "test");
  EXPECT_EQ(plain.find("paralysed"), std::string::npos) << plain;
}

TEST(MarkdownHtml, TablesHeadingsAndEscapes) {
  const std::string md =
      "# Conformance of `x`\n\n**2 passed, 1 failed**\n\n## chess\n\n| scenario | verdict | note |\n|---|---|---|\n"
      "| a.b | PASS | |\n| c.d | FAIL | engine said \\| &lt;b&gt; |\n\n```\n<raw> | text\n```\n";
  const std::string html = html::markdown_html(md, 2);
  EXPECT_NE(html.find("<h3>Conformance of <code>x</code></h3>"), std::string::npos) << html;
  EXPECT_NE(html.find("<p><b>2 passed, 1 failed</b></p>"), std::string::npos) << html;
  EXPECT_NE(html.find("<h4>chess</h4>"), std::string::npos) << html;
  EXPECT_NE(html.find("<tr><th>scenario</th><th>verdict</th><th>note</th></tr>"), std::string::npos) << html;
  EXPECT_NE(html.find("<tr><td>c.d</td><td>FAIL</td><td>engine said | &lt;b&gt;</td></tr>"), std::string::npos) << html;
  EXPECT_NE(html.find("<pre>&lt;raw&gt; | text\n</pre>"), std::string::npos) << html;
  EXPECT_EQ(html.find("<raw>"), std::string::npos);
}

TEST(SvgBoard, EscapesText) {
  EXPECT_EQ(html_escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  EXPECT_EQ(count(svg_board(**make_variant("chess"), (*make_variant("chess"))->start_position(), nullptr, "<b>"), "&lt;b&gt;"), 1);
}

}  // namespace
}  // namespace arbiter
