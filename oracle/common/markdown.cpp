#include "oracle/common/markdown.h"

#include <algorithm>

#include "oracle/common/utf8.h"

namespace arbiter::md {
namespace {

std::string one_line(std::string_view text) {
  std::string s(text);
  for (char& c : s)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  return s;
}

size_t longest_backtick_run(std::string_view s) {
  size_t longest = 0, run = 0;
  for (char c : s) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  return longest;
}

}  // namespace

std::string cell(std::string_view text) {
  std::string out;
  for (char c : escape_control_bytes(one_line(text), "")) {
    switch (c) {
      case '|': out += "\\|"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string code_cell(std::string_view text) {
  std::string body;
  for (char c : escape_control_bytes(one_line(text), "")) body += c == '|' ? std::string("\\|") : std::string(1, c);
  const std::string fence(longest_backtick_run(body) + 1, '`');
  // A space inside the fence when the text starts or ends with a backtick (CommonMark strips one each side).
  const bool pad = !body.empty() && (body.front() == '`' || body.back() == '`');
  return fence + (pad ? " " : "") + body + (pad ? " " : "") + fence;
}

std::string block(std::string_view text) {
  std::string body = escape_control_bytes(text, "\n\t");
  const std::string fence(std::max<size_t>(3, longest_backtick_run(body) + 1), '`');
  if (!body.empty() && body.back() != '\n') body += '\n';
  return fence + "\n" + body + fence + "\n";
}

}  // namespace arbiter::md
