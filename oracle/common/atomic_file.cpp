#include "oracle/common/atomic_file.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "model/core/document_values.h"
#include "oracle/common/stop_signals.h"

namespace arbiter {

FileGroup::~FileGroup() { discard(); }

void FileGroup::discard() {
  for (const Staged& f : staged_) {
    std::remove(f.temp.c_str());
    stop_signals::forget_file(f.slot);
  }
  staged_.clear();
}

std::string FileGroup::add(const std::string& path, const std::string& content) {
  namespace fs = std::filesystem;
  if (!error_.empty()) return error_;
  std::error_code ec;
  fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  if (ec) return error_ = path + ": cannot create directory: " + ec.message();
  // The pid and the count tell apart two runs, and two files of one group with the same target.
  Staged f{path, path + ".tmp." + std::to_string(getpid()) + "." + std::to_string(staged_.size()), -1};
  f.slot = stop_signals::remember_file(f.temp);  // before it exists: a signal never leaves it behind
  staged_.push_back(f);
  std::ofstream out(f.temp, std::ios::binary | std::ios::trunc);
  if (!out) return error_ = f.temp + ": cannot open for writing";
  out << content;
  out.flush();
  if (!out) return error_ = f.temp + ": write failed";
  return "";
}

std::string FileGroup::commit() {
  namespace fs = std::filesystem;
  if (!error_.empty()) {
    discard();
    return error_;
  }
  std::string error;
  {
    stop_signals::Hold hold;  // a stop signal waits for the last rename
    for (const Staged& f : staged_) {
      std::error_code ec;
      if (error.empty()) fs::rename(f.temp, f.target, ec);
      if (ec) error = f.target + ": cannot rename into place: " + ec.message();
    }
    discard();  // what was renamed is gone from its temporary name; the rest is removed
  }
  return error;
}

std::string write_file_atomically(const std::string& path, const std::string& content) {
  FileGroup one;
  if (std::string e = one.add(path, content); !e.empty()) return e;
  return one.commit();
}

std::string shown_path(const std::string& path) {
  std::string root = data_root() + "/";
  return path.rfind(root, 0) == 0 ? path.substr(root.size()) : path;
}

std::string missing_directory(const std::string& file) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(file).parent_path();
  std::error_code ec;
  if (dir.empty() || fs::is_directory(dir, ec)) return "";
  return file + ": the directory " + dir.string() + " does not exist; expected an existing directory (create it first)";
}

std::string overwrites_an_input(const std::string& output, const std::vector<std::string>& inputs) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path out = fs::weakly_canonical(fs::absolute(output, ec), ec);
  for (const std::string& input : inputs) {
    if (input.empty()) continue;
    std::error_code e;
    if (fs::is_directory(input, e)) {
      const fs::path dir = fs::weakly_canonical(fs::absolute(input, e), e);
      auto [d, o] = std::mismatch(dir.begin(), dir.end(), out.begin(), out.end());
      if (!e && d == dir.end()) return output + ": is inside the input directory " + input + "; choose an output outside it";
      continue;
    }
    if (fs::exists(output, e) && fs::exists(input, e) && fs::equivalent(output, input, e))
      return output + ": is the input file " + input + "; choose another output file";
  }
  return "";
}

}  // namespace arbiter
