// html_page.h: the page frame of the HTML report (inline CSS: readable at phone width, boards scale) and helpers.
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
.boards{display:flex;flex-wrap:wrap;gap:.8em}.boards figure{margin:0;width:min(100%,19em)}
svg.board{width:100%;height:auto;display:block}
.board .l{fill:#eed8b5}.board .d{fill:#b58863}.board .x{fill:#333}
.board .st{fill:none;stroke-width:.08}.board .sl{font-size:.22px;text-anchor:middle;font-family:sans-serif;font-weight:bold}
.board .p{font-size:.78px;text-anchor:middle;dominant-baseline:central;font-family:serif}
.board .ltr{font-size:.6px;font-family:sans-serif;font-weight:bold;paint-order:stroke;stroke-width:.04px}
.board .w{fill:#fff;stroke:#000;stroke-width:.02px}.board .b{fill:#000}.board .n{fill:#06c}.board .ltr.b{stroke:#fff}
.board .c{font-size:.3px;text-anchor:middle;fill:#666;font-family:sans-serif}
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

}  // namespace arbiter::html
