// What the workbench server reads and keeps for every request (oracle/serve/README.md): the variants it made
// (immutable once made, shared by the requests, by id and readings), each document with its clause catalog and
// the document lines each quote stands on, and each variant's corpus scenarios. Every accessor is safe to call
// from several request threads at once (one mutex guards the caches; what they hand out is const).
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "model/core/interpretation.h"
#include "model/core/result.h"
#include "model/core/variant.h"
#include "oracle/catalog/catalog.h"
#include "oracle/scenarios/scenario.h"

namespace arbiter::serve {

// A quote of a clause or interpretation point and the document lines it stands on (0: not located).
struct LocatedQuote {
  std::string text;
  int first_line = 0;
  int last_line = 0;
};

// One variant's rule document: its lines, and its catalog's clauses and points with their quotes located.
struct Document {
  std::string variant, title;
  std::vector<std::string> lines;  // line n is lines[n - 1]
  catalog::Catalog catalog;
  std::map<std::string, std::vector<LocatedQuote>> quotes;  // by clause or point id
};

class Library {
 public:
  // reports_dir: where `arbiter check` wrote explore.md (the witnesses); "" for none.
  Library(std::string model_dir, std::string corpus_dir, std::string reports_dir = "");

  // The variant `id` under `profile` (make_variant's error when either is wrong).
  Result<std::shared_ptr<const Variant>> variant(const std::string& id, const Profile& profile);
  // The document of a variant with a catalog; nullptr for a variant without one (fairy) or an unknown id.
  // An error when the catalog or its document does not load.
  Result<std::shared_ptr<const Document>> document(const std::string& variant);
  // The scenario files of corpus/<variant>/ that load (a file that does not is left out, with its error).
  struct Corpus {
    std::vector<ScenarioFile> files;
    std::vector<std::string> errors;
  };
  std::shared_ptr<const Corpus> corpus(const std::string& variant);
  const std::string& corpus_dir() const { return corpus_dir_; }
  const std::string& reports_dir() const { return reports_dir_; }

 private:
  std::string model_dir_, corpus_dir_, reports_dir_;
  std::mutex mutex_;
  std::map<std::pair<std::string, std::map<std::string, std::string>>, std::shared_ptr<const Variant>> variants_;
  std::map<std::string, std::shared_ptr<const Document>> documents_;
  std::map<std::string, std::shared_ptr<const Corpus>> corpora_;
};

}  // namespace arbiter::serve
