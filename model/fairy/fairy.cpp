// The `fairy` test variant: king, rook, bishop, knight, dragon (bishop or knight, Fairy-Stockfish's
// archbishop), amazon (queen or knight) and orthodox pawns (one or two steps from the second rank, en
// passant, promotion on the last rank); no castling. The start position puts the pieces on the first rank
// and pawns on the second, centred, with empty files filling wide boards.
#include "model/fairy/fairy.h"

#include "model/chess/orthodox.h"

namespace arbiter::fairy {
namespace {

using namespace chess;
enum : Kind { kPawn = 1, kKnight, kBishop, kRook, kDragon, kAmazon, kKing };

std::string back_rank(int files) {
  // R N B D A K D B N R on 10 files; centred and cut for narrower boards, widened with bishops beside the
  // rooks for wider ones. Every width keeps the king.
  std::string row = "RNBDAKDBNR";
  if (files < 10) return row.substr((10 - files) / 2, files);
  for (int extra = 0; static_cast<int>(row.size()) < files; ++extra) {
    const size_t at = extra % 2 ? row.size() - 1 : 1;
    row = row.substr(0, at) + 'B' + row.substr(at);
  }
  return row;
}

std::string rank_text(const std::string& squares) {
  std::string out;
  int empties = 0;
  for (char c : squares) {
    if (c == '.') { ++empties; continue; }
    if (empties) out += std::to_string(empties);
    empties = 0;
    out += c;
  }
  if (empties) out += std::to_string(empties);
  return out;
}

std::string start_fen_for(int files, int ranks) {
  std::string back = back_rank(files);
  std::string lower = back;
  for (char& c : lower) c = static_cast<char>(std::tolower(c));
  std::string fen = rank_text(lower) + "/" + rank_text(std::string(files, 'p'));
  for (int r = 0; r < ranks - 4; ++r) fen.append("/").append(std::to_string(files));
  fen.append("/").append(rank_text(std::string(files, 'P'))).append("/").append(rank_text(back)).append(" w - - 0 1");
  return fen;
}

class Fairy final : public OrthodoxVariant {
 public:
  Fairy(std::string id, int files, int ranks, const Profile& profile)
      : OrthodoxVariant(std::move(id), Geometry(files, ranks), profile) {
    add_kind(kPawn, 'P', "pawn", 0, {}, true);
    add_kind(kKnight, 'N', "knight", 0, knight_offsets());
    add_kind(kBishop, 'B', "bishop", kDiagonal, {});
    add_kind(kRook, 'R', "rook", kOrthogonal, {});
    add_kind(kDragon, 'D', "dragon", kDiagonal, knight_offsets());
    add_kind(kAmazon, 'A', "amazon", kDiagonal | kOrthogonal, knight_offsets());
    add_kind(kKing, 'K', "king", 0, king_offsets());
    royal_ = kKing;
    rules_.pawn = kPawn;
    rules_.king = kKing;
    rules_.promotion_kinds = {kAmazon, kDragon, kRook, kBishop, kKnight};
    rules_.castling = false;
    rules_.insufficient_material = false;
    rules_.finish(geometry_);
    start_fen_ = start_fen_for(files, ranks);
    // chess's mechanics without castling (model/chess/orthodox.h); dead positions are not judged.
    const OrthodoxClauses& own = chess_clauses();
    add(piece_movement(*this, own));
    add(pawn(*this, own));
    add(en_passant(*this, own));
    add(king_safety(*this, own));
    add(game_end(*this, own));
    compose();
  }
};

}  // namespace

Result<std::shared_ptr<const Variant>> make_fairy(int files, int ranks, const Profile& profile) {
  if (files < 6 || files > kMaxFiles || ranks < 6 || ranks > kMaxRanks)
    return Error{"fairy board " + std::to_string(files) + "x" + std::to_string(ranks) +
                 " out of range: files and ranks from 6 to 16"};
  std::string id = files == 10 && ranks == 10 ? "fairy" : "fairy-" + std::to_string(files) + "x" + std::to_string(ranks);
  auto chosen = read_interpretation(interpretation_table(), profile);
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<Fairy>(id, files, ranks, profile));
}

const InterpretationTable& interpretation_table() {
  static const InterpretationTable table{"fairy", {}};
  return table;
}

std::string fairy_stockfish_ini(int files, int ranks, const std::string& name) {
  // Fairy-Stockfish 11.1 keys only (no customPiece, no *Region): built-in piece types with our letters.
  std::string ini = "[" + name + "]\n";
  ini += "maxFile = " + std::to_string(files) + "\n";
  ini += "maxRank = " + std::to_string(ranks) + "\n";
  ini += "pawn = p\nknight = n\nbishop = b\nrook = r\narchbishop = d\namazon = a\nking = k\n";
  ini += "startFen = " + start_fen_for(files, ranks) + "\n";
  ini += "promotionRank = " + std::to_string(ranks) + "\n";
  ini += "promotionPieceTypes = adrbn\n";
  ini += "doubleStep = true\ndoubleStepRank = 2\ncastling = false\n";
  ini += "checking = true\nstalemateValue = draw\nnMoveRule = 50\nnFoldRule = 3\n";
  return ini;
}

}  // namespace arbiter::fairy
