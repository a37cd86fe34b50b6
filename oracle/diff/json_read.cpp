// The reader of json.h: recursive descent over the text, strict, with line and column in every error.
#include <cctype>
#include <cstdio>

#include "oracle/diff/json.h"

namespace arbiter::json {
namespace {

constexpr int kMaxDepth = 64;

class Parser {
 public:
  Parser(const std::string& text, const std::string& name) : s_(text), name_(name) {}

  Result<Value> document() {
    Value v;
    skip_space();
    if (!value(v, 0)) return Error(error_);
    skip_space();
    if (i_ < s_.size()) {
      expected("the end of the file after the value");
      return Error(error_);
    }
    return v;
  }

 private:
  const std::string& s_;
  const std::string& name_;
  size_t i_ = 0;
  int line_ = 1, column_ = 1;
  std::string error_;

  // What stands at the current place, for messages.
  std::string found() const {
    if (i_ >= s_.size()) return "the end of the file";
    unsigned char c = static_cast<unsigned char>(s_[i_]);
    if (c < 0x20 || c >= 0x7f) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "byte 0x%02x", c);
      return buf;
    }
    return std::string("'") + s_[i_] + "'";
  }
  bool fail(const std::string& what) {
    if (error_.empty()) error_ = name_ + ":" + std::to_string(line_) + ":" + std::to_string(column_) + ": " + what;
    return false;
  }
  bool expected(const std::string& what) { return fail("expected " + what + ", found " + found()); }

  void advance() {
    if (s_[i_] == '\n') {
      ++line_;
      column_ = 1;
    } else if ((static_cast<unsigned char>(s_[i_]) & 0xc0) != 0x80) {
      ++column_;  // columns count characters, not the continuation bytes of one
    }
    ++i_;
  }
  bool at(char c) const { return i_ < s_.size() && s_[i_] == c; }
  void skip_space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) advance();
  }
  bool literal(const char* word) {
    size_t n = std::char_traits<char>::length(word);
    if (s_.compare(i_, n, word) != 0) return expected("a value (an object, array, string, number, true, false or null)");
    for (size_t k = 0; k < n; ++k) advance();
    return true;
  }

  bool value(Value& v, int depth) {
    v.line = line_;
    v.column = column_;
    if (i_ >= s_.size()) return expected("a value");
    char c = s_[i_];
    if (c == '{' || c == '[') {
      if (depth >= kMaxDepth) return fail("nesting deeper than " + std::to_string(kMaxDepth) + " levels");
      return c == '{' ? object_value(v, depth) : array_value(v, depth);
    }
    if (c == '"') {
      v.type = Type::kString;
      return string_value(v.text);
    }
    if (c == '-' || (c >= '0' && c <= '9')) return number(v);
    if (c == 't' || c == 'f') {
      v.type = Type::kBool;
      v.flag = c == 't';
      return literal(c == 't' ? "true" : "false");
    }
    if (c == 'n') return literal("null");
    return expected("a value (an object, array, string, number, true, false or null)");
  }

  bool object_value(Value& v, int depth) {
    v.type = Type::kObject;
    advance();  // {
    skip_space();
    if (at('}')) {
      advance();
      return true;
    }
    for (;;) {
      if (!at('"')) return expected("a member name in double quotes");
      std::string key;
      int key_line = line_, key_column = column_;
      if (!string_value(key)) return false;
      if (v.find(key)) {
        line_ = key_line;
        column_ = key_column;
        return fail("duplicate member name \"" + key + "\"");
      }
      skip_space();
      if (!at(':')) return expected("':' after the member name \"" + key + "\"");
      advance();
      skip_space();
      Value& member = v.set(key, Value{});
      if (!value(member, depth + 1)) return false;
      skip_space();
      if (at(',')) {
        advance();
        skip_space();
        continue;
      }
      if (at('}')) {
        advance();
        return true;
      }
      return expected("',' or '}' after a member of the object that starts at line " + std::to_string(v.line));
    }
  }

  bool array_value(Value& v, int depth) {
    v.type = Type::kArray;
    advance();  // [
    skip_space();
    if (at(']')) {
      advance();
      return true;
    }
    for (;;) {
      Value& item = v.add(Value{});
      if (!value(item, depth + 1)) return false;
      skip_space();
      if (at(',')) {
        advance();
        skip_space();
        continue;
      }
      if (at(']')) {
        advance();
        return true;
      }
      return expected("',' or ']' after an item of the array that starts at line " + std::to_string(v.line));
    }
  }

  bool number(Value& v) {
    v.type = Type::kNumber;
    size_t start = i_;
    auto digits = [&] {
      size_t before = i_;
      while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') advance();
      return i_ > before;
    };
    if (at('-')) advance();
    if (at('0')) {
      advance();
    } else if (!digits()) {
      return expected("a digit");
    }
    if (at('.')) {
      advance();
      if (!digits()) return expected("a digit after the decimal point");
    }
    if (at('e') || at('E')) {
      advance();
      if (at('+') || at('-')) advance();
      if (!digits()) return expected("a digit in the exponent");
    }
    v.text = s_.substr(start, i_ - start);
    return true;
  }

  bool hex4(unsigned& out) {
    out = 0;
    for (int k = 0; k < 4; ++k) {
      if (i_ >= s_.size() || !std::isxdigit(static_cast<unsigned char>(s_[i_]))) return expected("four hexadecimal digits after \\u");
      char c = s_[i_];
      out = out * 16 + static_cast<unsigned>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
      advance();
    }
    return true;
  }
  static void utf8(unsigned cp, std::string& out) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xc0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xe0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
      out += static_cast<char>(0xf0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    }
  }
  // One UTF-8 encoded character (not ASCII) copied to out: lead byte, then its continuation bytes.
  bool multibyte(std::string& out) {
    unsigned char c = static_cast<unsigned char>(s_[i_]);
    int more = (c & 0xe0) == 0xc0 ? 1 : (c & 0xf0) == 0xe0 ? 2 : (c & 0xf8) == 0xf0 ? 3 : -1;
    if (more < 0 || c == 0xc0 || c == 0xc1 || c > 0xf4) return expected("UTF-8 text");
    out += s_[i_];
    advance();
    for (int k = 0; k < more; ++k) {
      if (i_ >= s_.size() || (static_cast<unsigned char>(s_[i_]) & 0xc0) != 0x80) return expected("a UTF-8 continuation byte");
      out += s_[i_];
      ++i_;  // a continuation byte: same column
    }
    return true;
  }

  bool string_value(std::string& out) {
    int start_line = line_;
    advance();  // "
    for (;;) {
      if (i_ >= s_.size()) return fail("the string that starts at line " + std::to_string(start_line) + " has no closing '\"'; found the end of the file");
      unsigned char c = static_cast<unsigned char>(s_[i_]);
      if (c == '"') {
        advance();
        return true;
      }
      if (c < 0x20) return expected("a character of the string (a control character must be escaped)");
      if (c >= 0x80) {
        if (!multibyte(out)) return false;
        continue;
      }
      if (c != '\\') {
        out += static_cast<char>(c);
        advance();
        continue;
      }
      advance();
      if (i_ >= s_.size()) return expected("an escape after '\\'");
      char e = s_[i_];
      const char* simple = "\"\\/bfnrt";
      const char* meaning = "\"\\/\b\f\n\r\t";
      if (const char* p = std::char_traits<char>::find(simple, 8, e)) {
        out += meaning[p - simple];
        advance();
        continue;
      }
      if (e != 'u') return expected("an escape (one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
      advance();
      unsigned cp = 0;
      if (!hex4(cp)) return false;
      if (cp >= 0xdc00 && cp <= 0xdfff) return fail("a low surrogate \\u escape without a high one before it");
      if (cp >= 0xd800 && cp <= 0xdbff) {
        unsigned low = 0;
        if (!(at('\\') && i_ + 1 < s_.size() && s_[i_ + 1] == 'u')) return expected("a low surrogate \\uDC00-\\uDFFF after a high one");
        advance();
        advance();
        if (!hex4(low)) return false;
        if (low < 0xdc00 || low > 0xdfff) return fail("expected a low surrogate \\uDC00-\\uDFFF after a high one");
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
      }
      utf8(cp, out);
    }
  }
};

}  // namespace

Result<Value> parse(const std::string& text, const std::string& name) { return Parser(text, name).document(); }

}  // namespace arbiter::json
