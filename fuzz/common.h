// What the fuzz targets share (fuzz/CMakeLists.txt lists them): the variant an input names on its first
// line, the input cut into lines, and the one way a target reports a broken invariant (an abort, which
// libFuzzer records as a crash with the input that caused it).
//
// The first line of the inputs that play a variant is "<variant> [<profile>]": chess, fairy, fairy-WxH,
// twentychess, deathsquare12, quadrant12, removal12 or frozenchess13, then optionally an interpretation profile "point=option,...".
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/variant.h"

namespace arbiter::fuzz {

// The variants the targets play, by id (what a seed's first line names).
const std::vector<std::string>& variant_names();

// The variant a header line names, made once and kept (a bounded number of them); nullptr when the line
// names no variant or a profile it does not take.
const Variant* variant_from_header(std::string_view header);

// The input as text, cut at '\n' (a '\r' before it is kept: the code under test sees it).
std::vector<std::string> lines_of(const uint8_t* data, size_t size);
std::vector<std::string> words_of(std::string_view text);

// A broken invariant: prints what and the detail, then aborts.
[[noreturn]] void fail(std::string_view what, std::string_view detail);

}  // namespace arbiter::fuzz
