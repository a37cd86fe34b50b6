// The shape every testbed ability shares: a named ability whose actions this mechanic owns.
#pragma once

#include <string>

#include "model/testbed/testbed.h"

namespace arbiter::testbed {

class AbilityMechanic : public Mechanic {
 public:
  AbilityMechanic(std::string name, std::string ability) : Mechanic(std::move(name)), ability_name_(std::move(ability)) {}
  void declare(Declaration& d) override {
    ability_ = d.ability(ability_name_);
    declare_state(d);
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == ability_; }

 protected:
  virtual void declare_state(Declaration&) {}
  Action make(Square from, Square to) const {
    Action a;
    a.type = ActionType::kAbility;
    a.ability = static_cast<uint8_t>(ability_);
    a.from = static_cast<uint8_t>(from);
    a.to = static_cast<uint8_t>(to);
    return a;
  }
  int ability_ = -1;

 private:
  std::string ability_name_;
};

inline bool adjacent(Square a, Square b) {
  int df = file_of(a) - file_of(b), dr = rank_of(a) - rank_of(b);
  return a != b && df >= -1 && df <= 1 && dr >= -1 && dr <= 1;
}
inline bool orthogonal(Square a, Square b) { return adjacent(a, b) && (file_of(a) == file_of(b) || rank_of(a) == rank_of(b)); }

}  // namespace arbiter::testbed
