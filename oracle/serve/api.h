// The workbench's JSON API (README, "arbiter serve"), one function per endpoint, JSON in and JSON out, with no
// HTTP in it (server.h routes to these). Each throws ApiError (game_request.h) for a request it refuses.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "oracle/serve/library.h"

namespace arbiter::serve {

// GET /api/variants
nlohmann::json api_variants();
// GET /api/variant?id=V: its board, kinds, start FEN and readings (interpretation points with their options).
nlohmann::json api_variant(Library& library, const std::string& id);
// GET /api/document?variant=V: the document's lines and every clause with its quotes located.
nlohmann::json api_document(Library& library, const std::string& variant);
// GET /api/scenarios?variant=V and GET /api/scenario?variant=V&id=ID (its setup as a FEN, readings, plays, and
// "expectations": each <expect> child with the plays before it and the model's finding: passed, failed (with
// what was found), not judged, not reached).
nlohmann::json api_scenarios(Library& library, const std::string& variant);
nlohmann::json api_scenario(Library& library, const std::string& variant, const std::string& id);

// GET /api/witnesses?variant=V: the findings' witnesses measured by `arbiter explore` (REPORTS/explore.md): for
// each point's option that changes play, the first position where it does, with the option and the default.
nlohmann::json api_witnesses(Library& library, const std::string& variant);

// POST bodies are game requests (game_request.h).
// /api/position: the board (SVG), the units with their state, the legal actions, the verdict; under readings
// other than the defaults, the actions that differ from the default readings' ones.
nlohmann::json api_position(Library& library, const nlohmann::json& body);
// /api/moves (+ "unit": "e2"): the legal actions of the unit on that square.
nlohmann::json api_moves(Library& library, const nlohmann::json& body);
// /api/try (+ "action": "e2e5"): legal with its rule trace, or not with the refusing clause.
nlohmann::json api_try(Library& library, const nlohmann::json& body);
// /api/reply (+ "seed", "policy": "random" | "greedy"): the opponent's action by the model's random policy
// (Variant::random_action), or the greedy one: an action that wins the game at once, else a capture (the
// opponent has fewer units on the board after it), else any legal action; seeded, uniform within the group;
// "reason" says which group.
nlohmann::json api_reply(Library& library, const nlohmann::json& body);
// /api/perft (+ "depth": 1..3): the count of the legal-move tree, divided by first action; bounded in nodes.
nlohmann::json api_perft(Library& library, const nlohmann::json& body);
// /api/record (+ "steps", "id", "topic", "description"): the game as a corpus scenario (record.cpp).
nlohmann::json api_record(Library& library, const nlohmann::json& body);

}  // namespace arbiter::serve
