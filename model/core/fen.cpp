#include "model/core/fen.h"

#include <cctype>
#include <charconv>
#include <sstream>
#include <vector>

#include "model/core/unit_text.h"
#include "model/core/variant.h"

namespace arbiter {
namespace {

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == sep) {
      out.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

std::vector<std::string_view> fields_of(std::string_view text) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}


std::string quoted(char c) { return std::string("'") + c + "'"; }

Error board_error(int rank_number, size_t column, char c, const std::string& what) {
  return Error{"FEN board, rank " + std::to_string(rank_number) + ", character " + std::to_string(column + 1) +
               " " + quoted(c) + ": " + what};
}

using fen_units::piece_text;
using fen_units::piece_error;
using fen_units::read_piece;

}  // namespace

// The grammar of fen.h. Every error it returns is a syntax error: parse_setup gives them their kind.
static Result<Position> read_fen(const Variant& v, std::string_view text) {
  const Geometry& g = v.geometry();
  auto fields = fields_of(text);
  if (fields.size() < 2) return Error{"FEN: expected at least a board and a side to move, got \"" + std::string(text) + "\""};
  Position pos = v.empty_position();

  // Board.
  auto ranks = split(fields[0], '/');
  if (static_cast<int>(ranks.size()) != g.ranks()) {
    if (ranks.size() > kMaxRanks)
      return Error{"FEN board: " + std::to_string(ranks.size()) + " ranks; the largest board Arbiter knows has 16"};
    return Error{"FEN board: " + std::to_string(ranks.size()) + " ranks, but variant " + v.id() + " has " +
                 std::to_string(g.ranks())};
  }
  for (size_t r = 0; r < ranks.size(); ++r) {
    int rank = g.ranks() - 1 - static_cast<int>(r);
    int rank_number = rank + 1;
    std::string_view row = ranks[r];
    int file = 0;
    size_t i = 0;
    while (i < row.size()) {
      char c = row[i];
      if (std::isdigit(static_cast<unsigned char>(c))) {
        size_t start = i;
        int n = 0;  // read no further than the board's width can use, so that no count overflows
        while (i < row.size() && std::isdigit(static_cast<unsigned char>(row[i]))) {
          if (n <= g.files()) n = n * 10 + (row[i] - '0');
          ++i;
        }
        if (n == 0 || row[start] == '0') return board_error(rank_number, start, c, "an empty-square count must be 1 or more, without leading zero");
        if (n > g.files() - file)
          return board_error(rank_number, start, c,
                             "rank is longer than the board's " + std::to_string(g.files()) + " files");
        file += n;
        continue;
      }
      size_t start = i;
      auto piece = read_piece(v, row, i);
      if (!piece) return board_error(rank_number, start, c, piece_error(v, row, start));
      if (file >= g.files())
        return board_error(rank_number, start, c,
                           "rank is longer than the board's " + std::to_string(g.files()) + " files");
      pos.put(make_square(file, rank), *piece);
      ++file;
    }
    if (file != g.files())
      return Error{"FEN board, rank " + std::to_string(rank_number) + ": " + std::to_string(file) +
                   " squares, expected " + std::to_string(g.files())};
  }

  // Side to move.
  if (fields[1] == "w") pos.set_side_to_move(Side::kWhite);
  else if (fields[1] == "b") pos.set_side_to_move(Side::kBlack);
  else return Error{"FEN side to move: expected 'w' or 'b', got \"" + std::string(fields[1]) + "\""};

  size_t next = 2;
  // Castling.
  if (next < fields.size() && fields[next].find('=') == std::string_view::npos) {
    std::string_view c = fields[next++];
    int rights = 0;
    if (c != "-") {
      for (size_t i = 0; i < c.size(); ++i) {
        int bit = c[i] == 'K' ? kWhiteKingSide : c[i] == 'Q' ? kWhiteQueenSide : c[i] == 'k' ? kBlackKingSide
                : c[i] == 'q' ? kBlackQueenSide : 0;
        if (bit == 0 || (rights & bit))
          return Error{"FEN castling, character " + std::to_string(i + 1) + " " + quoted(c[i]) +
                       ": expected '-' or each of K, Q, k, q at most once"};
        rights |= bit;
      }
    }
    pos.set_castling(rights);
  }
  // En passant.
  if (next < fields.size() && fields[next].find('=') == std::string_view::npos) {
    std::string_view e = fields[next++];
    if (e != "-") {
      auto sq = g.parse_square(e);
      if (!sq) return Error{"FEN en passant: expected '-' or a square of the board, got \"" + std::string(e) + "\""};
      pos.set_en_passant(*sq);
    }
  }
  // Clocks.
  if (next < fields.size() && fields[next].find('=') == std::string_view::npos) {
    auto n = fen_units::number(fields[next]);
    if (!n || *n < 0) return Error{"FEN halfmove clock: expected a number 0 or more, got \"" + std::string(fields[next]) + "\""};
    pos.set_halfmove_clock(*n);
    ++next;
    if (next >= fields.size() || fields[next].find('=') != std::string_view::npos)
      return Error{"FEN fullmove number: missing after the halfmove clock"};
    auto m = fen_units::number(fields[next]);
    if (!m || *m < 1) return Error{"FEN fullmove number: expected a number 1 or more, got \"" + std::string(fields[next]) + "\""};
    pos.set_fullmove_number(*m);
    ++next;
  }

  // Extra state.
  const StateSchema& schema = v.schema();
  std::vector<std::string_view> entries(fields.begin() + static_cast<long>(next), fields.end());
  fen_units::order_entries(v, entries);
  for (std::string_view f : entries) {
    if (auto unit_entry = fen_units::parse(v, pos, f)) {
      if (!unit_entry->empty()) return Error{*unit_entry};
      continue;
    }
    size_t eq = f.find('=');
    if (eq == std::string_view::npos)
      return Error{"FEN state \"" + std::string(f) + "\": expected name=value, name:square=value or name@square=value"};
    std::string_view key = f.substr(0, eq);
    std::string_view value = f.substr(eq + 1);
    size_t sep = key.find_first_of(":@");
    std::string name(key.substr(0, sep));
    if (sep == std::string_view::npos) {
      auto c = schema.counter(name);
      if (!c) return Error{"FEN state \"" + std::string(f) + "\": variant " + v.id() + " has no counter \"" + name + "\""};
      auto n = fen_units::number(value);
      const CounterDef& def = schema.counters[*c];
      if (!n || *n < def.min || *n > def.max)
        return Error{"FEN state \"" + std::string(f) + "\": expected a number from " + std::to_string(def.min) +
                     " to " + std::to_string(def.max)};
      pos.set_counter(*c, *n);
      continue;
    }
    auto sq = g.parse_square(key.substr(sep + 1));
    if (!sq) return Error{"FEN state \"" + std::string(f) + "\": \"" + std::string(key.substr(sep + 1)) + "\" is not a square of the board"};
    if (key[sep] == ':' && schema.stack(name)) {
      if (value.size() < 2 || value.front() != '[' || value.back() != ']')
        return Error{"FEN state \"" + std::string(f) + "\": a stack is written [pieces], e.g. [Pn]"};
      std::string_view inner = value.substr(1, value.size() - 2);
      std::vector<Piece> pieces;
      for (size_t i = 0; i < inner.size();) {
        size_t start = i;
        auto p = read_piece(v, inner, i);
        if (!p) return Error{"FEN state \"" + std::string(f) + "\", character " + quoted(inner[start]) + ": " + piece_error(v, inner, start)};
        pieces.push_back(*p);
      }
      if (pieces.empty()) return Error{"FEN state \"" + std::string(f) + "\": an empty stack is written by omitting it"};
      pos.set_stack(*schema.stack(name), *sq, std::move(pieces));
      continue;
    }
    auto a = schema.attribute(name);
    Scope want = key[sep] == ':' ? Scope::kSquare : Scope::kPiece;
    if (!a || schema.attributes[*a].scope != want)
      return Error{"FEN state \"" + std::string(f) + "\": variant " + v.id() + " has no " +
                   (want == Scope::kSquare ? "square attribute or stack" : "piece attribute") + " \"" + name + "\""};
    const AttributeDef& def = schema.attributes[*a];
    auto n = fen_units::number(value);
    if (!n || *n < def.min || *n > def.max)
      return Error{"FEN state \"" + std::string(f) + "\": expected a number from " + std::to_string(def.min) + " to " +
                   std::to_string(def.max)};
    if (want == Scope::kPiece && pos.empty(*sq))
      return Error{"FEN state \"" + std::string(f) + "\": no piece stands on " + g.square_name(*sq)};
    pos.set_attribute(*a, *sq, *n);
  }

  return pos;
}

std::string format_fen(const Variant& v, const Position& pos) {
  const Geometry& g = v.geometry();
  std::ostringstream out;
  for (int rank = g.ranks() - 1; rank >= 0; --rank) {
    int empties = 0;
    for (int file = 0; file < g.files(); ++file) {
      Piece p = pos.at(make_square(file, rank));
      if (p.empty()) {
        ++empties;
        continue;
      }
      if (empties) out << empties;
      empties = 0;
      out << piece_text(v, p);
    }
    if (empties) out << empties;
    if (rank) out << '/';
  }
  out << (pos.side_to_move() == Side::kBlack ? " b " : " w ");
  int c = pos.castling();
  if (!c) out << '-';
  if (c & kWhiteKingSide) out << 'K';
  if (c & kWhiteQueenSide) out << 'Q';
  if (c & kBlackKingSide) out << 'k';
  if (c & kBlackQueenSide) out << 'q';
  out << ' ' << g.square_name(pos.en_passant()) << ' ' << pos.halfmove_clock() << ' ' << pos.fullmove_number();

  const StateSchema& schema = v.schema();
  for (size_t i = 0; i < schema.counters.size(); ++i)
    if (int n = pos.counter(static_cast<int>(i)); n != schema.counters[i].initial) out << ' ' << schema.counters[i].name << '=' << n;
  for (size_t a = 0; a < schema.attributes.size(); ++a) {
    const AttributeDef& def = schema.attributes[a];
    if (def.unit_valued) continue;  // printed as unit refs below
    for (Square s : g.squares())
      if (int n = pos.attribute(static_cast<int>(a), s); n != 0)
        out << ' ' << def.name << (def.scope == Scope::kSquare ? ':' : '@') << g.square_name(s) << '=' << n;
  }
  fen_units::format(v, pos, out);
  return out.str();
}

Result<Setup> parse_setup(const Variant& v, std::string_view text) {
  auto pos = read_fen(v, text);
  if (!pos) return Error::fen_syntax(pos.error());
  return Setup(std::move(*pos));
}

Result<Position> parse_fen(const Variant& v, std::string_view text) {
  auto setup = parse_setup(v, text);
  if (!setup) return setup.error_value();
  auto pos = validate_setup(v, std::move(*setup));
  if (!pos) return Error::invalid_setup("FEN " + pos.error());
  return pos;
}

Result<Position> parse_fen_unchecked(const Variant& v, std::string_view text) {
  auto setup = parse_setup(v, text);
  if (!setup) return setup.error_value();
  return setup->position();
}

}  // namespace arbiter
