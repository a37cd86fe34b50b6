// The assassin's Wall Tunnel (assassin.tunnel, assassin.tunnel-use, assassin.tunnel-duration).
//  - "If the Assassin stays in a square adjacent to a wall for 2 moves, and there is empty,non-threatened square
//    on the other side, he can create a Tunnel, which makes the wall passable through the tunnel square for the
//    player's side.": a special move written tunnel@A>W: the assassin on A, which has ended 2 of its owner's turns
//    without moving (the stay counter, jesters_explosion.cpp; the catalog's value 2), makes the orthogonally
//    adjacent wall square W a tunnel of its side (square term tunnel), when the square beyond W on the line
//    A-W is empty, no wall, and no enemy unit could capture a unit of the assassin's side there.
//  - "Player piece on Tunnel entrance moving forward, exits from the other side of wall": a special move written
//    passage@E>X: a unit of the tunnel's side on E, orthogonally next to the tunnel W, goes through it to X, the
//    square beyond W on the line E-W, which must be empty and no wall (assassin.tunnel-direction =
//    through-wall-exit-must-be-empty; side-forward-only: only when E-X is its side's forward). A unit may pass
//    a tunnel whatever its movement; a cannon, which "Cannot move by itself", may not.
//  - "Tunnel exists as long as the wall.": when the turns end, a tunnel whose square is no wall any more is gone
//    (a wall raised there later is a new wall, without a tunnel).
// State: tunnel:SQ=1|2 (the side it lets through).
#include <cstdlib>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

constexpr int kOrthogonal[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

class WallTunnel final : public FrozenMechanic, public TypeScope {
 public:
  WallTunnel(const Board& b, WallTunnelParams params) : FrozenMechanic("wall tunnel", b), p_(params) {}

  void declare(Declaration& d) override { tunnel_ = d.attribute({"tunnel", Scope::kSquare, 0, 2}); }
  bool owns(const Action& a) const override { return is_ability(a, kTunnel) || is_ability(a, kPassage); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  unsigned refused_types() const override { return 0; }
  void generate(const Position& p, ActionList& out) const override {
    const Ground& ground = board().movement().ground();
    if (!ground.any_wall(p)) return;
    variant().controlled(p).for_each([&](Square s) {
      for (const auto& d : kOrthogonal) {
        auto w = board().geometry().step(s, d[0], d[1]);
        if (!w || !ground.walled(p, *w)) continue;
        if (p.at(s).kind() == kAssassin && refusal(p, s, *w, kTunnel).empty()) out.push_back(Action::ability_use(kTunnel, s, *w));
        if (auto x = board().geometry().step(*w, d[0], d[1]); x && refusal(p, s, *x, kPassage).empty())
          out.push_back(Action::ability_use(kPassage, s, *x));
      }
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (is_ability(a, kTunnel) && p.at(a.from).kind() != kAssassin) return kNoSuchAction;
    return refusal(p, a.from, a.to, is_ability(a, kTunnel) ? kTunnel : kPassage);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    if (is_ability(a, kTunnel)) {
      p.set_attribute(tunnel_, a.to, p.at(a.from).side() == Side::kWhite ? 1 : 2);
      fire(trace, clause::kAssassinTunnel);
      return;
    }
    variant().carry(p, Step{p.id_at(a.from), a.from, a.to, Carried::kOwnMove}, trace);
    fire(trace, clause::kAssassinTunnelUse);
  }
  // "Tunnel exists as long as the wall."
  void turn_end(Position& p, Trace* trace) const override {
    const SquareSet tunnels = p.marked(tunnel_);
    if (tunnels.empty()) return;
    const Ground& ground = board().movement().ground();
    tunnels.for_each([&](Square s) {
      if (ground.walled(p, s)) return;
      p.set_attribute(tunnel_, s, 0);
      fire(trace, clause::kAssassinTunnelDuration);
    });
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kAssassinTunnel, clause::kAssassinTunnelUse, clause::kAssassinTunnelDuration};
  }

 private:
  // tunnel@s>t (t the wall square) or passage@s>t (t the exit beyond the tunnel): why not, "" when legal.
  Refusal refusal(const Position& p, Square s, Square t, Ability ab) const {
    const Ground& ground = board().movement().ground();
    const Side side = p.at(s).side();
    const int code = side == Side::kWhite ? 1 : 2;
    const int df = file_of(t) - file_of(s), dr = rank_of(t) - rank_of(s);
    if (ab == kTunnel) {
      if (std::abs(df) + std::abs(dr) != 1 || !ground.walled(p, t) || p.attribute(tunnel_, t) == code) return clause::kAssassinTunnel;
      if (p.attribute(stay_attribute(p), s) < p_.stay) return clause::kAssassinTunnel;  // "stays ... for 2 moves"
      auto x = board().geometry().step(t, df, dr);  // "empty,non-threatened square on the other side"
      if (!x || !p.empty(*x) || ground.walled(p, *x)) return clause::kAssassinTunnel;
      if (board().threatened_by(board().reach_of(p, ~side), *x, kAssassin, ~side)) return clause::kAssassinTunnel;
      return {};
    }
    if (p.at(s).kind() == kCannon) return clause::kAssassinTunnelUse;  // "Cannot move by itself"
    if (!((std::abs(df) == 2 && dr == 0) || (df == 0 && std::abs(dr) == 2))) return clause::kAssassinTunnelUse;
    const Square w = make_square(file_of(s) + df / 2, rank_of(s) + dr / 2);
    if (p.attribute(tunnel_, w) != code || !ground.walled(p, w)) return clause::kAssassinTunnelUse;
    if (!p.empty(t) || ground.walled(p, t)) return clause::kAssassinTunnelUse;  // the exit must be empty
    if (p_.side_forward_only && !(df == 0 && dr == 2 * board().movement().forward(side))) return clause::kAssassinTunnelUse;
    return {};
  }
  static int stay_attribute(const Position& p) { return *p.schema().attribute("stay"); }

  const WallTunnelParams p_;
  int tunnel_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> wall_tunnel(const Board& b, WallTunnelParams params) { return std::make_unique<WallTunnel>(b, params); }

}  // namespace arbiter::frozenchess13
