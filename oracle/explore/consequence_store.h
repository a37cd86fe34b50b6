// The paired-game measurement (consequence.h) kept in a file, so that `arbiter check` ranks by it without
// paying for it: `arbiter analyze --deep` measures and writes measurements/consequence.json (beside model/ and
// corpus/ in the source tree, tracked); `arbiter check` and `arbiter analyze` read it and use each variant's
// entry while it is fresh, else fall back to explore's share of positions for that variant.
//
// Fresh: the entry's key equals the sources' key now, a SHA-256 over the measurement's parameters and the
// names and bytes of the sources the variant plays by (source_key.h's play_sources: model/<variant>/, the core,
// the twelve family's model/shared12/, model/chess/ and the variant table) and corpus/<variant>/ (the
// situations), in name order: any edit there, even one that changes no play, makes the entry stale until
// the next `arbiter analyze --deep`, and `check` says which variants fell back.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/core/result.h"
#include "oracle/catalog/findings_report.h"
#include "oracle/explore/consequence.h"

namespace arbiter {

std::string consequence_key(const std::string& variant, const std::string& model_dir, const std::string& corpus_dir,
                            const ConsequenceOptions& options);

// <source root>/measurements/consequence.json (the parent of the model directory the binary reads).
std::string default_consequence_file(const std::string& model_dir);

std::string consequence_json(const std::vector<ConsequenceReport>& reports);
// Strict: an error names the file, line and column, and what was expected.
Result<std::vector<ConsequenceReport>> parse_consequence_json(const std::string& text, const std::string& name);

// Every entry of the file; a missing file: none.
Result<std::vector<ConsequenceReport>> load_consequences(const std::string& path);

// The fresh entries of the file, by variant; `stale` receives the variants whose entry is not (or which have
// none). A missing file: no entries, no error. A malformed file: the error.
Result<std::map<std::string, ConsequenceReport>> load_fresh_consequences(const std::string& path, const std::string& model_dir,
                                                                         const std::string& corpus_dir,
                                                                         const std::vector<std::string>& variants,
                                                                         std::vector<std::string>* stale);

// Puts each fresh variant's paired games beside explore's measurements of the same alternatives (PointImpact's
// deep fields); an alternative explore did not list is added with its paired games alone.
void attach_consequences(catalog::ImpactsByVariant& impacts, const std::map<std::string, ConsequenceReport>& fresh);

}  // namespace arbiter
