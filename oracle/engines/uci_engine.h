// `arbiter uci`: the model behind the adapter protocol (README, "The adapter protocol"), a UCI subset:
//   uci                                   -> id lines, option UCI_Variant, uciok
//   isready                               -> readyok
//   setoption name UCI_Variant value V    -> selects a variant (unknown: "info string error: ...")
//   setoption name Profile value P        -> interpretation profile "point=option,..." for every variant:
//                                            each takes the entries naming its own points (a point no
//                                            variant has: "info string error: ...")
//   ucinewgame
//   position (startpos | fen F) [moves M...]
//   go perft N                            -> "move: count" lines, a blank line, "Nodes searched: N"
//   d                                     -> the board, then "Fen: <extended FEN>" (as Stockfish)
//   result                                -> "Result: 1-0|0-1|1/2-1/2|* [reason] [clause]" (Arbiter's extension)
//   quit
// Unknown commands answer "Unknown command: '<text>'" and the engine keeps running, as Stockfish does.
#pragma once

#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "model/core/trace.h"
#include "model/core/variant.h"

namespace arbiter {

class UciEngine {
 public:
  explicit UciEngine(std::ostream& out);
  // Handles one input line; returns false on quit.
  bool handle(const std::string& line);
  // The variant and game the engine holds now (a caller bounding the work it asks: fuzz/uci_fuzz.cpp).
  const Variant& variant() const { return *variant_; }
  const Game& game() const { return *game_; }

 private:
  void position_command(const std::string& args);
  void print_board();
  bool select_variant(const std::string& id);
  static Result<std::shared_ptr<const Variant>> made_variant(const std::string& id, const Profile& profile);

  std::ostream& out_;
  Profile profile_;
  std::shared_ptr<const Variant> variant_;
  std::optional<Game> game_;
  Trace last_trace_;  // the clauses the last move of the last `position ... moves` fired (`trace`)
};

}  // namespace arbiter
