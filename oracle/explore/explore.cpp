#include "oracle/explore/explore.h"

#include <algorithm>
#include <iomanip>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <unordered_map>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/variant.h"
#include "oracle/catalog/catalog.h"
#include "oracle/common/markdown.h"

namespace arbiter {

// Everything action_text reads from an action (type, squares, kind, ability, path, plan; not the flags).
// Two variants that name squares, kinds, abilities and decisions alike write the same text for actions equal
// in these: lists equal action by action have equal text sets, and the texts (the costly part: a string per
// action per option) are only made when the lists differ.
bool same_action(const Action& a, const Action& b) {
  if (a.type != b.type || a.from != b.from || a.to != b.to || a.kind != b.kind || a.ability != b.ability) return false;
  int n = a.path_size();
  if (n != b.path_size()) return false;
  for (int i = 0; i < n; ++i)
    if (a.path_at(i) != b.path_at(i)) return false;
  const auto& pa = a.plan();
  const auto& pb = b.plan();
  if (pa.size() != pb.size()) return false;
  for (size_t i = 0; i < pa.size(); ++i)
    if (!same_action(pa[i], pb[i])) return false;
  return true;
}

bool is_king(const Variant& variant, Kind k) {
  if (k == variant.royal_kind()) return true;
  const PieceKind* info = variant.kind_info(k);
  return info && info->name == "king";
}

bool same_actions(const ActionList& a, const ActionList& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!same_action(a[i], b[i])) return false;
  return true;
}

namespace {

std::string verdict(const Variant& v, const Position& pos) {
  Game g(v, pos);
  return g.outcome().text();
}

// Whether action_text writes the same key the same way in both variants.
bool same_notation(const Variant& a, const Variant& b) {
  const Geometry& ga = a.geometry();
  const Geometry& gb = b.geometry();
  if (ga.files() != gb.files() || ga.ranks() != gb.ranks() || ga.squares() != gb.squares() || a.abilities() != b.abilities()) return false;
  for (Square s : ga.squares())
    if (ga.square_name(s) != gb.square_name(s)) return false;
  if (a.kinds().size() != b.kinds().size() || a.decisions().size() != b.decisions().size()) return false;
  for (size_t i = 0; i < a.kinds().size(); ++i)
    if (a.kinds()[i].kind != b.kinds()[i].kind || a.kinds()[i].letter != b.kinds()[i].letter) return false;
  for (size_t i = 0; i < a.decisions().size(); ++i)
    if (a.decisions()[i].name != b.decisions()[i].name || a.decisions()[i].piece_valued != b.decisions()[i].piece_valued) return false;
  for (int k = 0; k < 64; ++k)  // a Piece holds kinds below 64
    if (a.letter(Piece(static_cast<Kind>(k), Side::kWhite)) != b.letter(Piece(static_cast<Kind>(k), Side::kWhite))) return false;
  return true;
}

struct Difference {
  bool moves = false;
  bool verdict = false;
  std::vector<std::string> only_default, only_option;
};

struct ActionHash {
  size_t operator()(const Action& a) const {
    size_t h = static_cast<size_t>(a.type) * 0x9e3779b97f4a7c15ULL;
    auto mix = [&h](size_t x) { h = (h ^ x) * 0x100000001b3ULL; };
    mix(a.from);
    mix(a.to);
    mix(a.kind);
    mix(a.ability);
    for (int i = 0; i < a.path_size(); ++i) mix(a.path_at(i));
    for (const Action& step : a.plan()) mix(operator()(step));
    return h;
  }
};
struct ActionEqual {
  bool operator()(const Action& a, const Action& b) const { return same_action(a, b); }
};

// What the base variant says at a position, computed once and compared with every alternative. Action texts
// are numbered (equal numbers, equal texts), so that sets of them compare as sorted integers; an action
// equal to one already seen in a variant of the same notation reuses its number without writing its text.
class Reading {
 public:
  Reading(const Variant& base, const Position& pos) : base_(base), fen(format_fen(base, pos)), verdict(arbiter::verdict(base, pos)) {
    base.legal_actions(pos, actions);
  }
  const std::vector<int>& legal() {
    if (!legal_) legal_ = ids(base_, actions, true);
    return *legal_;
  }
  // The sorted numbers of the texts of `list`, each once. notation: v writes texts as the base does.
  std::vector<int> ids(const Variant& v, const ActionList& list, bool notation) {
    std::vector<int> out;
    out.reserve(list.size());
    for (const Action& a : list) {
      if (notation) {
        auto seen = by_action_.find(a);
        if (seen != by_action_.end()) {
          out.push_back(seen->second);
          continue;
        }
      }
      auto [it, fresh] = by_text_.emplace(action_text(v, a), static_cast<int>(texts_.size()));
      if (fresh) texts_.push_back(it->first);
      if (notation) by_action_.emplace(a, it->second);
      out.push_back(it->second);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }
  // The texts of numbers, in text order.
  std::vector<std::string> texts(const std::vector<int>& numbers) const {
    std::vector<std::string> out;
    for (int n : numbers) out.push_back(texts_[static_cast<size_t>(n)]);
    std::sort(out.begin(), out.end());
    return out;
  }

 private:
  const Variant& base_;
  std::optional<std::vector<int>> legal_;
  std::unordered_map<std::string, int> by_text_;
  std::vector<std::string> texts_;
  std::unordered_map<Action, int, ActionHash, ActionEqual> by_action_;

 public:
  const std::string fen;
  const std::string verdict;
  ActionList actions;
};

// notation: same_notation(base, alt), so that equal actions can stand for equal texts.
std::optional<Difference> compare(Reading& here, const Variant& alt, bool notation, bool details) {
  auto there = parse_fen(alt, here.fen);
  if (!there) return std::nullopt;
  Difference d;
  ActionList list;
  alt.legal_actions(*there, list);
  if (!notation || !same_actions(list, here.actions)) {
    auto b = here.ids(alt, list, notation);
    const auto& a = here.legal();
    d.moves = a != b;
    if (d.moves && details) {
      std::vector<int> only_a, only_b;
      std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(only_a));
      std::set_difference(b.begin(), b.end(), a.begin(), a.end(), std::back_inserter(only_b));
      d.only_default = here.texts(only_a);
      d.only_option = here.texts(only_b);
    }
  }
  d.verdict = here.verdict != verdict(alt, *there);
  return d;
}

std::optional<Difference> compare(const Variant& base, const Variant& alt, const Position& pos) {
  Reading here(base, pos);
  return compare(here, alt, false, true);
}

// Removes pieces one by one (never a king: is_king, explore.h) while the position stays legal and the
// options still differ.
// Removes units while the readings still differ: first in chunks (halves of the removable units, then
// quarters... as delta debugging does), so that a witness found on a full 16x16 army costs a few dozen
// comparisons rather than one per unit per pass; then one unit at a time until none can go.
Position shrink(const Variant& base, const Variant& alt, Position pos) {
  auto removable = [&](const Position& p) {
    std::vector<Square> out;
    for (Square s : base.geometry().squares())
      if (!p.empty(s) && !is_king(base, p.at(s).kind())) out.push_back(s);
    return out;
  };
  auto still_differs = [&](const Position& p) {
    if (!base.validate(p).empty()) return false;
    auto d = compare(base, alt, p);
    return d && (d->moves || d->verdict);
  };
  for (size_t chunk = removable(pos).size() / 2; chunk > 1; chunk /= 2) {
    const std::vector<Square> units = removable(pos);
    for (size_t at = 0; at < units.size(); at += chunk) {
      Position smaller = pos;
      for (size_t i = at; i < std::min(units.size(), at + chunk); ++i)
        if (!smaller.empty(units[i])) smaller.remove(units[i]);
      if (still_differs(smaller)) pos = smaller;
    }
  }
  bool progress = true;
  while (progress) {
    progress = false;
    for (Square s : removable(pos)) {
      Position smaller = pos;
      smaller.remove(s);
      if (still_differs(smaller)) {
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

// impact.witness, a FEN of `base`, shrunk against `alt`, with the actions only one of them allows there.
bool shrink_in(const Variant& base, const Variant& alt, OptionImpact& impact) {
  auto found = parse_fen(base, impact.witness);
  if (!found) return false;
  Position small = shrink(base, alt, *found);
  impact.witness = format_fen(base, small);
  auto d = compare(base, alt, small);
  if (d) {
    impact.only_default = first(d->only_default, 6);
    impact.only_option = first(d->only_option, 6);
  }
  return true;
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
    bool notation = false;                   // same_notation with the base
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
      if (alt) a.notation = same_notation(**base, **alt);
      a.impact.implemented = a.variant != nullptr;
      alternatives.push_back(std::move(a));
    }
  }
  bool any = std::any_of(alternatives.begin(), alternatives.end(), [](const Alternative& a) { return a.variant != nullptr; });

  // The positions: random legal play under the base profile (the default one unless given), game by game
  // (streamed: only the current position is kept). Game g's generator is seeded from the seed and g alone.
  const Variant& b = **base;
  // Comparing is what costs, and games meet the same positions again: every game's start, which the plies
  // compared ((ply + g) mod K = 0) give one game in K, and the first plies. What each alternative said at a
  // position is kept by its FEN (what the alternatives read) for the first kept_positions compared
  // (ExploreOptions), and a position met again counts as it did without being listed again.
  // Per alternative, what differed (nullopt: not compared there, its FEN not read back).
  using Said = std::vector<std::optional<Difference>>;
  std::unordered_map<std::string, Said> kept;
  Said fresh;
  auto compared_at = [&](const Variant& v, const Position& pos, auto&& compare_all) -> const Said& {
    const std::string fen = format_fen(v, pos);
    if (auto it = kept.find(fen); it != kept.end()) return it->second;
    Reading here(v, pos);
    fresh = compare_all(here);
    if (kept.size() >= options.kept_positions) return fresh;
    return kept.emplace(fen, std::move(fresh)).first->second;
  };
  ExploreProgress progress{variant, 0, 0, 0};
  for (int g = options.shard - 1; g < options.games; g += options.shards) ++progress.games_total;
  const int every = std::max(1, options.compare_every);
  report.compare_every = every;
  for (int g = options.shard - 1; g < options.games; g += options.shards) {
    std::seed_seq seq{options.seed, static_cast<unsigned>(g)};
    std::mt19937_64 rng(seq);
    Position pos = b.start_position();
    for (int ply = 0; ply < options.plies; ++ply) {
      const bool compared = (ply + g) % every == 0;
      report.positions += compared;
      if (any && compared) {
        const Said& found = compared_at(b, pos, [&](Reading& here) {
          Said out(alternatives.size());
          for (size_t i = 0; i < alternatives.size(); ++i)
            if (const Alternative& a = alternatives[i]; a.variant) out[i] = compare(here, *a.variant, a.notation, false);
          return out;
        });
        for (size_t i = 0; i < alternatives.size(); ++i) {
          Alternative& a = alternatives[i];
          const std::optional<Difference>& d = found[i];
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
      Action next;
      if (!b.random_play(pos, rng, next)) break;
    }
    ++report.games;
    ++progress.games_done;
    if (options.progress) options.progress(progress);
  }

  for (Alternative& a : alternatives) {
    if (a.witness) {
      // Through its FEN, as a merged shard's witness is shrunk (shrink_witness): the same result either way.
      a.impact.witness = format_fen(b, *a.witness);
      if (options.shrink) shrink_in(b, *a.variant, a.impact);
    }
    report.impacts.push_back(std::move(a.impact));
  }
  rank_impacts(report.impacts);
  return report;
}

bool shrink_witness(const std::string& variant, OptionImpact& impact, const Profile& base_profile) {
  Profile own = profile_for_variant(variant, base_profile);
  Profile profile = own;
  profile.set(impact.point, impact.option);
  auto base = make_variant(variant, own);
  auto alt = make_variant(variant, profile);
  return base && alt && shrink_in(**base, **alt, impact);
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
     << options.plies << " plies, seed " << options.seed << ", each move drawn at random among the legal "
     "actions by the variant's own random draw) visit positions; at the positions compared (every ply, or one in k "
     "where a variant's section says so), every implemented alternative option is compared with the default: its "
     "legal actions, and its verdict. The share is the part of the compared positions where the option plays "
     "differently. The witness is the first such position (lowest game, then "
     "ply), shrunk.\n\n";
  for (const ExploreReport& r : reports) {
    md << "## " << r.variant << "\n\n";
    if (!r.error.empty()) {
      md << "Not explored: " << md::cell(r.error) << "\n\n";
      continue;
    }
    md << r.positions << " positions"
       << (r.compare_every > 1 ? " compared, one ply in " + std::to_string(r.compare_every) + " (at plies p of game g with (p + g) mod " +
                                      std::to_string(r.compare_every) + " = 0)"
                                : "")
       << ".\n\n| point | option (vs default) | share | moves differ | verdict differs | witness |\n"
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
        md << md::code_cell(i.witness);
        auto list = [](const std::vector<std::string>& v) {
          std::string s;
          for (const auto& m : v) {  // appended, not `"" + cell`: GCC 12 -Warray-bounds (bug 105329)
            if (!s.empty()) s += ' ';
            s += md::cell(m);
          }
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
