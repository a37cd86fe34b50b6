// html_page.h: the page frame of the HTML report (inline CSS: readable at phone width, boards scale) and helpers.
// Long pages stay quick to open: the blocks of a page (findings, clauses, scenarios, document lines) are laid
// out only when they come into view (content-visibility: auto); frozenchess13's page loaded in 1.9 s without
// it and 0.9 s with it, on this machine under load (scripts/check-html-report measures every page).
#include "oracle/html/html_page.h"

#include <cstdio>

#include "oracle/html/svg_board.h"

namespace arbiter::html {

namespace {
const char* const kCss = R"(
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:60em;padding:0 .8em;color:#222;background:#fff}
h1{font-size:1.5em}h2{font-size:1.25em;border-bottom:1px solid #ccc}h3{font-size:1.05em;margin:.8em 0 .3em}
a{color:#15c}table{border-collapse:collapse;display:block;overflow-x:auto}td,th{border:1px solid #ccc;padding:.2em .4em;text-align:left}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.5em}
.doc{font-family:ui-monospace,monospace;font-size:.9em;background:#fafafa;border:1px solid #ddd;padding:.3em}
.ln{display:flex;gap:.5em;white-space:pre-wrap;word-break:break-word}.ln:target{background:#ffe9a0}
.ln .n{color:#888;min-width:3em;text-align:right;flex:none}.ln .t{flex:1}.ln .cl{font-size:.8em;flex:none;max-width:35%}
.f,.cls,.sc{border-left:4px solid #bbb;padding:.2em .6em;margin:.6em 0}.f:target,.cls:target,.sc:target{background:#ffe9a0}
.high{border-color:#c22}.medium{border-color:#e90}.low{border-color:#7a7}.meta{color:#555;font-size:.9em}
.boards{display:flex;flex-wrap:wrap;gap:.8em;align-items:flex-start}.boards figure{margin:0;max-width:100%}
svg.board{height:auto;display:block}.lg{white-space:nowrap;margin-right:.6em}
.board .l{fill:#eed8b5}.board .d{fill:#b58863}.board .x{fill:#333}.board .sq{fill:transparent}
.board .st{fill:none;stroke-width:.09}.board .mv polyline{fill:none;stroke:#c21;stroke-width:.14;stroke-linejoin:round;opacity:.75}
.board .mv circle{fill:#c21;opacity:.75}
.board .p{font-size:.86px;text-anchor:middle;dominant-baseline:central;font-family:"DejaVu Sans",serif}
.board .p.w{fill:#fff;stroke:#000;stroke-width:.03px}.board .p.b{fill:#000}.board .p.n{fill:#06c}
.board .t circle{stroke-width:.05}.board .t.w circle{fill:#fff;stroke:#000}.board .t.b circle{fill:#222;stroke:#000}
.board .t.n circle{fill:#06c;stroke:#000}.board .t text{font-size:.5px;text-anchor:middle;dominant-baseline:central;
font-family:sans-serif;font-weight:bold}.board .t.w text{fill:#000}.board .t.b text,.board .t.n text{fill:#fff}
.board .c{font-size:.3px;text-anchor:middle;fill:#666;font-family:sans-serif}
.ln.hasf{background:#fff4e0}.ln .fl{font-size:.8em;flex:none}
.f,.cls,.sc{content-visibility:auto;contain-intrinsic-size:auto 6em}.ln{content-visibility:auto;contain-intrinsic-size:auto 1.4em}
)";
}  // namespace

std::string page(const std::string& title, const std::string& body) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" +
         html_escape(title) + "</title><style>" + kCss + "</style></head><body>\n" + body + "\n</body></html>\n";
}

std::string anchor(const std::string& text) {
  std::string out = text;
  for (char& c : out)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-')) c = '-';
  return out;
}

std::string percent(double share) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", share * 100);
  return buf;
}

std::string url_encode(const std::string& text) {
  static const char* const kHex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == '~' || c == '/')
      out += static_cast<char>(c);
    else
      out += {'%', kHex[c >> 4], kHex[c & 15]};
  }
  return out;
}

std::string workbench_link(const std::string& variant, const std::string& fen, const std::vector<std::pair<std::string, std::string>>& readings,
                           const std::vector<std::string>& plays) {
  std::string href = "/?variant=" + url_encode(variant) + "&amp;fen=" + url_encode(fen);
  std::string chosen, played;
  for (const auto& [point, option] : readings) chosen += (chosen.empty() ? "" : ",") + point + "=" + option;
  for (const std::string& p : plays) played += (played.empty() ? "" : " ") + p;
  if (!chosen.empty()) href += "&amp;readings=" + url_encode(chosen);
  if (!played.empty()) href += "&amp;plays=" + url_encode(played);
  return " <a class=\"wb\" hidden href=\"" + href + "\">open in the workbench</a>";
}

}  // namespace arbiter::html
