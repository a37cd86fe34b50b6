#include "model/shared12/twelve_variant.h"

#include "model/shared12/mechanics/mechanics.h"

#include <algorithm>
#include <cctype>

namespace arbiter::shared12 {

TwelveVariant::TwelveVariant(std::string id, const Profile& profile, const Options& options,
                             std::vector<AttributeDef> extra_attributes, const OwnMechanics& own,
                             std::vector<std::string_view> clauses)
    : MechanicVariant(std::move(id), Geometry(12, 12), profile), clauses_(std::move(clauses)) {  // board.size
  schema_ = twelve_schema();
  schema_.attributes.insert(schema_.attributes.end(), extra_attributes.begin(), extra_attributes.end());
  kinds_ = {{kPawn, 'P', "pawn"},     {kKnight, 'N', "knight"}, {kBishop, 'B', "bishop"},
            {kRook, 'R', "rook"},     {kDragon, 'D', "dragon"}, {kQueen, 'Q', "queen"},
            {kJester, 'J', "jester"}, {kKing, 'K', "king"}};
  abilities_ = ability_names();  // the variant's own mechanics declare theirs (quadrant12's rotations)
  royal_ = kKing;
  rules_ = std::make_unique<Rules>(geometry_, schema_, options.steps);
  const Rules& r = *rules_;
  FamilyMechanics family;
  // The unit's state, then the shape of the action: the first that forbids names the clause.
  const DoubleMoveRest* rest = own.rest ? &dynamic_cast<const DoubleMoveRest&>(add(own.rest(r))) : nullptr;
  const WallRules* walls = own.walls ? &dynamic_cast<const WallRules&>(add(own.walls(r))) : nullptr;
  add(shared12::king(r));
  family.death = &add(std::make_unique<DeathSquares>(r, options.death));   // paralysis
  family.jester = &add(std::make_unique<Jester>(r, options.jester));       // immobilisation
  family.push = &add(std::make_unique<RookPush>(r, options.push));
  family.captures = &add(std::make_unique<Captures>(r, options.captures));
  family.protection = &add(std::make_unique<Protection>(r, options.empower));  // refuses nothing
  family.pawns = &add(std::make_unique<Pawns>(r, options.pawns));             // refuses nothing
  // The actions.
  family.double_move = &add(std::make_unique<DoubleMove>(r, options.double_move));
  add(shared12::kings_exchange(r, options.exchange));
  for (auto make : own.actions) add(make(r));
  add(shared12::no_other_move(r));
  // The position after an action, and the verdict.
  family.check = &add(std::make_unique<Check>(r, options.check));
  for (auto make : own.after) add(make(r));
  const BonusQuadrants* quadrants =
      own.quadrants ? &dynamic_cast<const BonusQuadrants&>(add(own.quadrants(r))) : nullptr;
  if (own.slides) {  // the Rules ask it how far units slide (hooks.h: SlideLimit)
    Mechanic& m = add(own.slides(r));
    rules_->set_slide_limit(&dynamic_cast<const SlideLimit&>(m));
  }
  add(shared12::game_end(r, options.end, options.jester));
  rules_->set_mechanics(family);
  rules_->set_rest(rest);
  compose();
  if (walls) rules_->set_walls(walls, *schema_.attribute("wall"));  // declared by the walls mechanic
  if (quadrants) rules_->set_quadrants(quadrants);
  // setup.piece-row on rank 1, setup.pawn-row on rank 2 (board.pawn-row: twelve pawns, or the gap read as an
  // empty i2); Black mirrors it (board.black-setup = mirror) or reads its rows from l to a (rotate).
  std::string white_pieces = "RNBDJQKJDBNR";
  std::string white_pawns = options.setup.eleven_pawns ? "PPPPPPPP1PPP" : "PPPPPPPPPPPP";
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  std::string black_pieces = lower(white_pieces);
  std::string black_pawns = lower(white_pawns);
  if (options.setup.rotate_black) {
    std::reverse(black_pieces.begin(), black_pieces.end());
    std::reverse(black_pawns.begin(), black_pawns.end());
  }
  start_fen_ = black_pieces;
  start_fen_ += "/";
  start_fen_ += black_pawns;
  start_fen_ += "/12/12/12/12/12/12/12/12/";
  start_fen_ += white_pawns;
  start_fen_ += "/";
  start_fen_ += white_pieces;
  start_fen_ += " w - - 0 1";
}

bool TwelveVariant::in_check(const Position& pos) const { return rules_->check().in_check(pos); }

std::string TwelveVariant::validate(const Position& pos) const {
  for (Side s : {Side::kWhite, Side::kBlack}) {
    int kings = 0;
    pos.occupied(s).for_each([&](Square q) { kings += pos.at(q).kind() == kKing; });
    if (kings > 1) {
      std::string message = s == Side::kWhite ? "White" : "Black";
      message += " has more than one king";
      return message;
    }
  }
  if (rules_->has_walls())
    for (Square q : pos.geometry().squares())  // walling.no-land: no unit stands on a wall
      if (!pos.empty(q) && rules_->is_wall(pos, q)) {
        std::string message = "a unit stands on the wall ";
        message += pos.geometry().square_name(q);
        return message;
      }
  return "";
}

}  // namespace arbiter::shared12
