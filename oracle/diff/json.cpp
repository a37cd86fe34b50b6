// json.h over nlohmann-json: its parser (grammar, escapes, surrogates, UTF-8, numbers) feeds a SAX handler
// that builds Value with the place of each value; its serializer escapes strings. What stays here is what
// nlohmann-json 3.11 (Debian 12) does not do: the places (a value's line and column, for messages) and the
// stable layout of json.h.
#include "oracle/diff/json.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "oracle/common/utf8.h"

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

constexpr int kMaxDepth = 64;

// An input iterator over the text that publishes how far nlohmann's lexer has read: at each SAX event the
// lexer has just read the token of that event (and, after a number, the one byte that ended it).
struct CountingIterator {
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;
  const char* at = nullptr;
  const char** read = nullptr;  // shared by the copies the parser makes
  reference operator*() const { return *at; }
  CountingIterator& operator++() {
    *read = ++at;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator old = *this;
    ++*this;
    return old;
  }
  bool operator==(const CountingIterator& o) const { return at == o.at; }
  bool operator!=(const CountingIterator& o) const { return at != o.at; }
};

// Builds Value from nlohmann's SAX events, refusing what RFC 8259 leaves open and json.h does not accept
// (a member name twice, nesting deeper than kMaxDepth), with the place of every value and every error.
class Builder : public nlohmann::json_sax<nlohmann::json> {
 public:
  Builder(const std::string& text, const std::string& name, const char** read) : s_(text), name_(name), read_(read) {}

  Result<Value> result() {
    if (!error_.empty()) return Error(error_);
    return std::move(root_);
  }

  bool null() override { return scalar(Value{}, literal_start(4)); }
  bool boolean(bool b) override { return scalar(json::boolean(b), literal_start(b ? 4 : 5)); }
  bool number_integer(number_integer_t n) override { return scalar(integer(n), number_start()); }
  bool number_unsigned(number_unsigned_t n) override { return scalar(unsigned_integer(n), number_start()); }
  bool number_float(number_float_t, const string_t& as_written) override {
    Value v;
    v.type = Type::kNumber;
    v.text = as_written;
    return scalar(std::move(v), number_start());
  }
  bool string(string_t& s) override { return scalar(json::string(std::move(s)), string_start()); }
  bool binary(binary_t&) override { return false; }  // only in binary formats, never in JSON text
  bool start_object(std::size_t) override { return open(object()); }
  bool start_array(std::size_t) override { return open(array()); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& k) override {
    size_t at = string_start();
    Value& obj = *open_.back();
    if (obj.find(k)) return fail(at, "duplicate member name " + json::quoted(k));
    key_ = std::move(k);
    return true;
  }
  // nlohmann's message without its own prefix ("[json.exception.parse_error.101] parse error at line 1,
  // column 9: "), after this file's name, line and column. `position` counts the bytes read, the one
  // refused included (one past the end at the end of the text).
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) override {
    std::string what = e.what();
    if (size_t column = what.find("column "); column != std::string::npos)
      if (size_t colon = what.find(": ", column); colon != std::string::npos) what = what.substr(colon + 2);
    return fail(position > 0 ? position - 1 : 0, what);
  }

 private:
  const std::string& s_;
  const std::string& name_;
  const char** read_;
  Value root_;
  std::vector<Value*> open_;  // the containers being filled, innermost last
  std::string key_;           // the name of the member whose value comes next
  std::string error_;
  size_t line_start_ = 0, offset_ = 0;  // a place already converted, to convert the next from there
  int line_ = 1, column_ = 1;

  size_t read() const { return static_cast<size_t>(*read_ - s_.data()); }
  size_t literal_start(size_t length) const { return read() - length; }
  // A string ends at the '"' just read; it starts at the '"' before it that no backslash escapes.
  size_t string_start() const {
    size_t i = read() - 1;
    while (i > 0) {
      --i;
      if (s_[i] != '"') continue;
      size_t slashes = 0;
      while (slashes < i && s_[i - 1 - slashes] == '\\') ++slashes;
      if (slashes % 2 == 0) return i;
    }
    return 0;
  }
  size_t number_start() const {
    auto part = [&](size_t i) { return std::string_view("0123456789+-.eE").find(s_[i]) != std::string_view::npos; };
    size_t end = read();
    if (end > 0 && !part(end - 1)) --end;  // the byte that ended the number
    while (end > 0 && part(end - 1)) --end;
    return end;
  }
  // Line and column of a byte (columns count characters, not the continuation bytes of one).
  void place(size_t offset) {
    if (offset < offset_) line_start_ = offset_ = 0, line_ = column_ = 1;
    for (; offset_ < offset && offset_ < s_.size(); ++offset_) {
      if (s_[offset_] == '\n') {
        ++line_;
        column_ = 1;
      } else if ((static_cast<unsigned char>(s_[offset_]) & 0xc0) != 0x80) {
        ++column_;
      }
    }
    if (offset > offset_) column_ += static_cast<int>(offset - offset_), offset_ = offset;  // past the end
  }
  bool fail(size_t offset, const std::string& what) {
    if (error_.empty()) {
      place(offset);
      error_ = name_ + ":" + std::to_string(line_) + ":" + std::to_string(column_) + ": " + what;
    }
    return false;
  }
  Value& put(Value v, size_t offset) {
    place(offset);
    v.line = line_;
    v.column = column_;
    if (open_.empty()) return root_ = std::move(v);
    Value& in = *open_.back();
    return in.type == Type::kArray ? in.add(std::move(v)) : in.set(key_, std::move(v));
  }
  bool scalar(Value v, size_t offset) {
    put(std::move(v), offset);
    return true;
  }
  // Pointers into the open containers stay valid: only the innermost grows while it is open.
  bool open(Value v) {
    size_t at = read() - 1;
    if (open_.size() >= static_cast<size_t>(kMaxDepth)) return fail(at, "nesting deeper than " + std::to_string(kMaxDepth) + " levels");
    open_.push_back(&put(std::move(v), at));
    return true;
  }
  bool close() {
    open_.pop_back();
    return true;
  }
};

}  // namespace

Result<Value> parse(const std::string& text, const std::string& name) {
  const char* read = text.data();
  CountingIterator first{text.data(), &read}, last{text.data() + text.size(), &read};
  Builder builder(text, name, &read);
  nlohmann::json::sax_parse(first, last, &builder);
  return builder.result();
}

// nlohmann's escaping (what RFC 8259 requires, \u00XX for other control characters, UTF-8 as it is). A byte
// that is not part of well-formed UTF-8 (a document saved as Latin-1) is taken as its Latin-1 reading
// (U+00XX, written in UTF-8), so that every file written here reads back.
std::string quoted(const std::string& s) {
  std::string text;
  const std::string* valid = &s;
  for (size_t i = 0; i < s.size();) {
    size_t n = utf8_sequence_length(s, i);
    if (n != 0 && valid == &s) {
      i += n;
      continue;
    }
    if (valid == &s) text.assign(s, 0, i), valid = &text;
    if (n == 0) {
      auto c = static_cast<unsigned char>(s[i++]);
      text += static_cast<char>(0xc0 | (c >> 6));
      text += static_cast<char>(0x80 | (c & 0x3f));
    } else {
      text.append(s, i, n);
      i += n;
    }
  }
  return nlohmann::json(*valid).dump();
}

std::string write(const Value& v) {
  std::string out;
  write_value(v, 0, out);
  return out + "\n";
}

}  // namespace arbiter::json
