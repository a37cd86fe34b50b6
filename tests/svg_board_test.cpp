// The SVG board of the HTML report (oracle/html/svg_board.h): known positions give the squares and pieces their
// FEN says (read here from the FEN text itself, not from the drawing), square states are drawn, text is escaped.
#include <gtest/gtest.h>

#include <regex>

#include "model/core/fen.h"
#include "oracle/html/svg_board.h"

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

// The rect of a square: its class (l, d or x) and its data-state.
std::string rect_of(const std::string& svg, const std::string& square) {
  std::smatch m;
  std::regex re("<rect class=\"([a-z]+)\"[^>]*data-sq=\"" + square + "\"([^>]*)/>");
  return std::regex_search(svg, m, re) ? m[1].str() + m[2].str() : "";
}

TEST(SvgBoard, ChessPositionHasEverySquareAndThePiecesOfItsFen) {
  // White: king e1, rook a1, pawn d2; Black: king e8, knight g8 (read from the FEN below).
  std::string svg = svg_of("chess", "4k1n1/8/8/8/8/8/3P4/R3K3 w Q - 0 1");
  EXPECT_EQ(count(svg, "data-sq=\""), 64);
  EXPECT_NE(svg.find("data-sq=\"a1\""), std::string::npos);
  EXPECT_NE(svg.find("data-sq=\"h8\""), std::string::npos);
  EXPECT_EQ(svg.find("data-sq=\"i1\""), std::string::npos);
  EXPECT_EQ(count(svg, "data-at=\""), 5);
  EXPECT_NE(svg.find("data-at=\"e1\" data-piece=\"K\">\u2654<"), std::string::npos);  // white king
  EXPECT_NE(svg.find("data-at=\"a1\" data-piece=\"R\">\u2656<"), std::string::npos);  // white rook
  EXPECT_NE(svg.find("data-at=\"d2\" data-piece=\"P\">\u2659<"), std::string::npos);  // white pawn
  EXPECT_NE(svg.find("data-at=\"e8\" data-piece=\"k\">\u265A<"), std::string::npos);  // black king
  EXPECT_NE(svg.find("data-at=\"g8\" data-piece=\"n\">\u265E<"), std::string::npos);  // black knight
  // a1 is a dark square, h1 a light one.
  EXPECT_EQ(rect_of(svg, "a1"), "d");
  EXPECT_EQ(rect_of(svg, "h1"), "l");
  EXPECT_NE(svg.find("data-files=\"8\" data-ranks=\"8\""), std::string::npos);
}

TEST(SvgBoard, TwelveByTwelveBoardDrawsARemovedSquareAsAHole) {
  // removal12: an empty 12x12 board but for the two kings, with e4 removed (the FEN's removed:e4=1).
  std::string svg = svg_of("removal12", "6k5/12/12/12/12/12/12/12/12/12/12/6K5 w - - 0 1 removed:e4=1");
  EXPECT_EQ(count(svg, "data-sq=\""), 144);
  EXPECT_NE(svg.find("data-sq=\"l12\""), std::string::npos);
  EXPECT_EQ(svg.find("data-sq=\"m1\""), std::string::npos);
  EXPECT_EQ(rect_of(svg, "e4"), "x data-state=\"removed=1\"");
  EXPECT_EQ(rect_of(svg, "e5"), "d");  // e5, like a1, has file and rank of the same parity: dark
  EXPECT_NE(svg.find("data-at=\"g1\""), std::string::npos);
  EXPECT_NE(svg.find("data-at=\"g12\""), std::string::npos);
}

TEST(SvgBoard, EscapesText) {
  EXPECT_EQ(html_escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  EXPECT_EQ(count(svg_board(**make_variant("chess"), (*make_variant("chess"))->start_position(), nullptr, "<b>"), "&lt;b&gt;"), 1);
}

}  // namespace
}  // namespace arbiter
