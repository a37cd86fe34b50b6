// A request about a game, as every POST of the workbench's JSON API states it (README, "arbiter serve"):
//   {"variant": "chess", "readings": {"point": "option"}, "fen": "...", "plays": ["e2e4", ...]}
// read strictly (a field of the wrong type, an unknown variant or reading, a FEN that does not parse, a play
// that is not legal: an ApiError saying what was expected), and replayed on the model: the server keeps no game
// between requests, so concurrent requests share nothing but the immutable variants (library.h).
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/variant.h"
#include "oracle/serve/library.h"

namespace arbiter::serve {

// Bounds on what one request may ask of the model.
inline constexpr size_t kMaxPlays = 400;          // plays replayed per request
inline constexpr size_t kMaxActionsListed = 4000;  // legal actions listed per response (the rest: "truncated")
inline constexpr size_t kMaxTextField = 4096;      // characters of a FEN, a move, an id
inline constexpr size_t kMaxGreedyActions = 2000;  // legal actions the greedy reply plays one ahead
inline constexpr int kMaxPerftDepth = 3;
inline constexpr uint64_t kMaxPerftNodes = 2'000'000;

// A refusal of the request: the HTTP status, what is wrong, and what was expected.
struct ApiError : std::runtime_error {
  ApiError(int status, const std::string& message, std::string expected = {}, nlohmann::json detail = {})
      : std::runtime_error(message), status(status), expected(std::move(expected)), detail(std::move(detail)) {}
  int status;
  std::string expected;
  nlohmann::json detail;  // extra fields of the error's JSON (e.g. "play": the index of an illegal play)
};

// Fields of a JSON object, each checked for its type (ApiError 400 naming the field otherwise).
std::string string_field(const nlohmann::json& body, const std::string& name, bool required, const std::string& fallback = "");
std::vector<std::string> string_list_field(const nlohmann::json& body, const std::string& name, size_t max_items);
int int_field(const nlohmann::json& body, const std::string& name, int fallback, int min, int max);

struct GameRequest {
  std::string variant;
  Profile profile;   // "readings"
  std::string fen;   // "" for the start position
  std::vector<std::string> plays;
};
GameRequest read_game_request(const nlohmann::json& body);

// A game replayed: the variant under the request's readings, the game after the plays, and what each play fired.
struct Replayed {
  std::shared_ptr<const Variant> variant;
  std::optional<Game> game;
  std::vector<std::vector<std::string>> fired;  // per play, the clauses of its rule trace
};
Replayed replay(Library& library, const GameRequest& request);
// The start of a request's game only (no plays).
Replayed start_game(Library& library, const GameRequest& request);

// The JSON of things the API returns.
nlohmann::json action_json(const Variant& v, const Action& a);
nlohmann::json outcome_json(const Outcome& o);
// A clause (or interpretation point) by id, as the variant's document quotes it: id, summary, status, quotes
// with their document lines. A qualified id ("chess/king.castling") is looked up in that variant's document.
nlohmann::json clause_json(Library& library, const std::string& variant, const std::string& id);

}  // namespace arbiter::serve
