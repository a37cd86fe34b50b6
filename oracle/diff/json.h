// Strict JSON (RFC 8259) for the check result and the diff (oracle/diff/), over nlohmann-json (json.cpp).
// nlohmann-json parses (no comments, no trailing commas, no NaN, only UTF-8) and escapes strings; this header
// adds what matters here and nlohmann-json 3.11 (Debian 12) lacks: every value keeps its line and column, so
// the errors of json_reader.h name the place ("file:line:column: expected ..."), a member name given twice
// and nesting deeper than 64 are refused, and the writer gives one stable layout: a container holding only
// scalars, empty containers and arrays of scalars on one line, others one member per line, indented by two,
// so results of two runs compare line by line.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "model/core/result.h"

namespace arbiter::json {

enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };
// "null", "true or false", "a number", "a string", "an array", "an object".
std::string describe(Type t);

struct Member;  // an object's member: key and value (below; a vector of an incomplete type is fine)

struct Value {
  Type type = Type::kNull;
  bool flag = false;      // kBool
  std::string text;       // kString: the content; kNumber: the number as written
  std::vector<Value> items;                            // kArray
  std::vector<Member> members;  // kObject, in the order written
  int line = 0, column = 0;  // where the value starts in the text read (0 when built in code)

  const Value* find(const std::string& key) const;
  Value& add(Value v);                          // appends to an array
  Value& set(const std::string& key, Value v);  // appends a member to an object (keys are not checked)
};

// Named like std::pair's fields so that structured bindings read the same. Not a std::pair: pair<string,
// Value> inside Value needs Value complete, which clang's library checks refuse.
struct Member {
  std::string first;
  Value second;
};

Value null();
Value boolean(bool b);
Value string(std::string s);
Value integer(int64_t n);
Value unsigned_integer(uint64_t n);
Value real(double x, int decimals);  // fixed notation; a value that is not finite is written as 0
Value array();
Value object();
Value strings(const std::vector<std::string>& items);  // an array of strings

// Parses a whole text: one value, then only whitespace. `name` (the file) starts every error message:
// "name:line:column: expected ..., found ...".
Result<Value> parse(const std::string& text, const std::string& name);
// The stable layout described above, ending with a newline.
std::string write(const Value& v);
// A string as a JSON literal, quotes included.
std::string quoted(const std::string& s);

}  // namespace arbiter::json
