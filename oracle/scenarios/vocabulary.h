// The observable-state vocabulary of a variant (corpus/vocabulary/<variant>.xml, corpus/README.md): the
// words, in the catalog's terms, in which a scenario states the condition of a unit or a square (a unit
// "paralysed" for 2 more turns, a square that is a "tomb", a wall's remaining "life") and in which any engine
// reports it, whatever its own encoding. It is defined once per variant, each term with its meaning and the
// clause it comes from; the model maps each term to the attribute of its own state that holds it, and speaks
// the vocabulary through `arbiter uci`'s `state` command; another engine answers the same command.
// It also says which abilities are area actions (anchored on a square, acted by no unit: rotations, shifts),
// for `<moves unit=>`, and which action ends a turn that may go on (`<turn may-end=>`).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/core/position.h"
#include "model/core/result.h"
#include "model/core/variant.h"

namespace arbiter {

struct StateTerm {
  enum class Of { kUnit, kSquare };
  std::string name;       // the word scenarios use: paralysed, tomb, level
  Of of = Of::kUnit;      // of the unit standing on a square, or of the square itself
  std::string attribute;  // the model's attribute that holds it (model/<variant>)
  std::string clause;     // the catalog clause that defines it
  std::string meaning;
  // Named values (raw model value -> word), e.g. 1 -> "tomb"; without any, the value is the number itself.
  std::vector<std::pair<int, std::string>> values;
  // The value names a unit (the wall's maker): written as the square that unit stands on, "gone" when it
  // stands nowhere; the default (no unit) is "none". The model's attribute is unit-valued (a unit id).
  bool names_unit = false;
  // The word for a raw value ("0", "2" or a name); nullopt for a raw value the vocabulary does not name.
  std::optional<std::string> word(int raw) const;
  std::string default_word() const { return names_unit ? "none" : word(0).value_or("0"); }
  // Whether `word` is a value scenarios may write: a listed name, or any integer when none is listed.
  bool accepts(const std::string& word) const;
};

struct Vocabulary {
  std::string variant, path;
  std::vector<StateTerm> terms;
  std::vector<std::string> area_actions;  // ability names (the text before '@') acted by no unit
  std::string turn_end;                   // the action that ends a turn that may go on ("0000"); "" if none
  const StateTerm* find(const std::string& name, StateTerm::Of of) const;
};

// Loads a vocabulary file strictly (file:line errors, all at once).
Result<Vocabulary> load_vocabulary(const std::string& path);
// The vocabulary of a variant: <corpus_dir>/vocabulary/<variant>.xml, loaded once per process; a variant
// without a file has an empty vocabulary (no terms); a file that does not load is an error.
Result<const Vocabulary*> vocabulary_for(const std::string& corpus_dir, const std::string& variant);

// What a subject reports of the state: "unit e4 paralysed" -> "2", "square c5 tomb" -> "open"; only the
// values other than a term's default are listed (an absent key reads as the default).
using StateReport = std::map<std::string, std::string>;
std::string state_key(StateTerm::Of of, const std::string& square, const std::string& term);

// The model's state in the vocabulary: one line per unit or square with a non-default value,
// "unit e4 paralysed=2 level=1", "square c5 tomb=open", in square order (what `arbiter uci` answers to
// `state`, before its closing "stateok").
std::vector<std::string> state_lines(const Variant& v, const Position& pos, const Vocabulary& vocabulary);
// Reads such lines into a report; an error names the line that does not fit: one that is not "unit|square SQ
// term=value ...", a term given twice with two values (never the last one winning), and, when the variant's
// geometry and vocabulary are given (a conformance run), a square off its board or a term it does not have.
Result<StateReport> read_state_lines(const std::vector<std::string>& lines, const Geometry* geometry = nullptr,
                                     const Vocabulary* vocabulary = nullptr);

}  // namespace arbiter
