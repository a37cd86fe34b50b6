#include "oracle/catalog/findings_evidence.h"

#include <cstdio>

namespace arbiter::catalog {
namespace {

// consequence.h's kAfterParting (the catalog layer does not include the explore layer).
constexpr int kAfterPartingPlies = 8;

double ratio(int n, int of) { return of > 0 ? static_cast<double>(n) / of : 0; }

using Strength = std::tuple<double, double, double, double, double, double>;

struct Judged {
  Evidence evidence;
  Strength strength;
};

Judged judge(const PointImpact& i) {
  const bool decides = i.deep && (i.results_differ > 0 || i.situation_results_differ > 0);
  const bool parts = i.differ > 0 || (i.deep && (i.arises > 0 || i.situations_arise > 0));
  const Strength s = i.deep ? Strength{ratio(i.results_differ, i.games), ratio(i.situation_results_differ, i.situations),
                                       ratio(i.material_differs + i.situation_material_differs, i.games + i.situations),
                                       ratio(i.arises, i.games), ratio(i.situations_arise, i.situations), i.share()}
                            : Strength{0, 0, 0, 0, 0, i.share()};
  if (decides) return {Evidence::kDecides, s};
  if (parts) return {Evidence::kChangesPlay, s};
  if (i.deep && i.situations > 0) return {Evidence::kNeverInSituation, s};
  return {Evidence::kUnreached, s};
}

Severity raised(Severity s) { return s == Severity::kLow ? Severity::kMedium : Severity::kHigh; }
Severity lowered(Severity s) { return s == Severity::kHigh ? Severity::kMedium : Severity::kLow; }

std::string of(int n, int total, const std::string& what) {
  return std::to_string(n) + " of " + std::to_string(total) + " " + what;
}

// The paired games' measures in plain words.
std::string deep_text(const PointImpact& i) {
  std::string t;
  if (i.arises == 0)
    t = "never reached in " + std::to_string(i.games) + " paired games" + (i.situations > 0 ? ": measured from its situation only" : "");
  else if (i.results_differ > 0)
    t = "changes the result of " + of(i.results_differ, i.games, "paired games") + " (" + percent_text(ratio(i.results_differ, i.games)) +
        ", within " + std::to_string(kAfterPartingPlies) + " plies of where the readings part); arises in " + of(i.arises, i.games, "games");
  else
    t = "arises in " + of(i.arises, i.games, "paired games") + ", none of them with a different result";
  if (i.material_differs > 0) t += "; the material differs " + std::to_string(kAfterPartingPlies) + " plies later in " + std::to_string(i.material_differs);
  if (i.situations == 0) return t + "; no scenario sets up its situation";
  t += "; from its " + std::to_string(i.situations) + " situation" + (i.situations == 1 ? "" : "s") + " (scenario setups): ";
  if (i.situations_arise == 0) return t + "no difference";
  t += "the readings part in " + std::to_string(i.situations_arise);
  if (i.situation_results_differ > 0) t += ", the result differs in " + std::to_string(i.situation_results_differ);
  if (i.situation_material_differs > 0) t += ", the material in " + std::to_string(i.situation_material_differs);
  return t + (i.example.empty() ? "" : " (first: " + i.example + ")");
}

std::string positions_text(const PointImpact& i) {
  return i.differ > 0 ? "changes the legal actions or verdict in " + percent_text(i.share()) + " of " + std::to_string(i.positions) + " explored positions"
                      : "no explored position differs (" + std::to_string(i.positions) + " positions)";
}

}  // namespace

std::string percent_text(double share) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * share);
  return buf;
}

PointEvidence judge_point(const std::string& point, Severity prior, const std::vector<PointImpact>& impacts) {
  const PointImpact* best = nullptr;
  Judged best_judged{Evidence::kRule, {}};
  int compared = 0;
  for (const PointImpact& i : impacts) {
    if (i.point != point || !i.implemented) continue;
    ++compared;
    const Judged j = judge(i);
    if (!best || j.evidence < best_judged.evidence || (j.evidence == best_judged.evidence && j.strength > best_judged.strength)) {
      best = &i;
      best_judged = j;
    }
  }
  PointEvidence out;
  out.severity = prior;
  if (!best) {
    out.why = to_string(prior) + ", as the catalog says: not measured";
    return out;
  }
  out.evidence = best_judged.evidence;
  out.strength = best_judged.strength;
  out.impact = best->share();
  const std::string reading = "`" + point + "=" + best->option + "` against `" + best->default_option + "`";
  out.impact_text = reading + ": " + (best->deep ? deep_text(*best) + "; " : "") + positions_text(*best) +
                    (best->deep ? "" : "; results not measured (paired games: `arbiter analyze --deep`)") +
                    (compared > 1 ? " (the strongest of " + std::to_string(compared) + " alternative readings)" : "");
  const std::string p = to_string(prior);
  switch (out.evidence) {
    case Evidence::kDecides:
      out.severity = raised(prior);
      out.why = out.severity == prior ? p + ", as the catalog says (the top band): a reading changes results, so it comes before those that only change play"
                                      : to_string(out.severity) + ": the catalog's " + p + ", raised one band: a reading changes results";
      break;
    case Evidence::kChangesPlay:
      out.why = p + ", as the catalog says: a reading changes play" +
                (best->deep ? " but no measured result, so it follows those that change results" : " (results not measured)");
      break;
    case Evidence::kNeverInSituation:
      out.severity = lowered(prior);
      out.why = out.severity == prior ? p + ", as the catalog says: measured in its situation, no reading changes anything there"
                                      : to_string(out.severity) + ": the catalog's " + p +
                                            ", lowered one band: measured in its situation, no reading changes anything there";
      break;
    case Evidence::kUnreached:
    case Evidence::kRule:
      out.why = p + ", as the catalog says: no reading differed where play went, but its situation was not measured, so not demoted";
      break;
  }
  return out;
}

}  // namespace arbiter::catalog
