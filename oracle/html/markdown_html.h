// The Markdown arbiter writes (conformance.md, corpus.md: headings, paragraphs, **bold**, `code`, fenced code
// blocks, lists and pipe tables) as HTML for the report's pages, every character of the text escaped. Not a
// general Markdown reader: other syntax comes out as the text it is.
#pragma once

#include <string>

namespace arbiter::html {

// `shift` lowers every heading that many levels (a document's "#" under a page's own <h2>).
std::string markdown_html(const std::string& markdown, int shift = 0);

}  // namespace arbiter::html
