#include "oracle/atomic_file.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace arbiter {

std::string write_file_atomically(const std::string& path, const std::string& content) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  if (ec) return path + ": cannot create directory: " + ec.message();
  std::string temp = path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return temp + ": cannot open for writing";
    out << content;
    out.flush();
    if (!out) {
      std::remove(temp.c_str());
      return temp + ": write failed";
    }
  }
  fs::rename(temp, target, ec);
  if (ec) {
    std::remove(temp.c_str());
    return path + ": cannot rename into place: " + ec.message();
  }
  return "";
}

std::string shown_path(const std::string& path) {
  std::string root = std::string(ARBITER_SOURCE_DIR) + "/";
  return path.rfind(root, 0) == 0 ? path.substr(root.size()) : path;
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
