// fuzz_seeds [--most N] OUT_DIR: the seed corpora of the fuzz targets, gathered from the repository (never
// copied into it): OUT_DIR is emptied, then OUT_DIR/<target>/ filled from what the checkout holds now (with
// --most, at most N seeds a target, taken evenly from the list: the test suite's short runs):
//   fen           the FENs of fixtures/perft.txt, every variant's start position, every scenario's setup
//                 (as written and as built from its piece list) and expected FEN (corpus/)
//   move          every scenario's setup with the moves it plays, under the options it requires
//   scenario      every scenario of corpus/, one a file (its file's root element around it), and every
//                 file as it is
//   catalog       every model/<variant>/rules.xml cut in slices of 6 consecutive elements (the root element
//                 around them); not the whole files (up to 380 KB: libFuzzer's input size follows its largest
//                 seed, and the analyses of a whole catalog take a tenth of a second)
//   uci           every scenario as the commands conform sends for it, and perft from each start position
//   engine_reply  the answers `arbiter uci` gives to those commands (go perft 1, d, result)
// Run by the test fuzz.seeds (the fixture of the fuzz.* tests, with --most) and by scripts/fuzz (all of them).
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

#include <pugixml.hpp>

#include "fuzz/common.h"
#include "model/core/fen.h"
#include "oracle/catalog/catalog.h"
#include "oracle/engines/perft_suite.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_setup.h"
#include "oracle/engines/uci_engine.h"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

class Seeds {
 public:
  void add(const std::string& target, const std::string& name, const std::string& content) {
    add_made(target, name, [content] { return content; });
  }
  // A seed whose content is made only when it is written: with --most, most are not (an engine's answers
  // replay a whole session, the bulk of the time this program takes under the sanitizers).
  void add_made(const std::string& target, const std::string& name, std::function<std::string()> make) {
    seeds_[target].emplace_back(name + "-" + std::to_string(seeds_[target].size() + 1), std::move(make));
  }
  // Writes dir/<target>/<name>; at most `most` seeds a target (0: all), taken evenly from its list.
  void write(const fs::path& dir, size_t most) const {
    for (const auto& [target, list] : seeds_) {
      fs::create_directories(dir / target);
      size_t step = most == 0 || list.size() <= most ? 1 : (list.size() + most - 1) / most;
      size_t written = 0;
      for (size_t i = 0; i < list.size(); i += step, ++written) {
        std::ofstream out(dir / target / list[i].first, std::ios::binary);
        out << list[i].second();
        if (!out) throw std::runtime_error("cannot write " + (dir / target / list[i].first).string());
      }
      std::cout << target << ": " << written << " seeds\n";
    }
  }

 private:
  std::map<std::string, std::vector<std::pair<std::string, std::function<std::string()>>>> seeds_;
};

std::string profile_text(const Scenario& s) {
  std::string text;
  for (const Requirement& req : s.required_options) {
    std::string p = req.point.substr(req.point.find('/') == std::string::npos ? 0 : req.point.find('/') + 1);
    text += (text.empty() ? "" : ",") + p + "=" + req.options.front();
  }
  return text;
}

// The root element of an XML text around each run of `width` consecutive child elements, as texts: small
// inputs of the same grammar (the targets run faster on them, and mutate them more deeply).
std::vector<std::string> slices(const std::string& xml, size_t width) {
  pugi::xml_document doc;
  if (!doc.load_buffer(xml.data(), xml.size())) return {};
  pugi::xml_node root = doc.document_element();
  std::vector<pugi::xml_node> children;
  for (pugi::xml_node c : root.children())
    if (c.type() == pugi::node_element) children.push_back(c);
  std::vector<std::string> out;
  for (size_t at = 0; at < children.size(); at += width) {
    pugi::xml_document slice;
    pugi::xml_node r = slice.append_child(root.name());
    for (pugi::xml_attribute a : root.attributes()) r.append_copy(a);
    for (size_t i = at; i < children.size() && i < at + width; ++i) r.append_copy(children[i]);
    std::ostringstream text;
    slice.save(text, "  ");
    out.push_back(text.str());
  }
  return out;
}

// What `arbiter uci` answers to the lines.
std::string answers(const std::vector<std::string>& lines) {
  std::ostringstream out;
  UciEngine engine(out);
  for (const std::string& l : lines) engine.handle(l);
  return out.str();
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  size_t most = 0;
  if (args.size() == 3 && args[0] == "--most") {
    most = std::stoul(args[1]);
    args.erase(args.begin(), args.begin() + 2);
  }
  if (args.size() != 1) {
    std::cerr << "usage: fuzz_seeds [--most N] OUT_DIR\n";
    return 2;
  }
  Seeds seeds;

  for (const std::string& id : fuzz::variant_names())
    if (auto v = make_variant(id)) {
      seeds.add("fen", id, id + "\n" + (*v)->start_fen());
      seeds.add("move", id, id + "\nstartpos\n");
      seeds.add("uci", id, "uci\nsetoption name UCI_Variant value " + id + "\nposition startpos\ngo perft 1\nd\nresult\nquit\n");
    }
  // Perft deeper than 1 (issue 35: a depth past the limit crashed `arbiter uci`), where it stays quick: chess,
  // 400 and 8,902 leaves; the limit's edge, refused before any search.
  for (const char* depth : {"2", "3", "21", "2147483647"})
    seeds.add("uci", std::string("perft-") + depth, std::string("uci\nposition startpos\ngo perft ") + depth + "\nquit\n");

  auto table = load_perft_table(default_perft_table());
  if (!table) {
    std::cerr << table.error() << "\n";
    return 1;
  }
  for (const PerftCase& c : *table) {
    std::string header = c.variant + (c.profile.empty() ? "" : " " + c.profile);
    seeds.add("fen", "perft", header + "\n" + c.fen);
    seeds.add("move", "perft", header + "\n" + c.fen + "\n");
  }

  std::string model = catalog::default_model_dir();
  for (const std::string& v : catalog::catalog_variants(model)) {
    auto text = catalog::read_text_file(catalog::catalog_path(model, v));
    if (!text) {
      std::cerr << text.error() << "\n";
      return 1;
    }
    for (const std::string& slice : slices(*text, 6)) seeds.add("catalog", v, slice);
  }

  for (const std::string& path : corpus_files(default_corpus_dir(), "")) {
    std::string stem = fs::path(path).stem().string();
    auto text = catalog::read_text_file(path);
    auto file = load_scenario_file(path);
    if (!text || !file) {
      std::cerr << path << ": " << (text ? file.error() : text.error()) << "\n";
      return 1;
    }
    seeds.add("scenario", file->variant + "-" + stem, *text);
    for (const std::string& slice : slices(*text, 1)) seeds.add("scenario", file->variant + "-" + stem, slice);
    for (const Scenario& s : file->scenarios) {
      std::string profile = profile_text(s);
      std::string header = file->variant + (profile.empty() ? "" : " " + profile);
      Profile p;
      std::string error;
      p.parse(profile, &error);
      auto v = make_variant(file->variant, p);
      if (!v) continue;
      std::string name = file->variant + "-" + stem;
      if (!s.setup.fen.empty()) seeds.add("fen", name, header + "\n" + s.setup.fen);
      auto setup = build_setup(**v, s);
      if (!setup) continue;
      std::string fen = format_fen(**v, setup->position());
      seeds.add("fen", name, header + "\n" + fen);
      std::string moves;
      for (const ScenarioStep& st : s.steps) {
        if (st.play) moves += (moves.empty() ? "" : " ") + st.move;
        for (const Expectation& e : st.expect)
          if (!e.fen.empty()) seeds.add("fen", name, header + "\n" + e.fen);
      }
      seeds.add("move", name, header + "\n" + fen + "\n" + moves + "\n");
      std::string position = "position fen " + fen + (moves.empty() ? "" : " moves " + moves);
      std::vector<std::string> session = {"uci", "setoption name UCI_Variant value " + file->variant};
      if (!profile.empty()) session.push_back("setoption name Profile value " + profile);
      session.push_back("isready");
      std::string uci;
      for (const std::string& l : session) uci += l + "\n";
      seeds.add("uci", name, uci + position + "\ngo perft 1\nd\nresult\nquit\n");
      session.push_back(position);
      for (const char* command : {"go perft 1", "d", "result"})
        seeds.add_made("engine_reply", name, [session, command, header] {
          std::string earlier = answers(session);
          std::vector<std::string> asked = session;
          asked.push_back(command);
          std::string all = answers(asked);
          return header + "\n" + all.substr(std::min(earlier.size(), all.size()));
        });
    }
  }
  fs::remove_all(args[0]);
  seeds.write(args[0], most);
  return 0;
}
