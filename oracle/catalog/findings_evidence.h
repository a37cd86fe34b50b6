// What the measurements say of one interpretation point (findings_rank.h's severity and order): the best
// evidence among its implemented alternatives, the severity it gives against the catalog's prior, the
// measures in plain words and the one-line reason.
#pragma once

#include <string>
#include <tuple>
#include <vector>

#include "oracle/catalog/catalog.h"
#include "oracle/catalog/findings_rank.h"

namespace arbiter::catalog {

// Ordered: the strongest first, within a severity band.
enum class Evidence {
  kDecides = 0,           // a reading changes the result of a paired game (from the start or its situation)
  kChangesPlay = 1,       // a reading changes the legal actions, a verdict or a move's effect, no result
  kRule = 2,              // not measured: ranked by rule
  kUnreached = 3,         // measured, never differed, and its situation not measured: not demoted
  kNeverInSituation = 4,  // its situation measured and no reading changed anything: demoted one band
};

struct PointEvidence {
  Evidence evidence = Evidence::kRule;
  Severity severity = Severity::kMedium;  // after moving at most one band from the prior
  // Within the evidence, larger first: results changed (games, situations), then the material changed a few
  // plies after the readings part (games and situations together), then how often they part (games,
  // situations), then explore's share of positions.
  std::tuple<double, double, double, double, double, double> strength{0, 0, 0, 0, 0, 0};
  double impact = -1;       // explore's share of positions of the best alternative (Finding::impact)
  std::string impact_text;  // the measures, in plain words
  std::string why;          // one line
};

// `impacts` holds the variant's alternatives (any point); only the point's implemented ones are read. The
// point must have one (else it is ranked by rule, and this is not called).
PointEvidence judge_point(const std::string& point, Severity prior, const std::vector<PointImpact>& impacts);

// "7.5%"
std::string percent_text(double share);

}  // namespace arbiter::catalog
