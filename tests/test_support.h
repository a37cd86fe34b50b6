// Helpers shared by the GoogleTest suites.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/variant.h"

namespace arbiter::testing {

inline std::shared_ptr<const Variant> variant(const std::string& id, const Profile& profile = {}) {
  auto v = make_variant(id, profile);
  if (!v) throw std::runtime_error(v.error());
  return *v;
}

inline Position position(const Variant& v, const std::string& fen) {
  auto p = parse_fen(v, fen);
  if (!p) throw std::runtime_error(p.error());
  return *p;
}

// The sorted canonical texts of the legal actions.
inline std::vector<std::string> legal_texts(const Variant& v, const Position& pos) {
  ActionList list;
  v.legal_actions(pos, list);
  std::vector<std::string> out;
  for (const Action& a : list) out.push_back(action_text(v, a));
  std::sort(out.begin(), out.end());
  return out;
}

inline bool is_legal(const Variant& v, const Position& pos, const std::string& text) {
  return find_legal_action(v, pos, text).status == ActionLookup::Status::kLegal;
}

// Plays space-separated moves, failing the test on the first that is not legal.
inline Game play(const Variant& v, const std::string& fen, const std::string& moves) {
  Game g(v, position(v, fen));
  std::istringstream in(moves);
  for (std::string m; in >> m;) {
    ActionLookup found = find_legal_action(v, g.position(), m);
    if (found.status != ActionLookup::Status::kLegal) throw std::runtime_error(found.message);
    g.play(found.action);
  }
  return g;
}

}  // namespace arbiter::testing
