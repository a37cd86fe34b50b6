// The quantities a rule document states, as data (DESIGN.md, "Document quantities are data"): each <value> of a
// clause in its variant's catalog (model/<variant>/rules.xml, model/CATALOG.md), beside the quote that states it:
//
//   <clause id="king.exchange" status="interpreted">
//     <quote>but king can 3 times per game(+1 per capture of any piece) exchange position with ...</quote>
//     <value name="allowance" literal="3 times">3</value>
//
// `arbiter catalog check` holds each value to its quote (the literal is in a quote of the clause, and states the
// number); the model reads the values when a variant is made (ChosenOptions::value), so an edit of the
// document reaches play through the catalog, never through C++. The designer's loop: the document says "2
// times", the quote is stale, the quote and the value are updated, the model allows two exchanges.
#pragma once

#include <atomic>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/kind_set.h"
#include "model/core/piece_kind.h"
#include "model/core/result.h"

namespace arbiter {

struct DocumentValue {
  std::string clause;   // the clause id
  std::string name;     // the value's name within the clause
  std::string literal;  // the words of the quote that state it
  int value = 0;
  int line = 0;  // in the catalog
};

// The kinds of unit a clause's quote names (<kinds name="immune" literal="Jesters/kings">jester king</kinds>,
// <kinds name="protectors" literal="(non-pawn) pieces">all but pawn</kinds>): the variant's kind names, or
// every kind the variant has but those (all_but).
struct DocumentKinds {
  std::string clause, name, literal;
  bool all_but = false;
  std::vector<std::string> kinds;
  int line = 0;
};

// "jester king" or "all but pawn": (all_but, the names). An error says what was expected.
Result<std::pair<bool, std::vector<std::string>>> parse_kind_list(std::string_view text);
// Whether the literal names the kind: its name, in any case, singular or plural ("Kings/pawns" names king and
// pawn; "non-pawn" names pawn). The catalog check holds each <kinds> to its literal with it.
bool names_kind(std::string_view literal, std::string_view kind);

// A document's value the model cannot play (DocumentValues::integer with bounds).
struct ValueOutOfRange : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class DocumentValues {
 public:
  DocumentValues(std::string source, std::vector<DocumentValue> values, std::vector<DocumentKinds> kinds = {});
  const std::string& source() const { return source_; }  // the catalog file read
  const std::vector<DocumentValue>& all() const { return values_; }
  // The value `name` of `clause`. Throws std::logic_error naming both and the catalog when it has none: a
  // misspelt reading site fails the first time its variant is made, as a misspelt interpretation point does.
  int integer(std::string_view clause, std::string_view name) const;
  // The same, for a value the model can play only within [min, max] (`why` says why, in the document's terms):
  // outside it, ValueOutOfRange naming the catalog, its line, the value and the bounds (make_variant returns
  // it as its error), never a silently clamped number.
  int integer(std::string_view clause, std::string_view name, int min, int max, std::string_view why) const;
  // The radius of a square area a value states by its side ("3x3": 3, radius 1; "5x5": radius 2): an even or
  // non-positive side has no centre square to count from, and is ValueOutOfRange as above.
  int radius(std::string_view clause, std::string_view name) const;
  // The kinds `name` of `clause`, resolved against the variant's kinds (`army`: its PieceKinds, by name): the
  // set named, or every kind of the army but those. A name the army does not have is ValueOutOfRange naming
  // the catalog, its line and the army's names; no such <kinds>, std::logic_error (as integer()).
  KindSet kinds(std::string_view clause, std::string_view name, std::span<const PieceKind> army) const;
  // The same as a list: in the order the catalog writes them (the document's: a promotion's choices), or for
  // "all but", in the army's order.
  std::vector<Kind> kind_list(std::string_view clause, std::string_view name, std::span<const PieceKind> army) const;
  const std::vector<DocumentKinds>& all_kinds() const { return kinds_; }
  std::vector<bool> kinds_read() const;
  // Per value of all(), whether the model read it: a value nothing reads is a number the document states that
  // the model ignores or keeps its own copy of (tests/document_values_test.cpp fails on one).
  std::vector<bool> read() const;

 private:
  // The value `name` of `clause`, marked read; std::logic_error when the catalog has none.
  const DocumentValue& entry(std::string_view clause, std::string_view name) const;

  std::string source_;
  std::vector<DocumentValue> values_;
  std::unique_ptr<std::atomic<bool>[]> read_;
  std::vector<DocumentKinds> kinds_;
  std::unique_ptr<std::atomic<bool>[]> kinds_read_;
};

// Parses a catalog's <value> elements (only those: `arbiter catalog check` reads the rest). An error names the
// file, the line and what was expected.
Result<std::shared_ptr<const DocumentValues>> parse_document_values(const std::string& xml, const std::string& source);

// Where Arbiter's data is (model/ with the documents and catalogs, corpus/, fixtures/): $ARBITER_DATA when set;
// else, for an installed binary (`cmake --install`), <prefix>/share/arbiter beside its bin/; else the source
// tree it was built from. `arbiter --version` prints which.
std::string data_root();
// Where the catalogs are read: model_dir()/<variant>/rules.xml. data_root()/model unless set_model_dir() named
// another directory (the CLI's --model DIR; a test's edited copy of a document). Set it before making
// variants: the values are read once per directory and variant.
std::string model_dir();
void set_model_dir(std::string dir);
// The values of the variant's catalog under model_dir().
Result<std::shared_ptr<const DocumentValues>> document_values(const std::string& variant);

}  // namespace arbiter
