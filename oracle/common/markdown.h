// Text from outside (a scenario's message, an engine's reply, a witness FEN from a shard file) placed in a
// Markdown report so that it shows as written and cannot change the report's structure: no row or heading
// of its own, no table column, no HTML the renderer would swallow, no control byte reaching a terminal or
// the HTML report. Every writer of a generated .md uses these for text it did not compose itself.
#pragma once

#include <string>
#include <string_view>

namespace arbiter::md {

// A table cell's text: line breaks as spaces, '|' as "\|", '<', '>' and '&' as entities, control bytes and
// bytes that are not UTF-8 as \xNN.
std::string cell(std::string_view text);
// Inline code inside a table cell: `text`, with a fence longer than any run of backticks in it, line breaks
// as spaces, '|' as "\|" (GitHub tables split code spans at a bare '|'), control bytes as \xNN.
std::string code_cell(std::string_view text);
// A fenced code block holding text (which may span lines): a fence of backticks longer than any run in the
// text, control bytes but tab and newline as \xNN. Ends with a newline.
std::string block(std::string_view text);

}  // namespace arbiter::md
