// markdown_html.h: the Markdown arbiter's reports write, as HTML.
#include "oracle/html/markdown_html.h"

#include <algorithm>
#include <sstream>
#include <vector>

#include "oracle/html/svg_board.h"

namespace arbiter::html {
namespace {

// Inline spans of one line: `code` and **bold**, everything else escaped; a backslash escapes the next
// character (arbiter's notes escape | and * so).
std::string inline_html(const std::string& text) {
  std::string out;
  bool bold = false;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && std::ispunct(static_cast<unsigned char>(text[i + 1]))) {
      out += html_escape(std::string(1, text[++i]));
    } else if (text[i] == '`') {  // a code span: to the next run of as many backticks
      size_t n = text.find_first_not_of('`', i) == std::string::npos ? text.size() - i : text.find_first_not_of('`', i) - i;
      const std::string fence(n, '`');
      size_t end = text.find(fence, i + n);
      while (end != std::string::npos && end + n < text.size() && text[end + n] == '`') end = text.find(fence, end + n + 1);
      if (end == std::string::npos) {
        out += html_escape(fence);
        i += n - 1;
        continue;
      }
      std::string code = text.substr(i + n, end - i - n);
      if (code.size() >= 2 && code.front() == ' ' && code.back() == ' ') code = code.substr(1, code.size() - 2);
      out += "<code>" + html_escape(code) + "</code>";
      i = end + n - 1;
    } else if (text[i] == '&') {  // the entities arbiter's cells use stand for their characters
      bool entity = false;
      for (const auto& [name, c] : {std::pair<const char*, const char*>{"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}})
        if (text.compare(i, std::string(name).size(), name) == 0) {
          out += html_escape(c);
          i += std::string(name).size() - 1;
          entity = true;
          break;
        }
      if (!entity) out += "&amp;";
    } else if (text.compare(i, 2, "**") == 0) {
      out += bold ? "</b>" : "<b>";
      bold = !bold;
      ++i;
    } else {
      out += html_escape(std::string(1, text[i]));
    }
  }
  return bold ? out + "</b>" : out;
}

// The cells of a pipe-table row (| a | b |), an escaped pipe (\|) staying in its cell.
std::vector<std::string> cells(const std::string& row) {
  std::vector<std::string> out;
  std::string cell;
  size_t start = row.find('|') + 1, end = row.find_last_of('|');
  for (size_t i = start; i < end; ++i) {
    if (row[i] == '\\' && i + 1 < end) {
      cell += row.substr(i, 2);
      ++i;
    } else if (row[i] == '|') {
      out.push_back(cell);
      cell.clear();
    } else {
      cell += row[i];
    }
  }
  out.push_back(cell);
  for (std::string& c : out) {
    c.erase(0, c.find_first_not_of(' '));
    c.erase(c.find_last_not_of(' ') + 1);
  }
  return out;
}

bool is_separator(const std::string& line) {
  return line.size() > 2 && line[0] == '|' && line.find_first_not_of("|-: ") == std::string::npos;
}

}  // namespace

std::string markdown_html(const std::string& markdown, int shift) {
  std::vector<std::string> lines;
  std::istringstream in(markdown);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::string out;
  for (size_t i = 0; i < lines.size();) {
    const std::string& line = lines[i];
    if (line.rfind("```", 0) == 0) {  // a fenced block, to its closing fence (as many backticks)
      const std::string fence = line.substr(0, line.find_first_not_of('`'));
      std::string code;
      for (++i; i < lines.size() && lines[i] != fence; ++i) code += lines[i] + "\n";
      out += "<pre>" + html_escape(code) + "</pre>\n";
      ++i;
    } else if (line.rfind('#', 0) == 0) {
      const size_t level = std::min<size_t>(line.find_first_not_of('#'), 6);
      const std::string tag = "h" + std::to_string(std::min<size_t>(level + shift, 6));
      out += "<" + tag + ">" + inline_html(line.substr(line.find_first_not_of("# "))) + "</" + tag + ">\n";
      ++i;
    } else if (line.rfind('|', 0) == 0) {  // a table: its header, the separator, its rows
      out += "<table>";
      bool header = i + 1 < lines.size() && is_separator(lines[i + 1]);
      for (; i < lines.size() && lines[i].rfind('|', 0) == 0; ++i) {
        if (is_separator(lines[i])) continue;
        const char* cell = header ? "th" : "td";
        out += "<tr>";
        for (const std::string& c : cells(lines[i])) out += std::string("<") + cell + ">" + inline_html(c) + "</" + cell + ">";
        out += "</tr>";
        header = false;
      }
      out += "</table>\n";
    } else if (line.rfind("- ", 0) == 0) {
      out += "<ul>";
      for (; i < lines.size() && lines[i].rfind("- ", 0) == 0; ++i) out += "<li>" + inline_html(lines[i].substr(2)) + "</li>";
      out += "</ul>\n";
    } else if (line.find_first_not_of(' ') == std::string::npos) {
      ++i;
    } else {  // a paragraph: to the next blank line or block
      std::string text;
      for (; i < lines.size() && lines[i].find_first_not_of(' ') != std::string::npos && lines[i].rfind('#', 0) != 0 &&
             lines[i].rfind('|', 0) != 0 && lines[i].rfind("```", 0) != 0 && lines[i].rfind("- ", 0) != 0;
           ++i)
        text += (text.empty() ? "" : " ") + lines[i];
      out += "<p>" + inline_html(text) + "</p>\n";
    }
  }
  return out;
}

}  // namespace arbiter::html
