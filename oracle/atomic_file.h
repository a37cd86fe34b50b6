// Reports are written whole or not at all: into a temporary file beside the target, then renamed over it.
#pragma once

#include <string>
#include <vector>

#include "model/core/result.h"

namespace arbiter {

// Writes content to path atomically, creating the parent directory. Returns "" or the error.
std::string write_file_atomically(const std::string& path, const std::string& content);

// Whether writing `output` would replace one of a run's inputs: the same file (a link or another spelling of
// its path too), or a file inside an input directory (a corpus). Returns "" or the error naming both; a command
// asks it before it runs, so an input is never lost to its own report.
std::string overwrites_an_input(const std::string& output, const std::vector<std::string>& inputs);

// A path as reports and messages show it: relative to the repository when inside it, so that generated
// reports are the same on every machine.
std::string shown_path(const std::string& path);

}  // namespace arbiter
