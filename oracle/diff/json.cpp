#include "oracle/diff/json.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace arbiter::json {

std::string describe(Type t) {
  switch (t) {
    case Type::kNull: return "null";
    case Type::kBool: return "true or false";
    case Type::kNumber: return "a number";
    case Type::kString: return "a string";
    case Type::kArray: return "an array";
    case Type::kObject: return "an object";
  }
  return "?";
}

const Value* Value::find(const std::string& key) const {
  for (const auto& [k, v] : members)
    if (k == key) return &v;
  return nullptr;
}

Value& Value::add(Value v) {
  items.push_back(std::move(v));
  return items.back();
}

Value& Value::set(const std::string& key, Value v) {
  members.push_back(Member{key, std::move(v)});
  return members.back().second;
}

Value null() { return Value{}; }
Value boolean(bool b) {
  Value v;
  v.type = Type::kBool;
  v.flag = b;
  return v;
}
Value string(std::string s) {
  Value v;
  v.type = Type::kString;
  v.text = std::move(s);
  return v;
}
Value integer(int64_t n) {
  Value v;
  v.type = Type::kNumber;
  v.text = std::to_string(n);
  return v;
}
Value unsigned_integer(uint64_t n) {
  Value v;
  v.type = Type::kNumber;
  v.text = std::to_string(n);
  return v;
}
Value real(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, std::isfinite(x) ? x : 0.0);
  Value v;
  v.type = Type::kNumber;
  v.text = buf;
  return v;
}
Value array() {
  Value v;
  v.type = Type::kArray;
  return v;
}
Value object() {
  Value v;
  v.type = Type::kObject;
  return v;
}
Value strings(const std::vector<std::string>& items) {
  Value v = array();
  for (const auto& s : items) v.add(string(s));
  return v;
}

namespace {

bool is_container(const Value& x) { return x.type == Type::kArray || x.type == Type::kObject; }

// Written on one line: a container of scalars, empty containers and arrays of scalars.
bool scalar_only(const Value& v) {
  auto scalar = [](const Value& x) {
    if (!is_container(x) || (x.items.empty() && x.members.empty())) return true;
    return x.type == Type::kArray && std::none_of(x.items.begin(), x.items.end(), is_container);
  };
  for (const auto& i : v.items)
    if (!scalar(i)) return false;
  for (const auto& [k, m] : v.members)
    if (!scalar(m)) return false;
  return true;
}

void write_value(const Value& v, int indent, std::string& out) {
  switch (v.type) {
    case Type::kNull: out += "null"; return;
    case Type::kBool: out += v.flag ? "true" : "false"; return;
    case Type::kNumber: out += v.text; return;
    case Type::kString: out += quoted(v.text); return;
    case Type::kArray:
    case Type::kObject: break;
  }
  bool is_array = v.type == Type::kArray;
  size_t n = is_array ? v.items.size() : v.members.size();
  out += is_array ? '[' : '{';
  if (n == 0) {
    out += is_array ? ']' : '}';
    return;
  }
  bool one_line = scalar_only(v);
  for (size_t k = 0; k < n; ++k) {
    if (k) out += one_line ? ", " : ",";
    if (!one_line) out.append("\n").append(static_cast<size_t>(indent + 2), ' ');
    if (!is_array) out.append(quoted(v.members[k].first)).append(": ");
    write_value(is_array ? v.items[k] : v.members[k].second, indent + 2, out);
  }
  if (!one_line) out.append("\n").append(static_cast<size_t>(indent), ' ');
  out += is_array ? ']' : '}';
}

}  // namespace

// The length of the well-formed UTF-8 sequence at s[i] (lead byte >= 0x80), or 0.
static size_t utf8_length(const std::string& s, size_t i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  size_t n = (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
  if (n == 0 || c == 0xc0 || c == 0xc1 || c > 0xf4 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80) return 0;
  return n;
}

// A byte that is not part of well-formed UTF-8 (a document saved as Latin-1) is written as its Latin-1
// reading, \u00XX, so that every file written here reads back.
std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (size_t i = 0; i < s.size(); ++i) {
    char ch = s[i];
    unsigned char c = static_cast<unsigned char>(ch);
    if (c >= 0x80) {
      size_t n = utf8_length(s, i);
      if (n == 0) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out.append(s, i, n);
        i += n - 1;
      }
      continue;
    }
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  return out + "\"";
}

std::string write(const Value& v) {
  std::string out;
  write_value(v, 0, out);
  return out + "\n";
}

}  // namespace arbiter::json
