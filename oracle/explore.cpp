#include "oracle/explore.h"

#include <algorithm>
#include <iomanip>
#include <random>
#include <set>
#include <sstream>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/variant.h"
#include "oracle/catalog/catalog.h"

namespace arbiter {
namespace {

std::set<std::string> legal_set(const Variant& v, const Position& pos) {
  ActionList list;
  v.legal_actions(pos, list);
  std::set<std::string> out;
  for (const Action& a : list) out.insert(action_text(v, a));
  return out;
}

std::string verdict(const Variant& v, const Position& pos) {
  Game g(v, pos);
  return g.outcome().text();
}

// The same position for another instance of the variant (another profile): through its FEN, so that the
// position refers to that instance's geometry and state schema.
std::optional<Position> translate(const Variant& from, const Variant& to, const Position& pos) {
  auto p = parse_fen(to, format_fen(from, pos));
  if (!p) return std::nullopt;
  return *p;
}

struct Difference {
  bool moves = false;
  bool verdict = false;
  std::vector<std::string> only_default, only_option;
};

std::optional<Difference> compare(const Variant& base, const Variant& alt, const Position& pos) {
  auto there = translate(base, alt, pos);
  if (!there) return std::nullopt;
  Difference d;
  auto a = legal_set(base, pos);
  auto b = legal_set(alt, *there);
  d.moves = a != b;
  if (d.moves) {
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(d.only_default));
    std::set_difference(b.begin(), b.end(), a.begin(), a.end(), std::back_inserter(d.only_option));
  }
  d.verdict = verdict(base, pos) != verdict(alt, *there);
  return d;
}

// Removes pieces one by one (never a royal piece) while the position stays legal and the options still differ.
Position shrink(const Variant& base, const Variant& alt, Position pos) {
  bool progress = true;
  while (progress) {
    progress = false;
    for (Square s : base.geometry().squares()) {
      if (pos.empty(s) || pos.at(s).kind() == base.royal_kind()) continue;
      Position smaller = pos;
      smaller.remove(s);
      if (!base.validate(smaller).empty()) continue;
      auto d = compare(base, alt, smaller);
      if (d && (d->moves || d->verdict)) {
        pos = smaller;
        progress = true;
      }
    }
  }
  return pos;
}

std::vector<std::string> first(const std::vector<std::string>& v, size_t n) {
  return {v.begin(), v.begin() + static_cast<long>(std::min(n, v.size()))};
}

}  // namespace

ExploreReport explore_variant(const std::string& variant, const std::string& model_dir, const ExploreOptions& options,
                              const Profile& base_profile) {
  ExploreReport report;
  report.variant = variant;
  Profile own = profile_for_variant(variant, base_profile);
  auto base = make_variant(variant, own);
  if (!base) {
    report.error = base.error();
    return report;
  }
  auto cat = catalog::load_catalog(model_dir + "/" + variant + "/rules.xml");
  if (!cat) {
    report.error = cat.error();
    return report;
  }
  // The positions: random legal play under the base profile (the default one unless given), seeded.
  std::vector<Position> positions;
  std::mt19937 rng(options.seed);
  ActionList list;
  for (int g = 0; g < options.games; ++g) {
    Position pos = (*base)->start_position();
    for (int ply = 0; ply < options.plies; ++ply) {
      positions.push_back(pos);
      (*base)->legal_actions(pos, list);
      if (list.empty()) break;
      (*base)->apply(pos, list[rng() % list.size()], nullptr);
    }
  }
  report.positions = static_cast<int>(positions.size());

  for (const catalog::Interpretation& point : cat->interpretations) {
    std::string fallback;
    for (const auto& o : point.options)
      if (o.is_default) fallback = o.id;
    std::string baseline = own.option(point.id, fallback);
    for (const auto& o : point.options) {
      if (o.id == baseline) continue;
      OptionImpact impact;
      impact.point = point.id;
      impact.option = o.id;
      impact.default_option = baseline;
      Profile profile = own;
      profile.set(point.id, o.id);
      auto alt = make_variant(variant, profile);
      if (!alt) {
        impact.implemented = false;
        report.impacts.push_back(impact);
        continue;
      }
      std::optional<Position> witness;
      for (const Position& pos : positions) {
        auto d = compare(**base, **alt, pos);
        if (!d) continue;
        ++impact.positions;
        impact.moves_differ += d->moves;
        impact.verdict_differs += !d->moves && d->verdict;
        if ((d->moves || d->verdict) && !witness) witness = pos;
      }
      if (witness) {
        Position small = shrink(**base, **alt, *witness);
        impact.witness = format_fen(**base, small);
        auto d = compare(**base, **alt, small);
        if (d) {
          impact.only_default = first(d->only_default, 6);
          impact.only_option = first(d->only_option, 6);
        }
      }
      report.impacts.push_back(impact);
    }
  }
  std::stable_sort(report.impacts.begin(), report.impacts.end(), [](const OptionImpact& a, const OptionImpact& b) {
    if (a.implemented != b.implemented) return a.implemented;
    return a.share() > b.share();
  });
  return report;
}

std::string explore_markdown(const std::vector<ExploreReport>& reports, const ExploreOptions& options) {
  std::ostringstream md;
  md << "# Which interpretation points change play\n\nGenerated by `arbiter explore` (also run by `arbiter check`); do "
        "not edit.\n\nRandom legal games under each variant's default profile (" << options.games << " games of up to "
     << options.plies << " plies, seed " << options.seed << ") visit positions; at each, every implemented "
     "alternative option is compared with the default: its legal actions, and its verdict. The share is the part of "
     "the positions where the option plays differently. The witness is the first such position, shrunk.\n\n";
  for (const ExploreReport& r : reports) {
    md << "## " << r.variant << "\n\n";
    if (!r.error.empty()) {
      md << "Not explored: " << r.error << "\n\n";
      continue;
    }
    md << r.positions << " positions.\n\n| point | option (vs default) | share | moves differ | verdict differs | witness |\n"
          "|---|---|---|---|---|---|\n";
    std::vector<std::string> unimplemented;
    for (const OptionImpact& i : r.impacts) {
      if (!i.implemented) {
        unimplemented.push_back(i.point + "=" + i.option);
        continue;
      }
      md << "| " << i.point << " | " << i.option << " (vs " << i.default_option << ") | " << std::fixed
         << std::setprecision(1) << 100.0 * i.share() << "% | " << i.moves_differ << " | " << i.verdict_differs << " | ";
      if (!i.witness.empty()) {
        md << "`" << i.witness << "`";
        auto list = [](const std::vector<std::string>& v) {
          std::string s;
          for (const auto& m : v) s += (s.empty() ? "" : " ") + m;
          return s;
        };
        if (!i.only_default.empty()) md << "; only by default: " << list(i.only_default);
        if (!i.only_option.empty()) md << "; only under the option: " << list(i.only_option);
      } else {
        md << "never differed";
      }
      md << " |\n";
    }
    md << "\n";
    if (!unimplemented.empty()) {
      md << "Options the model does not implement (not measured): ";
      for (size_t k = 0; k < unimplemented.size(); ++k) md << (k ? ", " : "") << "`" << unimplemented[k] << "`";
      md << ".\n\n";
    }
  }
  return md.str();
}

}  // namespace arbiter
