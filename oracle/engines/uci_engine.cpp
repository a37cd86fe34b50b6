#include "oracle/engines/uci_engine.h"

#include <map>
#include <mutex>
#include <sstream>
#include <utility>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/variant_table.h"
#include "oracle/engines/perft.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/vocabulary.h"

namespace arbiter {
namespace {

std::string rest_after(const std::string& line, const std::string& word) {
  size_t at = line.find(word);
  if (at == std::string::npos) return "";
  size_t start = line.find_first_not_of(' ', at + word.size());
  return start == std::string::npos ? "" : line.substr(start);
}

}  // namespace

UciEngine::UciEngine(std::ostream& out) : out_(out) { select_variant("chess"); }

// Variants are immutable once made, and making one costs (twentychess builds the tables of its 20 casts):
// every engine of the process shares those it made, by id and profile (a bounded number: fuzz/uci_fuzz.cpp
// makes an engine for each input).
Result<std::shared_ptr<const Variant>> UciEngine::made_variant(const std::string& id, const Profile& profile) {
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::map<std::string, std::string>>, std::shared_ptr<const Variant>> made;
  std::lock_guard<std::mutex> lock(mutex);
  auto key = std::make_pair(id, profile.choices());
  if (auto found = made.find(key); found != made.end()) return found->second;
  auto v = make_variant(id, profile);
  if (!v) return v;
  if (made.size() >= 64) made.clear();
  made.emplace(key, *v);
  return v;
}

bool UciEngine::select_variant(const std::string& id) {
  auto v = made_variant(id, profile_for_variant(id, profile_));
  if (!v) {
    out_ << "info string error: " << v.error() << std::endl;
    return false;
  }
  variant_ = *v;
  game_.emplace(*variant_, variant_->start_position());
  return true;
}

bool UciEngine::handle(const std::string& raw) {
  std::string line = raw;
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
  std::istringstream in(line);
  std::string cmd;
  in >> cmd;
  if (cmd.empty()) return true;
  if (cmd == "quit") return false;
  if (cmd == "uci") {
    // `id clauses catalog`: this engine names rules by the catalog's clause ids (model/<variant>/rules.xml), so
    // conform judges the clauses of refusals, results and the rule trace against it (`why`, `result`, `trace`).
    out_ << "id name Arbiter\nid author the Arbiter authors\nid clauses catalog\n";
    out_ << "option name UCI_Variant type combo default chess";
    for (const VariantRow& row : variant_table())
      for (std::string_view v : row.uci) out_ << " var " << v;
    out_ << "\noption name Profile type string default <empty>\nuciok" << std::endl;
  } else if (cmd == "isready") {
    out_ << "readyok" << std::endl;
  } else if (cmd == "ucinewgame") {
    game_.emplace(*variant_, variant_->start_position());
  } else if (cmd == "setoption") {
    std::string name = rest_after(line, "name");
    std::string value = rest_after(line, "value");
    name = name.substr(0, name.find(" value"));
    if (name == "UCI_Variant") {
      select_variant(value);
    } else if (name == "Profile") {
      std::string error;
      Profile p;
      if (!p.parse(value == "<empty>" ? "" : value, &error)) out_ << "info string error: " << error << std::endl;
      else if (std::string unknown = check_profile(p); !unknown.empty()) out_ << "info string error: " << unknown << std::endl;
      else {
        profile_ = p;
        select_variant(variant_->id());
      }
    } else {
      out_ << "info string error: no such option: " << name << std::endl;
    }
  } else if (cmd == "position") {
    position_command(line.substr(line.find("position") + 8));
  } else if (cmd == "go") {
    std::string what, depth_text, extra;
    in >> what >> depth_text >> extra;
    const std::optional<int> depth = parse_perft_depth(depth_text);
    if (what != "perft" || !depth || !extra.empty()) {
      out_ << "info string error: only 'go perft N' (N from 1 to " << kMaxPerftDepth << ") is supported" << std::endl;
      return true;
    }
    uint64_t total = 0;
    // A game that a move ended has no legal action (Game::legal_actions): nothing to count.
    if (game_->ended()) {
      out_ << "info string the game is over, " << game_->outcome().text() << "\n";
    } else {
      for (const DivideEntry& e : divide(*variant_, game_->position(), *depth)) {
        out_ << e.move << ": " << e.nodes << "\n";
        total += e.nodes;
      }
    }
    out_ << "\nNodes searched: " << total << "\n" << std::endl;
  } else if (cmd == "d") {
    print_board();
  } else if (cmd == "why") {  // why <move>: legal, unparsable, illegal, or refused <variant>/<clause>
    std::string move;
    in >> move;
    auto found = lookup_action(*game_, move);
    if (found) {
      out_ << "why legal" << std::endl;
    } else {
      const Error& e = found.error_value();
      out_ << "why " << (e.kind == ErrorKind::kUnparsableAction ? "unparsable"
                         : e.kind == ErrorKind::kRefusedAction && !e.clause.empty() ? "refused " + variant_->id() + "/" + e.clause
                                                                                    : std::string("illegal"))
           << std::endl;
    }
  } else if (cmd == "trace") {  // the clauses the last move of `position ... moves` fired
    out_ << "fired";
    for (std::string_view c : last_trace_.clauses()) out_ << ' ' << variant_->id() << '/' << c;
    out_ << std::endl;
  } else if (cmd == "state") {
    // The observable state in the variant's vocabulary (corpus/vocabulary/<variant>.xml, oracle/scenarios/vocabulary.h).
    auto vocabulary = vocabulary_for(default_corpus_dir(), variant_->id());
    if (!vocabulary) {
      out_ << "info string error: " << vocabulary.error() << std::endl;
      return true;
    }
    for (const std::string& l : state_lines(*variant_, game_->position(), **vocabulary)) out_ << "state " << l << "\n";
    out_ << "stateok" << std::endl;
  } else if (cmd == "result") {
    Outcome o = game_->outcome();
    out_ << "Result: " << o.text();
    // The deciding clause, or the one by which the game goes on (frozenchess13's unenforced 50-move rule).
    if (o.over() || !o.clause.empty()) out_ << " clause " << variant_->id() << "/" << o.clause;
    out_ << std::endl;
  } else {
    out_ << "Unknown command: '" << line << "'. Type help for more information." << std::endl;
  }
  return true;
}

void UciEngine::position_command(const std::string& args) {
  std::istringstream in(args);
  std::string word;
  in >> word;
  std::string fen;
  if (word == "startpos") {
    fen = variant_->start_fen();
    in >> word;
  } else if (word == "fen") {
    std::string part;
    while (in >> part && part != "moves") fen += (fen.empty() ? "" : " ") + part;
    word = part == "moves" ? part : "";
  } else {
    out_ << "info string error: expected 'position startpos' or 'position fen <FEN>'" << std::endl;
    return;
  }
  auto pos = parse_fen(*variant_, fen);
  if (!pos) {
    out_ << "info string error: " << pos.error() << std::endl;
    return;
  }
  Game game(*variant_, *pos);
  last_trace_.clear();
  if (word == "moves") {
    for (std::string text; in >> text;) {
      ActionLookup found = find_legal_action(game, text);
      if (found.status != ActionLookup::Status::kLegal) {
        out_ << "info string error: " << found.message << "; position left before it" << std::endl;
        break;
      }
      last_trace_.clear();
      game.play(found.action, &last_trace_);
    }
  }
  game_.emplace(std::move(game));
}

void UciEngine::print_board() {
  const Position& pos = game_->position();
  const Geometry& g = variant_->geometry();
  std::string rule = " +";
  for (int f = 0; f < g.files(); ++f) rule += "---+";
  out_ << "\n" << rule << "\n";
  for (int r = g.ranks() - 1; r >= 0; --r) {
    out_ << " |";
    for (int f = 0; f < g.files(); ++f) {
      Piece p = pos.at(make_square(f, r));
      out_ << ' ' << (p.empty() ? ' ' : variant_->letter(p)) << " |";
    }
    out_ << ' ' << (r + 1) << "\n" << rule << "\n";
  }
  out_ << "  ";
  for (int f = 0; f < g.files(); ++f) out_ << ' ' << static_cast<char>('a' + f) << "  ";
  out_ << "\n\nFen: " << format_fen(*variant_, pos) << "\nKey: " << std::hex << pos.hash() << std::dec << "\n"
       << std::endl;
}

}  // namespace arbiter
