// Text from outside (an engine's replies, a command line) made safe for every report: valid UTF-8 passes
// unchanged, and each byte that is not part of a well-formed UTF-8 sequence (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF) is written as the four characters \xNN.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace arbiter {

// The length of the well-formed UTF-8 sequence at s[i], or 0 when the byte there does not start one.
inline size_t utf8_sequence_length(std::string_view s, size_t i) {
  auto at = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = at(i);
  if (c < 0x80) return 1;
  size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  // The second byte's range depends on the first (overlong forms, surrogates, the U+10FFFF limit).
  unsigned char lo = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
  unsigned char hi = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
  if (at(i + 1) < lo || at(i + 1) > hi) return 0;
  for (size_t k = 2; k < n; ++k)
    if (at(i + k) < 0x80 || at(i + k) > 0xBF) return 0;
  return n;
}

inline std::string escape_invalid_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    size_t n = utf8_sequence_length(s, i);
    if (n == 0) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", static_cast<unsigned char>(s[i]));
      out += hex;
      ++i;
      continue;
    }
    out.append(s.substr(i, n));
    i += n;
  }
  return out;
}

// Control bytes (below 0x20, and 0x7f) as \xNN, but those `keep` names (a newline in a code block); then
// what is not UTF-8 (escape_invalid_utf8). Text from outside made safe for a report or a message.
inline std::string escape_control_bytes(std::string_view s, std::string_view keep = {}) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if ((u < 0x20 || u == 0x7f) && keep.find(c) == std::string_view::npos) {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[u >> 4];
      out += hex[u & 15];
    } else {
      out += c;
    }
  }
  return escape_invalid_utf8(out);
}

}  // namespace arbiter
