#include "oracle/explore/consequence.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <random>
#include <thread>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/variant.h"
#include "oracle/catalog/catalog.h"
#include "oracle/explore/explore.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_setup.h"

namespace arbiter {
namespace {

// --- the policy -----------------------------------------------------------------------------------
int value(const Variant& v, Kind k) {
  if (k == v.royal_kind()) return 100;
  switch (v.letter(Piece(k, Side::kWhite))) {
    case 'P': return 1;
    case 'N': case 'B': return 3;
    case 'R': return 5;
    case 'Q': return 9;
    default: return 3;
  }
}

// +1: the action wins the game for the mover at once; -1: loses it; 0 otherwise.
int verdict_for_mover(const Variant& v, const Position& pos, const Action& a) {
  Position next = pos;
  v.apply(next, a, nullptr);
  Game after(v, next);
  const Outcome o = after.outcome();
  if (o.status != Outcome::Status::kWin) return 0;
  return o.winner == pos.side_to_move() ? 1 : -1;
}

// The index of the action the policy chooses in `legal` (not empty). See consequence.h.
size_t choose(const Variant& v, const Position& pos, const ActionList& legal, std::mt19937_64& rng) {
  const Side me = pos.side_to_move();
  int looked = 0, best_gain = -1;
  size_t best = legal.size();
  for (size_t i = 0; i < legal.size() && looked < kPolicyLooks; ++i) {
    const Action& a = legal[i];
    if (pos.empty(a.to) || pos.at(a.to).side() == me || a.to == a.from) continue;
    ++looked;
    const int w = verdict_for_mover(v, pos, a);
    if (w > 0) return i;
    if (w < 0) continue;
    const int taken = value(v, pos.at(a.to).kind());
    const int mover = pos.empty(a.from) ? 0 : value(v, pos.at(a.from).kind());
    if (taken >= mover && taken > best_gain) {
      best_gain = taken;
      best = i;
    }
  }
  if (best < legal.size()) return best;
  std::uniform_int_distribution<size_t> pick(0, legal.size() - 1);
  size_t i = pick(rng);
  for (int draw = 1; draw < 4 && verdict_for_mover(v, pos, legal[i]) < 0; ++draw) i = pick(rng);
  return i;
}

std::string result_word(const Outcome& o) {
  const std::string t = o.text();
  return t.substr(0, t.find(' '));
}

// --- paired games ---------------------------------------------------------------------------------
struct Ply {
  std::string fen, verdict;
  int material = 0;  // White's units' values less Black's (the policy's values)
  ActionList legal;
  long chosen = -1;  // -1: no legal action, the game stops here
  std::mt19937_64 rng;  // the generator before the choice
};

// The default reading's game, recorded ply by ply for the alternatives to follow.
struct Record {
  std::vector<Ply> plies;
  std::string final_fen, result;
  int final_material = 0;
  // The result and material at ply `at` (the end when the game stopped before).
  std::string result_at(size_t at) const { return at < plies.size() ? plies[at].verdict.substr(0, plies[at].verdict.find(' ')) : result; }
  int material_at(size_t at) const { return at < plies.size() ? plies[at].material : final_material; }
};

int material(const Variant& v, const Position& pos) {
  int sum = 0;
  for (Square s : v.geometry().squares()) {
    if (pos.empty(s)) continue;
    const Piece p = pos.at(s);
    if (p.kind() == v.royal_kind()) continue;
    sum += (p.side() == Side::kWhite ? 1 : p.side() == Side::kBlack ? -1 : 0) * value(v, p.kind());
  }
  return sum;
}

Record play_default(const Variant& b, const Position& start, std::mt19937_64 rng, int plies) {
  Record rec;
  Game g(b, start);
  for (int ply = 0; ply < plies; ++ply) {
    Ply p;
    p.fen = format_fen(b, g.position());
    p.verdict = g.outcome().text();
    p.material = material(b, g.position());
    g.legal_actions(p.legal);
    p.rng = rng;
    if (!p.legal.empty()) p.chosen = static_cast<long>(choose(b, g.position(), p.legal, rng));
    const long chosen = p.chosen;
    rec.plies.push_back(std::move(p));
    if (chosen < 0) break;
    g.play(rec.plies.back().legal[static_cast<size_t>(chosen)]);
  }
  rec.final_fen = format_fen(b, g.position());
  rec.result = result_word(g.outcome());
  rec.final_material = material(b, g.position());
  return rec;
}

// The index in `mine` (variant a) of the action `theirs[chosen]` (variant b) when both lists hold the same
// actions by text; -1 when the sets differ.
long matching(const Variant& b, const ActionList& theirs, long chosen, const Variant& a, const ActionList& mine) {
  if (same_actions(theirs, mine)) return chosen;
  if (theirs.size() != mine.size()) return -1;
  std::vector<std::string> x, y;
  for (const Action& act : theirs) x.push_back(action_text(b, act));
  for (const Action& act : mine) y.push_back(action_text(a, act));
  const std::string wanted = chosen >= 0 ? x[static_cast<size_t>(chosen)] : "";
  std::vector<std::string> xs = x, ys = y;
  std::sort(xs.begin(), xs.end());
  std::sort(ys.begin(), ys.end());
  if (xs != ys) return -1;
  if (chosen < 0) return -1;
  return static_cast<long>(std::find(y.begin(), y.end(), wanted) - y.begin());
}

struct Paired {
  bool parted = false;
  bool result_differs = false;    // within kAfterParting plies of where the games part
  bool material_differs = false;  // at the same ply
};

Paired play_alternative(const Variant& b, const Variant& a, const Record& rec, const Position& start, int plies) {
  Game g(a, start);
  bool same = true;
  std::mt19937_64 rng;
  ActionList list;
  int stop = plies;
  for (int ply = 0; ply < stop; ++ply) {
    list.clear();
    if (same) {
      const Ply& p = rec.plies[static_cast<size_t>(ply)];
      same = format_fen(a, g.position()) == p.fen && g.outcome().text() == p.verdict;
      if (same) {
        g.legal_actions(list);
        if (p.chosen < 0 && list.empty()) break;  // both stop here
        const long i = matching(b, p.legal, p.chosen, a, list);
        if (i >= 0) {
          g.play(list[static_cast<size_t>(i)]);
          continue;
        }
        same = false;
      }
      rng = p.rng;  // from here each game plays its own policy, from the same draws
      stop = std::min(plies, ply + kAfterParting);
      list.clear();
    }
    g.legal_actions(list);
    if (list.empty()) {
      stop = ply;
      break;
    }
    // The default game's move at this ply when the alternative has it too: what differs then is the reading's
    // doing, not the draws' (two games playing their own random moves part further by chance alone).
    long follow = -1;
    if (static_cast<size_t>(ply) < rec.plies.size() && rec.plies[static_cast<size_t>(ply)].chosen >= 0) {
      const Ply& p = rec.plies[static_cast<size_t>(ply)];
      const Action& theirs = p.legal[static_cast<size_t>(p.chosen)];
      for (size_t i = 0; i < list.size() && follow < 0; ++i)
        if (same_action(list[i], theirs)) follow = static_cast<long>(i);
    }
    g.play(list[follow >= 0 ? static_cast<size_t>(follow) : choose(a, g.position(), list, rng)]);
  }
  if (same && format_fen(a, g.position()) != rec.final_fen) same = false;
  if (same) return {};
  // The default game at the same ply (a game that stopped earlier: its end, as the alternative's did).
  const size_t at = static_cast<size_t>(stop);
  return {true, result_word(g.outcome()) != rec.result_at(at), material(a, g.position()) != rec.material_at(at)};
}

// --- situations -----------------------------------------------------------------------------------
struct Situation {
  std::string scenario, fen;
  Position pos;
  Record record;  // made when first needed
  bool recorded = false;
};

struct Corpus {
  std::vector<const Scenario*> scenarios;
  std::vector<ScenarioFile> files;
};

Corpus load_corpus(const std::string& corpus_dir, const std::string& variant) {
  Corpus c;
  if (corpus_dir.empty()) return c;
  for (const std::string& f : corpus_files(corpus_dir, variant))
    if (auto loaded = load_scenario_file(f)) c.files.push_back(std::move(*loaded));
  for (const ScenarioFile& f : c.files)
    for (const Scenario& s : f.scenarios)
      if (s.setup.fen_only() && !s.expects_invalid_setup()) c.scenarios.push_back(&s);
  return c;
}

// The point's situations: the setups of the scenarios requiring one of its options, then of those citing one
// of its clauses, each position once, at most `limit`, that the default reading accepts.
std::vector<size_t> situations_of(const catalog::Interpretation& point, const std::string& variant, const Corpus& corpus,
                                  const Variant& b, std::vector<Situation>& all, int limit) {
  std::vector<size_t> out;
  auto add = [&](const Scenario& s) {
    if (static_cast<int>(out.size()) >= limit) return;
    auto it = std::find_if(all.begin(), all.end(), [&](const Situation& x) { return x.fen == s.setup.fen; });
    if (it == all.end()) {
      auto pos = parse_fen(b, s.setup.fen);
      if (!pos || !b.validate(*pos).empty()) return;
      all.push_back({s.id, s.setup.fen, *pos, {}, false});
      it = all.end() - 1;
    }
    const size_t at = static_cast<size_t>(it - all.begin());
    if (std::find(out.begin(), out.end(), at) == out.end()) out.push_back(at);
  };
  for (const Scenario* s : corpus.scenarios)
    for (const Requirement& r : s->required_options)
      if (unqualified(r.point, variant) == point.id) add(*s);
  for (const Scenario* s : corpus.scenarios)
    for (const std::string& c : s->clauses)
      if (std::any_of(point.clauses.begin(), point.clauses.end(), [&](const catalog::ClauseRef& r) { return r.clause == unqualified(c, variant); }))
        add(*s);
  return out;
}

unsigned fnv1a(const std::string& text) {
  uint32_t h = 2166136261u;
  for (unsigned char c : text) h = (h ^ c) * 16777619u;
  return h;
}

std::mt19937_64 generator(unsigned seed, unsigned stream, unsigned game) {
  std::seed_seq seq{seed, stream, game};
  return std::mt19937_64(seq);
}

int alternatives_of(const catalog::Catalog& cat) {
  int n = 0;
  for (const catalog::Interpretation& p : cat.interpretations) n += std::max(0, static_cast<int>(p.options.size()) - 1);
  return n;
}

}  // namespace

ConsequenceReport measure_consequences(const std::string& variant, const std::string& model_dir, const std::string& corpus_dir,
                                       const ConsequenceOptions& options, int first, int count) {
  ConsequenceReport report;
  report.variant = variant;
  report.options = options;
  auto base = make_variant(variant, Profile{});
  if (!base) {
    report.error = base.error();
    return report;
  }
  auto cat = catalog::load_catalog(catalog::catalog_path(model_dir, variant));
  if (!cat) {
    report.error = cat.error();
    return report;
  }
  const Variant& b = **base;
  const Corpus corpus = load_corpus(corpus_dir, variant);
  std::vector<Record> games;  // the default reading's games from the start, made when first needed
  std::vector<Situation> situations;
  int index = 0;
  for (const catalog::Interpretation& point : cat->interpretations) {
    std::string baseline;
    for (const auto& o : point.options)
      if (o.is_default) baseline = o.id;
    for (const auto& o : point.options) {
      if (o.id == baseline) continue;
      const int at = index++;
      if (at < first || (count >= 0 && at >= first + count)) continue;
      OptionConsequence m;
      m.point = point.id;
      m.option = o.id;
      m.default_option = baseline;
      Profile profile;
      profile.set(point.id, o.id);
      auto alt = make_variant(variant, profile);
      m.implemented = alt.ok();
      if (!alt) {
        report.options_measured.push_back(std::move(m));
        continue;
      }
      const Variant& a = **alt;
      auto alt_start = parse_fen(a, b.start_fen());
      for (int g = 0; alt_start && g < options.games; ++g) {
        if (static_cast<int>(games.size()) <= g) games.push_back(play_default(b, b.start_position(), generator(options.seed, 0, static_cast<unsigned>(g)), options.plies));
        const Paired p = play_alternative(b, a, games[static_cast<size_t>(g)], *alt_start, options.plies);
        ++m.games;
        m.arises += p.parted;
        m.results_differ += p.result_differs;
        m.material_differs += p.material_differs;
      }
      for (size_t s : situations_of(point, variant, corpus, b, situations, options.situations)) {
        Situation& sit = situations[s];
        auto there = parse_fen(a, sit.fen);
        if (!there) continue;
        if (!sit.recorded) {
          // Seeded by the position itself, so that a situation plays the same whichever slice meets it first.
          sit.record = play_default(b, sit.pos, generator(options.seed, 1, fnv1a(sit.fen)), options.situation_plies);
          sit.recorded = true;
        }
        const Paired p = play_alternative(b, a, sit.record, *there, options.situation_plies);
        ++m.situations;
        m.situations_arise += p.parted;
        m.situation_results_differ += p.result_differs;
        m.situation_material_differs += p.material_differs;
        if (p.parted && m.example.empty()) m.example = "scenario " + sit.scenario;
      }
      report.options_measured.push_back(std::move(m));
    }
  }
  return report;
}

std::vector<ConsequenceReport> measure_consequences(const std::vector<std::string>& variants, const std::string& model_dir,
                                                    const std::string& corpus_dir, const ConsequenceOptions& options, unsigned threads) {
  struct Task {
    size_t variant;
    int first, count;
  };
  std::vector<Task> tasks;
  const int slices = static_cast<int>(std::max(1u, threads));
  for (size_t v = 0; v < variants.size(); ++v) {
    auto cat = catalog::load_catalog(catalog::catalog_path(model_dir, variants[v]));
    const int n = cat ? alternatives_of(*cat) : 0;
    const int per = std::max(1, (n + slices - 1) / slices);
    if (n == 0) tasks.push_back({v, 0, -1});
    for (int f = 0; f < n; f += per) tasks.push_back({v, f, per});
  }
  std::vector<ConsequenceReport> parts(tasks.size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t t; (t = next++) < tasks.size();) {
      try {
        parts[t] = measure_consequences(variants[tasks[t].variant], model_dir, corpus_dir, options, tasks[t].first, tasks[t].count);
      } catch (const std::exception& e) {  // a thread must not end the process: the variant reports it
        parts[t].variant = variants[tasks[t].variant];
        parts[t].error = std::string("measuring consequences: ") + e.what();
      }
    }
  };
  {
    std::vector<std::jthread> pool;
    for (unsigned i = 0; i < std::min<size_t>(std::max(1u, threads), tasks.size()); ++i) pool.emplace_back(work);
  }
  std::vector<ConsequenceReport> out;
  for (size_t v = 0; v < variants.size(); ++v) {
    ConsequenceReport joined;
    joined.variant = variants[v];
    joined.options = options;
    for (size_t t = 0; t < tasks.size(); ++t) {
      if (tasks[t].variant != v) continue;
      if (!parts[t].error.empty() && joined.error.empty()) joined.error = parts[t].error;
      for (OptionConsequence& m : parts[t].options_measured) joined.options_measured.push_back(std::move(m));
    }
    if (!joined.error.empty()) joined.options_measured.clear();
    out.push_back(std::move(joined));
  }
  return out;
}

}  // namespace arbiter
