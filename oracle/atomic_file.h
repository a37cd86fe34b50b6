// Reports are written whole or not at all: into a temporary file beside the target, then renamed over it.
#pragma once

#include <string>

#include "model/core/result.h"

namespace arbiter {

// Writes content to path atomically, creating the parent directory. Returns "" or the error.
std::string write_file_atomically(const std::string& path, const std::string& content);

// A path as reports and messages show it: relative to the repository when inside it, so that generated
// reports are the same on every machine.
std::string shown_path(const std::string& path);

}  // namespace arbiter
