// chess's interpretation table: the interpretation points of model/chess/rules.xml, their options in the
// catalog's order, the default, and the options the model implements (read by read_interpretation,
// model/core/interpretation_table.h; tests/interpretation_table_test.cpp holds it against the catalog).
#include "model/core/interpretation_table.h"

namespace arbiter::chess {

const InterpretationTable& interpretation_table() {
  // {point, its options in the catalog's order, the default, the options implemented}
  static const InterpretationTable table{"chess", {
      {"end.claims", {"automatic", "on-claim"}, "automatic", {"automatic"}},
  }};
  return table;
}

}  // namespace arbiter::chess
