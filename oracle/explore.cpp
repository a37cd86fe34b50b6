#include "oracle/explore.h"

#include <algorithm>
#include <iomanip>
#include <memory>
#include <optional>
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

struct Difference {
  bool moves = false;
  bool verdict = false;
  std::vector<std::string> only_default, only_option;
};

// What the base variant says at a position, computed once and compared with every alternative.
struct Reading {
  std::string fen;
  std::set<std::string> legal;
  std::string verdict;
};

Reading read(const Variant& base, const Position& pos) { return {format_fen(base, pos), legal_set(base, pos), verdict(base, pos)}; }

std::optional<Difference> compare(const Reading& here, const Variant& alt, bool details) {
  auto there = parse_fen(alt, here.fen);
  if (!there) return std::nullopt;
  Difference d;
  auto b = legal_set(alt, *there);
  d.moves = here.legal != b;
  if (d.moves && details) {
    std::set_difference(here.legal.begin(), here.legal.end(), b.begin(), b.end(), std::back_inserter(d.only_default));
    std::set_difference(b.begin(), b.end(), here.legal.begin(), here.legal.end(), std::back_inserter(d.only_option));
  }
  d.verdict = here.verdict != verdict(alt, *there);
  return d;
}

std::optional<Difference> compare(const Variant& base, const Variant& alt, const Position& pos) {
  return compare(read(base, pos), alt, true);
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
  // The alternatives: every option of every point but the baseline, each as its own instance of the variant
  // (the same position reaches it through its FEN, so that it refers to that instance's geometry and schema).
  struct Alternative {
    OptionImpact impact;
    std::shared_ptr<const Variant> variant;  // null: not implemented
    std::optional<Position> witness;
  };
  std::vector<Alternative> alternatives;
  for (const catalog::Interpretation& point : cat->interpretations) {
    std::string fallback;
    for (const auto& o : point.options)
      if (o.is_default) fallback = o.id;
    std::string baseline = own.option(point.id, fallback);
    for (const auto& o : point.options) {
      if (o.id == baseline) continue;
      Alternative a;
      a.impact.point = point.id;
      a.impact.option = o.id;
      a.impact.default_option = baseline;
      a.impact.order = static_cast<int>(alternatives.size());
      Profile profile = own;
      profile.set(point.id, o.id);
      auto alt = make_variant(variant, profile);
      if (alt) a.variant = *alt;
      a.impact.implemented = a.variant != nullptr;
      alternatives.push_back(std::move(a));
    }
  }
  bool any = std::any_of(alternatives.begin(), alternatives.end(), [](const Alternative& a) { return a.variant != nullptr; });

  // The positions: random legal play under the base profile (the default one unless given), game by game
  // (streamed: only the current position is kept). Game g's generator is seeded from the seed and g alone.
  const Variant& b = **base;
  ExploreProgress progress{variant, 0, 0, 0};
  for (int g = options.shard - 1; g < options.games; g += options.shards) ++progress.games_total;
  ActionList list;
  for (int g = options.shard - 1; g < options.games; g += options.shards) {
    std::seed_seq seq{options.seed, static_cast<unsigned>(g)};
    std::mt19937 rng(seq);
    Position pos = b.start_position();
    for (int ply = 0; ply < options.plies; ++ply) {
      ++report.positions;
      if (any) {
        Reading here = read(b, pos);
        for (Alternative& a : alternatives) {
          if (!a.variant) continue;
          auto d = compare(here, *a.variant, false);
          if (!d) continue;
          ++a.impact.positions;
          a.impact.moves_differ += d->moves;
          a.impact.verdict_differs += !d->moves && d->verdict;
          if ((d->moves || d->verdict) && !a.witness) {
            a.witness = pos;
            a.impact.witness_game = g;
            a.impact.witness_ply = ply;
          }
        }
      }
      ++progress.positions;
      if (options.progress) options.progress(progress);
      b.legal_actions(pos, list);
      if (list.empty()) break;
      b.apply(pos, list[rng() % list.size()], nullptr);
    }
    ++report.games;
    ++progress.games_done;
    if (options.progress) options.progress(progress);
  }

  for (Alternative& a : alternatives) {
    if (a.witness) {
      Position small = shrink(b, *a.variant, *a.witness);
      a.impact.witness = format_fen(b, small);
      auto d = compare(b, *a.variant, small);
      if (d) {
        a.impact.only_default = first(d->only_default, 6);
        a.impact.only_option = first(d->only_option, 6);
      }
    }
    report.impacts.push_back(std::move(a.impact));
  }
  rank_impacts(report.impacts);
  return report;
}

void rank_impacts(std::vector<OptionImpact>& impacts) {
  std::sort(impacts.begin(), impacts.end(), [](const OptionImpact& a, const OptionImpact& b) {
    if (a.implemented != b.implemented) return a.implemented;
    if (a.share() != b.share()) return a.share() > b.share();
    return a.order < b.order;
  });
}

std::string explore_markdown(const std::vector<ExploreReport>& reports, const ExploreOptions& options) {
  std::ostringstream md;
  md << "# Which interpretation points change play\n\nGenerated by `arbiter explore` (also run by `arbiter check`); do "
        "not edit.\n\nRandom legal games under each variant's default profile (" << options.games << " games of up to "
     << options.plies << " plies, seed " << options.seed << ") visit positions; at each, every implemented "
     "alternative option is compared with the default: its legal actions, and its verdict. The share is the part of "
     "the positions where the option plays differently. The witness is the first such position (lowest game, then "
     "ply), shrunk.\n\n";
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
