// A value or a typed error: parse and setup functions return this instead of throwing.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace arbiter {

// What kind of input was wrong, typed by phase (STYLE.md: wast's malformed / invalid / trap): a FEN that
// does not parse, a setup that parses but cannot occur, move text that does not parse, an action that
// parses but is not legal, and one the variant refuses by a named clause. Everything else (files, usage,
// profiles, engines) is kOther.
enum class ErrorKind {
  kOther,
  kFenSyntax,         // parse_setup / parse_fen (model/core/fen.h)
  kInvalidSetup,      // validate_setup: Variant::validate rejects the setup (model/core/setup.h)
  kUnparsableAction,  // parse_action (model/core/notation.h)
  kIllegalAction,     // lookup_action: parses, but is not among the legal actions
  kRefusedAction,     // lookup_action: not legal, and Variant::refusal names the clause (Error::clause)
};

// The words scenarios use for the action kinds ("unparsable", "illegal", "refused"), "fen-syntax",
// "invalid-setup" and "other".
constexpr const char* to_string(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::kOther: return "other";
    case ErrorKind::kFenSyntax: return "fen-syntax";
    case ErrorKind::kInvalidSetup: return "invalid-setup";
    case ErrorKind::kUnparsableAction: return "unparsable";
    case ErrorKind::kIllegalAction: return "illegal";
    case ErrorKind::kRefusedAction: return "refused";
  }
  return "?";
}

// The error side of Result: a human-readable message naming the field and character at fault, its kind,
// and for a refusal the catalog clause that forbids the action. `Error{"message"}` is an untyped error.
struct Error {
  explicit Error(std::string m, ErrorKind k = ErrorKind::kOther, std::string c = {})
      : message(std::move(m)), kind(k), clause(std::move(c)) {}
  static Error fen_syntax(std::string m) { return Error(std::move(m), ErrorKind::kFenSyntax); }
  static Error invalid_setup(std::string m) { return Error(std::move(m), ErrorKind::kInvalidSetup); }
  static Error unparsable_action(std::string m) { return Error(std::move(m), ErrorKind::kUnparsableAction); }
  static Error illegal_action(std::string m) { return Error(std::move(m), ErrorKind::kIllegalAction); }
  static Error refused_action(std::string m, std::string clause) {
    return Error(std::move(m), ErrorKind::kRefusedAction, std::move(clause));
  }

  std::string message;
  ErrorKind kind;
  std::string clause;  // kRefusedAction only: the catalog clause that forbids the action
};

template <typename T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}            // NOLINT: implicit by design
  Result(Error error) : v_(std::move(error)) {}        // NOLINT: implicit by design

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  // The message (what most callers print), the kind, and the whole error (to pass it on unchanged).
  const std::string& error() const { return std::get<1>(v_).message; }
  ErrorKind error_kind() const { return std::get<1>(v_).kind; }
  const Error& error_value() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

}  // namespace arbiter
