// Reading a parsed JSON document (json.h) into records, with messages that name the file, the line and
// column, and the path of the value ("clauses[3].quotes[0].text: expected a string, found a number"). The
// first failure is kept (error()); every reader returns false from then on, so a chain of reads stops at it.
// Shared by the check result (check_result_json.cpp) and explore's shard results (explore_shard.cpp).
#pragma once

#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <vector>

#include "model/core/result.h"
#include "oracle/diff/json.h"

namespace arbiter::json {

class Reader {
 public:
  explicit Reader(std::string name) : name_(std::move(name)) {}
  const std::string& error() const { return error_; }

  bool fail(const Value& at, const std::string& path, const std::string& what) {
    if (error_.empty())
      error_ = name_ + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + (path.empty() ? "" : path + ": ") + what;
    return false;
  }
  Error refuse(const Value& at, const std::string& path, const std::string& what) {
    fail(at, path, what);
    return Error(error_);
  }
  // The path of member `key` of the value at `path` ("" is the document's root).
  static std::string at(const std::string& path, const char* key) { return path.empty() ? key : path + "." + key; }

  bool type(const Value& v, const std::string& path, Type t) {
    return v.type == t || fail(v, path, "expected " + describe(t) + ", found " + describe(v.type));
  }
  // Every member of obj is among required and optional, and every required one is present.
  bool members(const Value& obj, const std::string& path, std::initializer_list<const char*> required,
               std::initializer_list<const char*> optional = {}) {
    if (!type(obj, path, Type::kObject)) return false;
    for (const char* r : required)
      if (!obj.find(r)) return fail(obj, path, std::string("missing member \"") + r + "\"");
    for (const auto& [key, value] : obj.members) {
      bool known = false;
      std::string list;
      for (auto group : {required, optional})
        for (const char* k : group) {
          known = known || key == k;
          list += (list.empty() ? "" : ", ") + std::string(k);
        }
      if (!known) return fail(value, path, "unknown member \"" + key + "\"; expected one of " + list);
    }
    return true;
  }

  // Each reads member `key` of obj into out when it is present (an absent one is members()' to judge).
  bool text(const Value& obj, const std::string& path, const char* key, std::string& out) {
    const Value* v = obj.find(key);
    if (!v) return true;
    if (!type(*v, at(path, key), Type::kString)) return false;
    out = v->text;
    return true;
  }
  bool one_of(const Value& obj, const std::string& path, const char* key, std::initializer_list<const char*> words,
              std::string& out) {
    if (!text(obj, path, key, out)) return false;
    std::string list;
    for (const char* w : words) {
      if (out == w) return true;
      list += (list.empty() ? "" : ", ") + std::string(w);
    }
    return fail(*obj.find(key), at(path, key), "expected one of " + list + ", found \"" + out + "\"");
  }
  bool flag(const Value& obj, const std::string& path, const char* key, bool& out) {
    const Value* v = obj.find(key);
    if (!v) return true;
    if (!type(*v, at(path, key), Type::kBool)) return false;
    out = v->flag;
    return true;
  }
  // A whole number of at least 0, in the whole range of Int.
  template <typename Int>
  bool whole(const Value& obj, const std::string& path, const char* key, Int& out) {
    const Value* v = obj.find(key);
    if (!v) return true;
    if (!type(*v, at(path, key), Type::kNumber)) return false;
    auto [end, ec] = std::from_chars(v->text.data(), v->text.data() + v->text.size(), out);
    bool negative = false;
    if constexpr (std::is_signed_v<Int>) negative = out < 0;
    if (ec != std::errc() || end != v->text.data() + v->text.size() || negative)
      return fail(*v, at(path, key), "expected a whole number of at least 0, found " + v->text);
    return true;
  }
  // A whole number in [low, high].
  template <typename Int>
  bool whole(const Value& obj, const std::string& path, const char* key, Int& out, int64_t low, int64_t high) {
    const Value* v = obj.find(key);
    if (!v) return true;
    if (!type(*v, at(path, key), Type::kNumber)) return false;
    int64_t n = 0;
    auto [end, ec] = std::from_chars(v->text.data(), v->text.data() + v->text.size(), n);
    if (ec != std::errc() || end != v->text.data() + v->text.size() || n < low || n > high)
      return fail(*v, at(path, key),
                  "expected a whole number from " + std::to_string(low) + " to " + std::to_string(high) + ", found " + v->text);
    out = static_cast<Int>(n);
    return true;
  }
  bool fraction(const Value& obj, const std::string& path, const char* key, double& out) {
    const Value* v = obj.find(key);
    if (!v) return true;
    if (!type(*v, at(path, key), Type::kNumber)) return false;
    out = std::strtod(v->text.c_str(), nullptr);
    return (out >= 0 && out <= 1) || fail(*v, at(path, key), "expected a share between 0 and 1, found " + v->text);
  }
  bool text_list(const Value& obj, const std::string& path, const char* key, std::vector<std::string>& out) {
    const Value* v = obj.find(key);
    if (!v) return true;
    if (!type(*v, at(path, key), Type::kArray)) return false;
    for (size_t i = 0; i < v->items.size(); ++i) {
      if (!type(v->items[i], at(path, key) + "[" + std::to_string(i) + "]", Type::kString)) return false;
      out.push_back(v->items[i].text);
    }
    return true;
  }

 private:
  std::string name_;
  std::string error_;
};

}  // namespace arbiter::json
